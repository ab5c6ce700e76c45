import type { ProductDetail, Variant } from '@workwear/contracts';
import { badgeFlags, type MarkedPrice, type Market, type PriceDisplay } from '@workwear/domain';
import type { PriceMarkLabels, TaxLabels } from '@/features/pricing';
import { PriceTag } from '@/features/pricing';
import { mergeFlags } from './mergeFlags';
import { ProductFlags } from './ProductFlags';

/** The shown colour's price with its marks, when it has one in this market. */
export function variantPrice(variant: Variant | undefined): MarkedPrice | null {
  return variant && variant.price !== null && variant.priceIncVat !== null
    ? {
        price: variant.price,
        priceIncVat: variant.priceIncVat,
        agreed: variant.agreed,
        referencePrice: variant.referencePrice,
      }
    : null;
}

type Props = {
  product: ProductDetail;
  variant: Variant | undefined;
  display: PriceDisplay;
  market: Market;
  texts: TaxLabels & { flags: string; partNo: string; noPrice: string; marks: PriceMarkLabels };
  /** The tax in the shown price, or TBD (taxLine); null when no price is shown. */
  taxLine: string | null;
  /** Shown in place of the price when the shown colour cannot be ordered (it has none). */
  notForSale?: string | undefined;
};

/** Flags, the page's one h1, the article number and the price of the shown colour. */
export function ProductHeading({ product, variant, display, market, texts, taxLine, notForSale }: Props) {
  return (
    <div className="flex flex-col gap-1.5 sm:gap-3">
      <ProductFlags
        flags={badgeFlags(mergeFlags(product.flags, variant?.flags ?? []), variantPrice(variant), display)}
        label={texts.flags}
      />
      <h1 data-testid="product-title" className="text-xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {product.name}
      </h1>
      <p className="text-xs text-slate-600 sm:text-sm">{texts.partNo}</p>
      {notForSale ? (
        <p data-testid="not-for-sale" className="ww-not-for-sale w-fit">
          {notForSale}
        </p>
      ) : (
        <PriceTag
          price={variantPrice(variant)}
          display={display}
          market={market}
          taxLabels={texts}
          markLabels={texts.marks}
          noPriceLabel={texts.noPrice}
          size="lg"
        />
      )}
      {taxLine && (
        <p data-testid="tax-line" className="-mt-1 text-xs text-slate-500 sm:-mt-2">
          {taxLine}
        </p>
      )}
    </div>
  );
}
