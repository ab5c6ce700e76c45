import type { ProductSummary } from '@workwear/contracts';
import { badgeFlags, type Market, type PriceDisplay } from '@workwear/domain';
import Link from 'next/link';
import type { PriceMarkLabels, TaxLabels } from '@/features/pricing';
import { FlagList } from './FlagList';
import { ProductImage } from './ProductImage';
import { ProductPriceStock } from './ProductPriceStock';

export type ProductCardLabels = TaxLabels & {
  noPrice: string;
  colours: (count: number) => string;
  inStock: string;
  /** In place of price and stock on an item that cannot be ordered (sellable false). */
  notForSale: string;
  /** The words beside an agreed price and a crossed-out reference price. */
  marks: PriceMarkLabels;
};

type Props = {
  product: ProductSummary;
  href: string;
  display: PriceDisplay;
  market: Market;
  labels: ProductCardLabels;
  /** Only the first row of a list loads its images eagerly. */
  eager?: boolean;
  /** The stock flag, where the market shows one (showsStockFlag). */
  showStock?: boolean;
};

/** One product in a grid: image, flags, name, colours, price. The whole card is one link. */
export function ProductCard({
  product,
  href,
  display,
  market,
  labels,
  eager = false,
  showStock = false,
}: Props) {
  const colourCount = product.colours.length;
  return (
    <article data-testid="product-card" className="ww-card">
      <div className="ww-card-media">
        <ProductImage src={product.imageUrl} alt={product.name} eager={eager} />
        <FlagList flags={badgeFlags(product.flags, product.price, display)} className="ww-card-flags" />
      </div>
      <h3 className="ww-card-title">
        <Link href={href} className="ww-card-link">
          {product.name}
        </Link>
      </h3>
      <p className="ww-card-meta">
        {product.partNo}
        {colourCount > 1 ? ` · ${labels.colours(colourCount)}` : ''}
      </p>
      {colourCount > 1 && (
        <ul className="ww-swatches" aria-hidden="true">
          {product.colours.slice(0, 8).map((c) => (
            <li key={c.partNo} style={{ backgroundColor: c.hex ?? '#e2e8f0' }} />
          ))}
        </ul>
      )}
      <div className="ww-card-foot">
        <ProductPriceStock
          product={product}
          display={display}
          market={market}
          labels={labels}
          showStock={showStock}
        />
      </div>
    </article>
  );
}
