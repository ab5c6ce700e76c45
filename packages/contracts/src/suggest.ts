import { SUGGEST_MIN_LENGTH } from '@workwear/domain/constants';
import { z } from 'zod';
import { marketQuerySchema } from './common';
import { safeText } from './safeText';

/** Products and categories a suggestion list holds, at most. */
export const SUGGEST_MAX_PRODUCTS = 6;
export const SUGGEST_MAX_CATEGORIES = 4;

export const suggestQuerySchema = marketQuerySchema.extend({
  query: safeText().trim().min(SUGGEST_MIN_LENGTH).max(100),
});
export type SuggestQuery = z.output<typeof suggestQuerySchema>;

export const suggestResponseSchema = z
  .object({
    query: z.string(),
    products: z
      .array(
        z.object({
          name: z.string(),
          uniqueName: z.string(),
          partNo: z.string().describe('12-character colour part number the suggestion opens'),
        }),
      )
      .describe(
        `The most relevant products of the public list, one per product, at most ${SUGGEST_MAX_PRODUCTS}`,
      ),
    categories: z
      .array(z.object({ name: z.string(), slug: z.string() }))
      .describe(
        `Categories with listed products whose name has a word starting with each query word, at most ${SUGGEST_MAX_CATEGORIES}`,
      ),
  })
  .meta({ id: 'Suggestions' });
export type SuggestResponse = z.infer<typeof suggestResponseSchema>;
