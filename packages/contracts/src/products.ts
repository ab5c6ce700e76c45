import { MAX_SELLING_POINTS } from '@workwear/domain/constants';
import { listModeSchema } from '@workwear/domain/listModes';
import { moneySchema } from '@workwear/domain/moneySchemas';
import { ARTICLE_NUMBER_KINDS, BASE_PART_NO_LENGTH, MAX_SKU_LENGTH } from '@workwear/domain/sku';
import { sortFieldSchema, sortOrderSchema } from '@workwear/domain/sort';
import { z } from 'zod';
import { marketQuerySchema, queryBoolean, repeated, wholeNumberText } from './common';
import { safeText } from './safeText';

/**
 * Query of products (api-version 2), filter/search and filter/search/count.
 * filters: tokens "filterType,valueId" (1 list, 5 multiple); values of one parametric combine with OR,
 * except for AND filters; different parametrics combine with AND.
 * orFilters: tokens of the same form; an item matches when it has at least one of them.
 * price: "price,min,max" in major units (also accepted as a filters token); a value that cannot be parsed is ignored.
 * context: 'public' (the market's public assortment) or 'agreement' (a company's price lists, later).
 * groupBy: 'category' adds per-category counts of the whole result.
 * unknownFilters: 'reject' (the default) answers 400 to a filter value naming an unknown category, field or
 * value, the wrong type, or none of the forms; 'ignore' leaves such values out and, on the product
 * list, names them in ignoredFilters (the storefront's mode: a stale link still shows its list).
 */
export const productQuerySchema = marketQuerySchema.extend({
  'api-version': z.literal('2').optional(),
  page: wholeNumberText(z.number().int().min(1)).default(1),
  pageSize: wholeNumberText(z.number().int().min(1)).optional(),
  sku: repeated(safeText().min(BASE_PART_NO_LENGTH).max(MAX_SKU_LENGTH)),
  filters: repeated(safeText().max(200)),
  orFilters: repeated(safeText().max(200)),
  unknownFilters: z.enum(['reject', 'ignore']).optional(),
  price: safeText().max(100).optional(),
  useIncVat: queryBoolean,
  query: safeText().trim().max(200).optional(),
  context: z.enum(['public', 'agreement']).default('public'),
  groupBy: z.enum(['category']).optional(),
  sortField: sortFieldSchema.optional(),
  sortOrder: sortOrderSchema.optional(),
  mode: listModeSchema.default('ColorVariants'),
  includeMarketPrice: queryBoolean,
  categoryId: repeated(wholeNumberText(z.number().int().positive())),
  categorySlug: safeText().max(120).optional(),
  groupId: wholeNumberText(z.number().int().positive()).optional(),
  groupSlug: safeText().max(120).optional(),
  familyId: wholeNumberText(z.number().int().positive()).optional(),
  familySlug: safeText().max(120).optional(),
});
export type ProductQueryInput = z.input<typeof productQuerySchema>;
export type ProductQuery = z.output<typeof productQuerySchema>;

export const flagSchema = z
  .object({ id: z.number().int(), code: z.string(), name: z.string(), isPromotion: z.boolean() })
  .meta({ id: 'Flag' });

export const priceSchema = z
  .object({
    price: z.number().int().describe('Ex VAT, minor units'),
    priceIncVat: z.number().int().describe('Inc VAT, minor units'),
    currency: z.string(),
    priceListId: z.number().int(),
    marketPrice: moneySchema.extend({ amountIncVat: z.number().int() }).optional(),
    agreed: z.boolean().optional().describe("true: the company's agreed price (a list not of type None)"),
    referencePrice: moneySchema
      .extend({ amountIncVat: z.number().int() })
      .optional()
      .describe('The public price an agreed price is lower than, ex and inc VAT: shown crossed out'),
  })
  .meta({ id: 'Price' });
export type Price = z.infer<typeof priceSchema>;

export const sizeSchema = z.object({
  sku: z.string(),
  code: z.string(),
  value: z.string(),
  availableStock: z.number().int(),
  nextDeliveryDate: z.string().nullable(),
});
export type Size = z.infer<typeof sizeSchema>;

export const colourSchema = z.object({
  partNo: z.string(),
  colorCodeId: z.string(),
  valueId: z.number().int().nullable(),
  name: z.string(),
  hex: z.string().nullable(),
  imageUrl: z.string(),
});

/** One card of a product list: a colour variant (or a product, by mode) with its price. */
export const productSummarySchema = z
  .object({
    partNo: z.string().describe('12-character colour part number of the item shown'),
    basePartNo: z.string(),
    uniqueName: z.string(),
    name: z.string(),
    imageUrl: z.string(),
    primaryCategoryId: z.number().int(),
    manufacturerId: z.string(),
    flags: z.array(flagSchema),
    price: priceSchema.nullable(),
    colours: z.array(colourSchema),
    sizeRange: z.object({ min: z.string().nullable(), max: z.string().nullable() }),
    starsAverage: z.number().nullable(),
    popRank30: z.number().int().nullable(),
    firstSaleDate: z.string().nullable(),
    hasStock: z.boolean(),
    sellable: z
      .boolean()
      .describe(
        'Whether the item can be ordered (it has a colour code and sizes). False only where the market ' +
          'shows non-sellable products (UseDisplayNonSellableProducts); its price is then null and the ' +
          'card says it cannot be ordered',
      ),
  })
  .meta({ id: 'ProductSummary' });
export type ProductSummary = z.infer<typeof productSummarySchema>;

/** The product (and colour) a search query names exactly by one of its article numbers. */
export const articleMatchSchema = z
  .object({
    match: z.enum(ARTICLE_NUMBER_KINDS).describe('Which article number the query is'),
    uniqueName: z.string(),
    partNo: z
      .string()
      .describe(
        "12-character colour part number to open: the one searched, the sku's, or the product's first colour for a base part number",
      ),
    sku: z
      .string()
      .optional()
      .describe('The sku searched, when the query is one (match sku): the size the product page opens with'),
  })
  .meta({ id: 'ArticleMatch' });
export type ArticleMatch = z.infer<typeof articleMatchSchema>;

export const productListResponseSchema = z
  .object({
    results: z.array(productSummarySchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    totalPages: z.number().int(),
    sortField: z
      .union([sortFieldSchema, z.literal('Relevance')])
      .describe('Relevance: a search without a chosen sort, in the order of its rank'),
    sortOrder: sortOrderSchema,
    mode: listModeSchema,
    query: z.string().optional(),
    article: articleMatchSchema
      .optional()
      .describe(
        'Set when the query is exactly the base part number, colour part number or sku of a product the list shows',
      ),
    didYouMean: z
      .string()
      .optional()
      .describe(
        'A corrected search, when the query found few products and the correction finds more: each word the catalogue does not know replaced by the likeliest one',
      ),
    ignoredFilters: z
      .array(z.string())
      .optional()
      .describe('Filter values left out under unknownFilters=ignore, as they were given'),
    groups: z
      .array(z.object({ categoryId: z.number().int(), name: z.string(), count: z.number().int() }))
      .optional(),
  })
  .meta({ id: 'ProductList' });
export type ProductListResponse = z.infer<typeof productListResponseSchema>;

export const variantSchema = z.object({
  partNo: z.string(),
  colorCodeId: z.string().nullable(),
  colorValueId: z.number().int().nullable(),
  colorName: z.string().nullable(),
  hex: z.string().nullable(),
  imageUrl: z.string(),
  images: z.array(z.string()),
  flags: z.array(flagSchema),
  sizeRange: z.object({ min: z.string().nullable(), max: z.string().nullable() }),
  price: z.number().int().nullable(),
  priceIncVat: z.number().int().nullable(),
  priceListId: z.number().int().nullable(),
  marketPrice: priceSchema.shape.marketPrice,
  agreed: priceSchema.shape.agreed,
  referencePrice: priceSchema.shape.referencePrice,
  popRank30: z.number().int().nullable(),
  popRank60: z.number().int().nullable(),
  firstSaleDate: z.string().nullable(),
  sizes: z.array(sizeSchema),
  sizeAlternates: z.array(sizeSchema),
  sellable: z
    .boolean()
    .describe(
      'Whether the colour can be ordered (a colour code and sizes). Non-sellable colours are returned ' +
        'only where the market shows them (UseDisplayNonSellableProducts), without a price',
    ),
});
export type Variant = z.infer<typeof variantSchema>;

export const productParametricSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  values: z.array(z.object({ id: z.number().int(), code: z.string(), value: z.string() })),
});

export const productDetailSchema = z
  .object({
    partNo: z
      .string()
      .length(12)
      .describe(
        '12-character colour part number (characters 1-8 the base, 9-12 the colour): the colour the request named ' +
          "by colour part number or sku, else the first colour in the product's order (the colour its page opens on)",
      ),
    basePartNo: z.string().length(8).describe('Base part number (8 characters): model and fabric'),
    uniqueName: z.string(),
    name: z.string(),
    description: z.string(),
    seo: z.object({ title: z.string(), description: z.string() }),
    primaryCategoryId: z.number().int(),
    categoryIds: z.array(z.number().int()),
    familyId: z.number().int().nullable(),
    manufacturerId: z.string(),
    customImageSortOrder: z.number().int().nullable(),
    starsAverage: z.number().nullable(),
    currency: z.string(),
    flags: z.array(flagSchema),
    usps: z.array(z.string()).max(MAX_SELLING_POINTS),
    parametrics: z.array(productParametricSchema),
    variants: z.array(variantSchema),
    hasSizeGuide: z.boolean(),
    quantityFactor: z
      .number()
      .int()
      .min(1)
      .describe('Quantity multiply factor: the product is sold in multiples of it (a pack of 3 socks is 3)'),
    pricesHidden: z
      .boolean()
      .describe(
        'The principal does not see prices (HidePrice): every variant listed is offered to them, with its ' +
          'price left out, so a missing price does not mean it cannot be ordered',
      ),
  })
  .meta({ id: 'ProductDetail' });
export type ProductDetail = z.infer<typeof productDetailSchema>;

/** What a variant's price and product need beside it when it comes without the product's detail. */
const variantOwner = {
  basePartNo: z.string().describe('Base part number (8 characters) of the product'),
  uniqueName: z.string().describe("The product's unique name (its page URL segment)"),
  currency: z.string().describe("Currency of the prices: the market's price list"),
};

export const productVariantsSchema = z
  .object({
    ...variantOwner,
    variants: z.array(variantSchema).describe("Every colour, in the product's order"),
  })
  .meta({ id: 'ProductVariants' });
export type ProductVariants = z.infer<typeof productVariantsSchema>;

export const variantDetailSchema = variantSchema.extend(variantOwner).meta({ id: 'VariantDetail' });
export type VariantDetail = z.infer<typeof variantDetailSchema>;

export const onHandSchema = z
  .object({
    partNo: z.string(),
    onHands: z.array(
      z.object({ sku: z.string(), onHandValue: z.number().int(), nextDeliveryDate: z.string().nullable() }),
    ),
  })
  .meta({ id: 'OnHand' });
export type OnHand = z.infer<typeof onHandSchema>;

export const sizeGuideSchema = z
  .object({
    content: z.string().nullable(),
    fallbackPdfUrl: z.string().nullable(),
    bodyMeasurementsTable: z.array(
      z.object({
        tableType: z.string(),
        gender: z.string(),
        columns: z.array(z.string()),
        rows: z.array(z.object({ size: z.string(), values: z.array(z.number()) })),
      }),
    ),
    productDimensions: z.object({
      measurements: z.array(z.string()),
      sizes: z.array(z.object({ size: z.string(), values: z.array(z.number().int().nullable()) })),
    }),
  })
  .meta({ id: 'SizeGuide' });
export type SizeGuide = z.infer<typeof sizeGuideSchema>;
