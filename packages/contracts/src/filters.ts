import { z } from 'zod';

export const parametricValueSchema = z.object({
  id: z.number().int(),
  value: z.string(),
  code: z.string(),
  slug: z.string(),
  sortOrder: z.number().int().nullable(),
  hex: z.string().nullable(),
});

/** A filterable attribute; filterType is 1 for listValues, 5 for multipleValues (spec section 3). */
export const parametricSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    parametricCode: z.string(),
    filterType: z.union([z.literal(0), z.literal(1), z.literal(5)]),
    isAndFilter: z.boolean(),
    sortOrder: z.number().int().nullable(),
    listValues: z.array(parametricValueSchema).optional(),
    multipleValues: z.array(parametricValueSchema).optional(),
  })
  .meta({ id: 'Parametric' });
export type Parametric = z.infer<typeof parametricSchema>;

export const valueCountSchema = z.object({ valueId: z.number().int(), count: z.number().int() });

export const filterCountResultSchema = z.object({
  parametricId: z.number().int(),
  parametricCode: z.string(),
  listValues: z.array(valueCountSchema).optional(),
  multipleValues: z.array(valueCountSchema).optional(),
});

export const priceRangeSchema = z
  .object({
    currency: z.string(),
    min: z.number().int().nullable(),
    max: z.number().int().nullable(),
    minIncVat: z.number().int().nullable(),
    maxIncVat: z.number().int().nullable(),
  })
  .describe('Lowest and highest price (minor units) of the items matching every filter but the price range');

export const filterSearchResponseSchema = z
  .object({
    total: z.number().int(),
    parametrics: z.array(parametricSchema),
    price: priceRangeSchema,
    results: z.array(filterCountResultSchema),
  })
  .meta({ id: 'FilterSearch' });
export type FilterSearchResponse = z.infer<typeof filterSearchResponseSchema>;

/** filter/search/count answers as filter/search does: parametrics, price and results (spec section 7). */
export const filterCountResponseSchema = filterSearchResponseSchema;
export type FilterCountResponse = FilterSearchResponse;
