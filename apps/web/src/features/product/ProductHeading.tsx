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

/**
 * The page's one h1, the flags beside the article number, and the price of the shown colour with its
 * tax. On a phone the name, price and the first row of sizes must fit above the add-to-cart bar
 * whatever the name's length (the demo's longest run to 48 characters in German), so there the name
 * is smaller, hyphenated in the page's language (html lang), and held to two lines (ww-product-title);
 * the heading keeps the whole name for screen readers, and a tap on it (it takes focus) shows it all.
 * The flags share the article number's line and the tax follows the price on its line, each saving a
 * row; the DOM order is the order read, so the name comes first.
 */
export function ProductHeading({ product, variant, display, market, texts, taxLine, notForSale }: Props) {
  return (
    <div className="flex flex-col gap-1.5 sm:gap-3">
      {/* tabIndex -1: a tap focuses the heading, and a focused name is never cut (see globals.css). */}
      <h1 data-testid="product-title" tabIndex={-1} className="ww-product-title">
        {product.name}
      </h1>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
        <ProductFlags
          flags={badgeFlags(mergeFlags(product.flags, variant?.flags ?? []), variantPrice(variant), display)}
          label={texts.flags}
        />
        <p className="text-xs text-slate-600 sm:text-sm">{texts.partNo}</p>
      </div>
      {notForSale ? (
        <p data-testid="not-for-sale" className="ww-not-for-sale w-fit">
          {notForSale}
        </p>
      ) : (
        <div className="flex flex-wrap items-baseline gap-x-3 sm:flex-col sm:items-start">
          <PriceTag
            price={variantPrice(variant)}
            display={display}
            market={market}
            taxLabels={texts}
            markLabels={texts.marks}
            noPriceLabel={texts.noPrice}
            size="lg"
          />
          {taxLine && (
            <p data-testid="tax-line" className="text-xs text-slate-500 sm:mt-1">
              {taxLine}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
