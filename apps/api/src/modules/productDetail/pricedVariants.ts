import type { PriceContext } from '@workwear/domain';
import type { VariantRow } from '../products';
import type { PriceListRef } from '../vocabulary';
import type { PricedVariantRow } from './detailView';
import type { ProductDetailDeps } from './productDetailDeps';

/**
 * A product's colours at the principal's prices (the pricing service, as lists use it). Amounts
 * are null where prices are hidden or the colour has none for them; showing the agreed assortment
 * only, colours outside it are left out.
 */
export async function pricedVariants(
  deps: ProductDetailDeps,
  prices: PriceContext,
  priceList: PriceListRef,
  variants: VariantRow[],
): Promise<PricedVariantRow[]> {
  const byVariant = await deps.pricing.priceVariants(
    prices,
    priceList,
    variants.map((v) => v.id),
  );
  const shown = prices.display.showPrices;
  return variants.flatMap((v) => {
    const p = byVariant.get(v.id);
    // Where prices are hidden, only what the principal is offered is listed, so a variant without
    // a shown price still tells the storefront it can be ordered (pricesHidden).
    if (!p && (prices.assortment === 'agreed' || !shown)) return [];
    return [
      {
        ...v,
        price: shown && p ? p.price : null,
        priceIncVat: shown && p ? p.priceIncVat : null,
        priceListId: shown && p ? p.priceListId : null,
        marketPrice: shown && p?.marketPrice ? p.marketPrice.price : null,
        marketPriceIncVat: shown && p?.marketPrice ? p.marketPrice.priceIncVat : null,
        ...(shown && p ? { marks: { agreed: p.agreed, referencePrice: p.referencePrice } } : {}),
      },
    ];
  });
}
