import { z } from 'zod';

export const PRICE_LIST_TYPE = {
  None: 0,
  Agreement: 5,
  Reseller: 6,
  External: 9,
  PreOrder: 10,
  ApplicationSpecific: 11,
} as const;

export type PriceListTypeName = keyof typeof PRICE_LIST_TYPE;
export type PriceListType = (typeof PRICE_LIST_TYPE)[PriceListTypeName];

export const PRICE_LIST_TYPES: readonly PriceListType[] = Object.values(PRICE_LIST_TYPE);

export const priceListTypeSchema = z.union(PRICE_LIST_TYPES.map((t) => z.literal(t)));

export function isPriceListType(value: unknown): value is PriceListType {
  return typeof value === 'number' && (PRICE_LIST_TYPES as readonly number[]).includes(value);
}

/** An agreed assortment is any price list of a type other than None. */
export function hasAgreedAssortment(priceLists: readonly { readonly type: number }[]): boolean {
  return priceLists.some((p) => p.type !== PRICE_LIST_TYPE.None);
}
