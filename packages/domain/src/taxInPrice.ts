import { type Market, taxNameOf } from './markets';

/** The tax a shown price carries, or TBD (spec: "Tax shows as TBD when no tax rates are known"). */
export type TaxInPrice = { readonly kind: 'known'; readonly amount: number } | { readonly kind: 'tbd' };

/**
 * Sales tax depends on the delivery address, so a sales-tax market knows no rate before checkout, and
 * neither does a market without a standard rate: both show TBD. Elsewhere the tax is the difference
 * of the API's two prices, which were rounded once by the domain's policy (no second rounding here).
 */
export function taxInPrice(
  price: { readonly price: number; readonly priceIncVat: number },
  market: Market,
): TaxInPrice {
  if (taxNameOf(market) === 'salesTax' || market.vatRateBasisPoints <= 0) return { kind: 'tbd' };
  return { kind: 'known', amount: price.priceIncVat - price.price };
}
