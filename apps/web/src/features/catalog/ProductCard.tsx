import type { ProductSummary } from '@workwear/contracts';
import { badgeFlags, type Market, type PriceDisplay } from '@workwear/domain';
import type { PriceMarkLabels, TaxLabels } from '@/features/pricing';
import { IntentLink } from '@/ui';
import { ColourSwatches, colourNameOf } from './ColourSwatches';
import { FlagList } from './FlagList';
import { ProductImage } from './ProductImage';
import { ProductPriceStock } from './ProductPriceStock';

export type ProductCardLabels = TaxLabels & {
  noPrice: string;
  colours: (count: number) => string;
  /** The card's own colour ("Colour: Navy"), the swatch list's name and each swatch link's words. */
  colour: (name: string) => string;
  colourSwatches: string;
  showColour: (name: string) => string;
  inStock: string;
  /** In place of price and stock on an item that cannot be ordered (sellable false). */
  notForSale: string;
  /** The words beside an agreed price and a crossed-out reference price. */
  marks: PriceMarkLabels;
};

type Props = {
  product: ProductSummary;
  href: string;
  /** The page of one of the product's colours (the swatches link them). */
  colourHref: (partNo: string) => string;
  display: PriceDisplay;
  market: Market;
  labels: ProductCardLabels;
  /** Only the first row of a list loads its images eagerly. */
  eager?: boolean;
  /** The stock flag, where the market shows one (showsStockFlag). */
  showStock?: boolean;
};

/**
 * One product in a grid: image, flags, name, its colour by name, the product's colours as swatch
 * links, price. The whole card is one link; the swatches lie above it.
 */
export function ProductCard({
  product,
  href,
  colourHref,
  display,
  market,
  labels,
  eager = false,
  showStock = false,
}: Props) {
  const colourCount = product.colours.length;
  const colourName = colourNameOf(product);
  return (
    <article data-testid="product-card" className="ww-card">
      <div className="ww-card-media">
        <ProductImage src={product.imageUrl} alt={product.name} eager={eager} />
        <FlagList flags={badgeFlags(product.flags, product.price, display)} className="ww-card-flags" />
      </div>
      <h3 className="ww-card-title">
        <IntentLink href={href} className="ww-card-link">
          {product.name}
        </IntentLink>
      </h3>
      {colourName && (
        <p data-testid="card-colour" className="mt-0.5 text-xs font-medium text-slate-800">
          {labels.colour(colourName)}
        </p>
      )}
      <p className="ww-card-meta">
        {product.partNo}
        {colourCount > 1 ? ` · ${labels.colours(colourCount)}` : ''}
      </p>
      <ColourSwatches
        colours={product.colours}
        current={product.partNo}
        hrefOf={colourHref}
        labels={{ list: labels.colourSwatches, show: labels.showColour }}
      />
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
