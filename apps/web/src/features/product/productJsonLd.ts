import type { ProductDetail, Variant } from '@workwear/contracts';
import { displayedPrice, type PriceDisplay, toDecimalString } from '@workwear/domain';

export type ProductJsonLdInput = {
  readonly product: ProductDetail;
  readonly variant: Variant | undefined;
  readonly display: PriceDisplay;
  /** Whether any size of the shown colour is in stock now, or expected. */
  readonly availability: 'inStock' | 'backOrder' | 'outOfStock';
  /** Absolute URL of the page. */
  readonly url: string;
  readonly origin: string;
};

const AVAILABILITY = {
  inStock: 'https://schema.org/InStock',
  backOrder: 'https://schema.org/BackOrder',
  outOfStock: 'https://schema.org/OutOfStock',
} as const;

/**
 * schema.org Product data for search engines. The offer carries the price exactly as the page
 * shows it (incl. or excl. VAT), and is left out whenever the page shows no price.
 */
export function productJsonLd({ product, variant, display, availability, url, origin }: ProductJsonLdInput) {
  const images = (variant?.images.length ? variant.images : [variant?.imageUrl ?? '']).filter(Boolean);
  const price =
    variant && variant.price !== null && variant.priceIncVat !== null
      ? displayedPrice({ price: variant.price, priceIncVat: variant.priceIncVat }, display)
      : undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description || undefined,
    sku: variant?.partNo ?? product.partNo,
    mpn: product.basePartNo,
    color: variant?.colorName ?? undefined,
    image: images.map((src) => new URL(src, origin).href),
    url,
    offers:
      price === undefined
        ? undefined
        : {
            '@type': 'Offer',
            url,
            price: toDecimalString(price),
            priceCurrency: product.currency,
            availability: AVAILABILITY[availability],
            priceSpecification: {
              '@type': 'PriceSpecification',
              price: toDecimalString(price),
              priceCurrency: product.currency,
              valueAddedTaxIncluded: display.incVat,
            },
          },
  };
}

/** JSON for an inline script: '<' is escaped so no text in the data can close the script element. */
export function serialiseJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
