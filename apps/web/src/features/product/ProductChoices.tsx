import { AvailabilityNotice } from './AvailabilityNotice';
import { ColourOptions } from './ColourOptions';
import { NotForSale } from './NotForSale';
import type { ProductPageView } from './productPageView';
import { SizeChoice } from './SizeChoice';
import { StockFlag } from './StockFlag';

/**
 * What the buyer chooses under the heading, and what says why nothing can be chosen: colours, the
 * availability and not-for-sale notices, the stock flag and the sizes. One list for both product page
 * layouts, so a state added here shows in each.
 */
export function ProductChoices({ view }: { view: ProductPageView }) {
  return (
    <>
      {view.colours && <ColourOptions {...view.colours} />}
      {view.availabilityNotice && <AvailabilityNotice text={view.availabilityNotice} />}
      {view.notForSale && <NotForSale {...view.notForSale} />}
      {view.stockFlag && <StockFlag {...view.stockFlag} />}
      {view.sizeChoice && <SizeChoice {...view.sizeChoice} />}
    </>
  );
}
