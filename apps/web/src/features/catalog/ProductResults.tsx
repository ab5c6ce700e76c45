import type { ProductSummary } from '@workwear/contracts';
import type { Language, Market, PriceDisplay, ViewType } from '@workwear/domain';
import { ProductCard } from './ProductCard';
import { ProductRow, type ProductRowLabels } from './ProductRow';
import { productHref } from './productHref';

type Props = {
  products: readonly ProductSummary[];
  view: ViewType;
  language: Language;
  display: PriceDisplay;
  market: Market;
  labels: ProductRowLabels;
  showStock: boolean;
};

/** Images of the first row load at once; the rest as they scroll into view. */
const EAGER_IMAGES = 4;

/** The page of products as a grid of cards or a list of rows; it dims while the next page renders. */
export function ProductResults({ products, view, language, display, market, labels, showStock }: Props) {
  const list = view === 'LIST';
  const Item = list ? ProductRow : ProductCard;
  return (
    <ul
      data-testid="product-list"
      className={`mt-4 transition-opacity group-has-[[data-pending]]/list:opacity-50 ${
        list
          ? 'divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white'
          : 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 min-[75rem]:grid-cols-4'
      }`}
    >
      {products.map((product, i) => (
        <li key={product.partNo}>
          <Item
            product={product}
            href={productHref(language, product)}
            colourHref={(partNo) => productHref(language, { uniqueName: product.uniqueName, partNo })}
            display={display}
            market={market}
            labels={labels}
            showStock={showStock}
            eager={i < EAGER_IMAGES}
          />
        </li>
      ))}
    </ul>
  );
}
