import type { ProductSummary } from '@workwear/contracts';
import type { Market, PriceDisplay } from '@workwear/domain';
import { PriceTag } from '@/features/pricing';
import type { ProductCardLabels } from './ProductCard';

type Props = {
  product: ProductSummary;
  display: PriceDisplay;
  market: Market;
  labels: ProductCardLabels;
  showStock: boolean;
};

/**
 * The price of a list item and, where the market shows it, whether it is in stock: cards and rows
 * alike. An item that cannot be ordered (listed only where the market's UseDisplayNonSellableProducts
 * is on) says so instead: it has neither a price nor stock to show.
 */
export function ProductPriceStock({ product, display, market, labels, showStock }: Props) {
  if (!product.sellable) {
    return (
      <p data-testid="not-for-sale" className="ww-not-for-sale">
        {labels.notForSale}
      </p>
    );
  }
  return (
    <>
      <PriceTag
        price={product.price}
        display={display}
        market={market}
        taxLabels={labels}
        markLabels={labels.marks}
        noPriceLabel={labels.noPrice}
      />
      {showStock && product.hasStock && (
        <p className="ww-stock">
          <span aria-hidden="true">● </span>
          {labels.inStock}
        </p>
      )}
    </>
  );
}
