import type { ProductSummary } from '@workwear/contracts';
import { badgeFlags, type Market, type PriceDisplay } from '@workwear/domain';
import { IntentLink } from '@/ui';
import { ColourSwatches, colourNameOf } from './ColourSwatches';
import { FlagList } from './FlagList';
import type { ProductCardLabels } from './ProductCard';
import { ProductImage } from './ProductImage';
import { ProductPriceStock } from './ProductPriceStock';

export type ProductRowLabels = ProductCardLabels & {
  sizes: (min: string, max: string) => string;
  colourNames: (names: string) => string;
};

type Props = {
  product: ProductSummary;
  href: string;
  colourHref: (partNo: string) => string;
  display: PriceDisplay;
  market: Market;
  labels: ProductRowLabels;
  showStock: boolean;
  eager?: boolean;
};

function sizeText(product: ProductSummary, labels: ProductRowLabels): string | null {
  const { min, max } = product.sizeRange;
  if (!min || !max) return null;
  return labels.sizes(min, max);
}

/** One product in the list view: a wider row with sizes and colour names beside the price. */
export function ProductRow({
  product,
  href,
  colourHref,
  display,
  market,
  labels,
  showStock,
  eager = false,
}: Props) {
  const sizes = sizeText(product, labels);
  const colourNames = product.colours.map((c) => c.name).join(', ');
  const colourName = colourNameOf(product);
  return (
    <article
      data-testid="product-card"
      className="relative flex gap-4 rounded-lg p-3 transition hover:bg-slate-50 sm:gap-6"
    >
      <div className="h-28 w-28 shrink-0 overflow-hidden rounded-md bg-slate-50 sm:h-36 sm:w-36">
        <ProductImage src={product.imageUrl} alt={product.name} eager={eager} />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <FlagList
            flags={badgeFlags(product.flags, product.price, display)}
            className="mb-1.5 flex flex-wrap gap-1"
          />
          <h3 className="text-base font-semibold text-slate-900">
            <IntentLink href={href} className="after:absolute after:inset-0 hover:underline">
              {product.name}
            </IntentLink>
          </h3>
          {colourName && (
            <p data-testid="card-colour" className="mt-0.5 text-xs font-medium text-slate-800">
              {labels.colour(colourName)}
            </p>
          )}
          <p className="mt-0.5 text-xs text-slate-600">{product.partNo}</p>
          {sizes && <p className="mt-2 text-sm text-slate-700">{sizes}</p>}
          {product.colours.length > 1 && (
            <div className="mt-1 flex items-center gap-2">
              <ColourSwatches
                colours={product.colours}
                current={product.partNo}
                hrefOf={colourHref}
                labels={{ list: labels.colourSwatches, show: labels.showColour }}
              />
              {/* Phones have room for the number of colours; wider screens name them. */}
              <p className="min-w-0 truncate text-xs text-slate-600 sm:hidden">
                {labels.colours(product.colours.length)}
              </p>
              <p className="hidden min-w-0 truncate text-xs text-slate-600 sm:block">
                {labels.colourNames(colourNames)}
              </p>
            </div>
          )}
        </div>
        <div className="shrink-0 sm:text-right">
          <ProductPriceStock
            product={product}
            display={display}
            market={market}
            labels={labels}
            showStock={showStock}
          />
        </div>
      </div>
    </article>
  );
}
