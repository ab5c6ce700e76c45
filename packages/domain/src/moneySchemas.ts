import { z } from 'zod';

/**
 * Money's schemas, apart from money.ts: the storefront's client components format prices with
 * money.ts, and a zod schema there would put zod in every page's JavaScript.
 */
export const minorUnitsSchema = z.number().int().refine(Number.isSafeInteger, 'Must be a safe integer');

export const moneySchema = z.object({
  amount: minorUnitsSchema,
  currency: z.string().regex(/^[A-Z]{3}$/, 'Must be a three-letter currency code'),
});
