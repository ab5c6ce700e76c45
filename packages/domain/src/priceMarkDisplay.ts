import { displayedPrice, type PriceDisplay } from './priceDisplay';

/** A shown price with its marks as the API gives them (contracts' Price: agreed, referencePrice). */
export type MarkedPrice = {
  readonly price: number;
  readonly priceIncVat: number;
  readonly agreed?: boolean | undefined;
  readonly referencePrice?: { readonly amount: number; readonly amountIncVat: number } | undefined;
};

/**
 * The reference price to cross out and the saving, in the shown VAT mode (issue 25): only where the
 * price has a reference and it is higher in that mode; undefined otherwise or when prices are hidden.
 */
export function referenceShown(
  price: MarkedPrice | null | undefined,
  display: Pick<PriceDisplay, 'showPrices' | 'incVat'>,
): { reference: number; saving: number } | undefined {
  if (!price?.referencePrice) return undefined;
  const own = displayedPrice(price, display);
  const reference = displayedPrice(
    { price: price.referencePrice.amount, priceIncVat: price.referencePrice.amountIncVat },
    display,
  );
  if (own === undefined || reference === undefined || reference <= own) return undefined;
  return { reference, saving: reference - own };
}

/**
 * The flags shown as badges beside a price (issue 25): a campaign (promotion) badge promises a
 * saving, so it shows only where the price has a reference price shown crossed out; others always.
 */
export function badgeFlags<F extends { readonly isPromotion: boolean }>(
  flags: readonly F[],
  price: MarkedPrice | null | undefined,
  display: Pick<PriceDisplay, 'showPrices' | 'incVat'>,
): F[] {
  const saves = referenceShown(price, display) !== undefined;
  return flags.filter((flag) => !flag.isPromotion || saves);
}
