import { z } from 'zod';

/** Error body of every API failure: a code, a human message, and the fields at fault. */
export const apiErrorSchema = z
  .object({
    code: z.string(),
    message: z.string(),
    details: z.object({ fields: z.array(z.object({ field: z.string(), message: z.string() })) }).optional(),
  })
  .meta({ id: 'ApiError' });
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** Query values arrive as a string, or as an array when the key repeats. */
export const repeated = <T extends z.ZodType>(item: T) =>
  z
    .preprocess((v) => (v === undefined || v === '' ? undefined : Array.isArray(v) ? v : [v]), z.array(item))
    .optional();

const booleanText = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
export const queryBoolean = booleanText.optional();

/** marketId and cultureCode ride on every product-service call; both default to the shop's defaults. */
export const marketQuerySchema = z.object({
  marketId: z.string().min(2).max(3).optional(),
  cultureCode: z
    .string()
    .regex(/^[a-z]{2}-[A-Z]{2}$/, 'Expected a culture code such as sv-SE')
    .optional(),
});

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).optional(),
});
