import type { ProductSummary } from '@workwear/contracts';
import type { Language, Market, PriceDisplay } from '@workwear/domain';
import { ProductCard, type ProductCardLabels } from './ProductCard';
import { productHref } from './productHref';

type Props = {
  products: readonly ProductSummary[];
  language: Language;
  display: PriceDisplay;
  market: Market;
  labels: ProductCardLabels;
  itemClassName?: string;
  /** How many cards, from the first, load their images eagerly (those on the first screen). */
  eagerCount?: number;
};

/** A row of product cards as list items, each linked to its product page (home and product page rows). */
export function ProductCardItems({
  products,
  language,
  display,
  market,
  labels,
  itemClassName,
  eagerCount = 0,
}: Props) {
  return products.map((p, i) => (
    <li key={p.partNo} className={itemClassName}>
      <ProductCard
        product={p}
        href={productHref(language, p)}
        colourHref={(partNo) => productHref(language, { uniqueName: p.uniqueName, partNo })}
        display={display}
        market={market}
        labels={labels}
        eager={i < eagerCount}
      />
    </li>
  ));
}
