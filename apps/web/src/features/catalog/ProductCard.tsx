import type { Market, PriceDisplay } from '@workwear/domain';
import type { ProductSummary } from '@workwear/domain/contracts';
import Link from 'next/link';
import { PriceTag } from '@/features/pricing/PriceTag';
import { ProductImage } from './ProductImage';

export type ProductCardLabels = {
  incVat: string;
  exVat: string;
  noPrice: string;
  colours: (count: number) => string;
  inStock: string;
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
    <article
      data-testid="product-card"
      className="group relative flex h-full flex-col rounded-lg border border-slate-200 bg-white p-3 transition hover:border-slate-400 hover:shadow-sm"
    >
      <div className="relative aspect-square overflow-hidden rounded-md bg-slate-50">
        <ProductImage src={product.imageUrl} alt={product.name} eager={eager} />
        {product.flags.length > 0 && (
          <ul className="absolute left-2 top-2 flex flex-col gap-1">
            {product.flags.map((flag) => (
              <li
                key={flag.id}
                className={`rounded px-1.5 py-0.5 text-xs font-semibold ${flag.isPromotion ? 'bg-red-700 text-white' : 'bg-slate-900 text-white'}`}
              >
                {flag.name}
              </li>
            ))}
          </ul>
        )}
      </div>
      <h3 className="mt-3 text-sm font-medium text-slate-900">
        <Link href={href} className="after:absolute after:inset-0 focus-visible:outline-none">
          {product.name}
        </Link>
      </h3>
      <p className="mt-0.5 text-xs text-slate-600">
        {product.partNo}
        {colourCount > 1 ? ` · ${labels.colours(colourCount)}` : ''}
      </p>
      {colourCount > 1 && (
        <ul className="mt-2 flex flex-wrap gap-1" aria-hidden="true">
          {product.colours.slice(0, 8).map((c) => (
            <li
              key={c.partNo}
              className="h-3.5 w-3.5 rounded-full border border-slate-300"
              style={{ backgroundColor: c.hex ?? '#e2e8f0' }}
            />
          ))}
        </ul>
      )}
      <div className="mt-auto pt-2">
        <PriceTag
          price={product.price}
          display={display}
          market={market}
          vatLabel={{ incVat: labels.incVat, exVat: labels.exVat }}
          noPriceLabel={labels.noPrice}
        />
        {showStock && product.hasStock && (
          <p className="mt-1 text-xs font-medium text-emerald-800">
            <span aria-hidden="true">● </span>
            {labels.inStock}
          </p>
        )}
      </div>
    </article>
  );
}
