import type { CartAudience } from '../cart/cartAudience';

/**
 * The market setting (ours, beside the spec's three) that caps how many units of one sku an order of
 * a guest or a consumer may take from stock. Without it a single unpaid order could hold every unit
 * of a size until it expires; business buyers order in bulk under an agreement and are not capped.
 */
export const RESERVATION_CAP_SETTING = 'MaxConsumerQuantityPerSku';

/** The cap where a market sets none (or sets something that is not a whole number of at least 1). */
export const DEFAULT_RESERVATION_CAP = 25;

/** The cap of a market's stored value: a whole number of at least 1, else the default. */
export function reservationCapOf(value: string | undefined): number {
  const trimmed = value?.trim() ?? '';
  if (!/^[1-9][0-9]{0,5}$/.test(trimmed)) return DEFAULT_RESERVATION_CAP;
  return Number(trimmed);
}

/**
 * The skus of an order that take more than the cap, sorted; none for a business buyer. The quantities
 * are per sku over the whole order, so splitting a size over several rows does not get round it.
 */
export function skusOverReservationCap(
  audience: CartAudience,
  needed: readonly { readonly sku: string; readonly quantity: number }[],
  cap: number,
): string[] {
  if (audience === 'b2b') return [];
  const totals = new Map<string, number>();
  for (const { sku, quantity } of needed) totals.set(sku, (totals.get(sku) ?? 0) + quantity);
  return [...totals]
    .filter(([, quantity]) => quantity > cap)
    .map(([sku]) => sku)
    .sort();
}
