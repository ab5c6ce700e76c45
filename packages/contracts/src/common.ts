import { z } from 'zod';
import { safeText } from './safeText';

/** Error body of every API failure: a code, a human message, and the fields at fault. */
export const apiErrorSchema = z
  .object({
    code: z.string(),
    message: z.string(),
    details: z.object({ fields: z.array(z.object({ field: z.string(), message: z.string() })) }).optional(),
    requestId: z.string().optional().describe('On unexpected failures: quote it when reporting the problem'),
    current: z.unknown().optional().describe('On a 409 for a stale version: the record as it is now'),
  })
  .meta({ id: 'ApiError' });
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/**
 * Query values arrive as a string, or as an array when the key repeats. Each value is bound to its
 * own item schema, so one repeated key can never smuggle a second value past it.
 */
export const repeated = <T extends z.ZodType>(item: T) =>
  z
    .preprocess((v) => (v === undefined || v === '' ? undefined : Array.isArray(v) ? v : [v]), z.array(item))
    .optional();

/** A page of a list: its items, how many there are in all, and which page of what size it is. */
export const pageOfSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    results: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });

// Digits with an optional minus, at most 15 of them: every such number is a safe integer.
const WHOLE_NUMBER_TEXT = /^-?\d{1,15}$/;

/**
 * A number in a path or query, parsed strictly: only a whole number written in digits is read as one.
 * Any other text ('', ' 7', '0x1F', '1e3', '7.0', 'Infinity') stays a string, which the number schema
 * refuses (400 naming the parameter), where Number() would have read 0, 7, 31, 1000, 7 and Infinity.
 * The OpenAPI document shows the number schema as it is.
 */
export const wholeNumberText = <S extends z.ZodType<number>>(schema: S) =>
  z.preprocess((v) => (typeof v === 'string' && WHOLE_NUMBER_TEXT.test(v) ? Number(v) : v), schema);

const booleanText = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
export const queryBoolean = booleanText.optional();

/**
 * marketId and cultureCode ride on every call served in a market; both default to the shop's
 * defaults. A call whose query has them gets its market resolved once, before its handler runs.
 */
export const marketQuerySchema = z.object({
  marketId: safeText().min(2).max(3).optional(),
  cultureCode: z
    .string()
    .regex(/^[a-z]{2}-[A-Z]{2}$/, 'Expected a culture code such as sv-SE')
    .optional(),
});
