import {
  displayedPrice,
  formatMoney,
  type MarkedPrice,
  type Market,
  type PriceDisplay,
  referenceShown,
} from '@workwear/domain';
import { AgreedPriceMark } from './AgreedPriceMark';
import type { PriceMarkLabels } from './priceMarkLabels';
import { type TaxLabels, taxLabelFor } from './taxLabels';

type Props = {
  price: MarkedPrice | null;
  display: PriceDisplay;
  market: Market;
  /** The "incl./excl. VAT" and "incl./excl. tax" words in the page's language. */
  taxLabels: TaxLabels;
  /** "Agreed price", the reference price's name and "You save" in the page's language. */
  markLabels: PriceMarkLabels;
  /** Shown when the product has no price in this market. */
  noPriceLabel: string;
  size?: 'sm' | 'lg';
};

/**
 * A price as this visitor may see it: hidden by HidePrice, incl. or excl. VAT by the display rule.
 * An agreed price says so, and a reference price it is lower than is crossed out with the saving.
 */
export function PriceTag({
  price,
  display,
  market,
  taxLabels,
  markLabels,
  noPriceLabel,
  size = 'sm',
}: Props) {
  if (!display.showPrices) return null;
  const amount = price ? displayedPrice(price, display) : undefined;
  if (amount === undefined) return <p className="text-sm text-slate-500">{noPriceLabel}</p>;
  const reference = referenceShown(price, display);
  return (
    <>
      <p className={size === 'lg' ? 'text-2xl font-semibold text-slate-900' : 'font-semibold text-slate-900'}>
        <span data-testid="price">{formatMoney(amount, market)}</span>{' '}
        <span className="text-xs font-normal text-slate-500">
          {taxLabelFor(taxLabels, market, display.incVat)}
        </span>
        {price?.agreed && (
          <>
            {' '}
            <AgreedPriceMark label={markLabels.agreed} />
          </>
        )}
      </p>
      {reference && (
        <p data-testid="reference-price" className="text-xs text-slate-600">
          <span className="sr-only">{markLabels.reference}: </span>
          <s>{formatMoney(reference.reference, market)}</s>{' '}
          <span data-testid="saving" className="font-medium text-red-700">
            {markLabels.saving} {formatMoney(reference.saving, market)}
          </span>
        </p>
      )}
    </>
  );
}
