import { MAX_PAGE_SIZE } from '@workwear/domain/constants';
import { RELATION_KINDS, type RelationKind } from '@workwear/domain/relations';
import { BASE_PART_NO_LENGTH, MAX_SKU_LENGTH, PART_NO_LENGTH } from '@workwear/domain/sku';
import { z } from 'zod';
import { defineCall } from '../call';
import { marketQuerySchema, queryBoolean, repeated, wholeNumberText } from '../common';
import {
  onHandSchema,
  productDetailSchema,
  productListResponseSchema,
  productVariantsSchema,
  sizeGuideSchema,
  variantDetailSchema,
} from '../products';
import { errorResponses, file, json } from '../responses';
import { partNoText, safeText } from '../safeText';
import { productService } from './services';

const errors = errorResponses([400, 404]);
const detailQuery = marketQuerySchema.extend({ includeMarketPrice: queryBoolean });
const skuParams = z.object({ sku: safeText().min(BASE_PART_NO_LENGTH).max(MAX_SKU_LENGTH) });

export const productByUniqueNameCall = defineCall({
  service: productService,
  method: 'get',
  path: '/products/uniqueName/{name}',
  summary: 'A product by its unique name (the product URL segment)',
  params: z.object({ name: safeText().min(1).max(200) }),
  query: detailQuery,
  responses: { 200: json(productDetailSchema, 'The product'), ...errors },
});

export const productBySkuCall = defineCall({
  service: productService,
  method: 'get',
  path: '/products/{sku}',
  summary: 'A product by base part number, colour part number or sku',
  params: skuParams,
  query: detailQuery,
  responses: { 200: json(productDetailSchema, 'The product'), ...errors },
});

export const productVariantsCall = defineCall({
  service: productService,
  method: 'get',
  path: '/products/{partNo}/variants',
  summary: 'Every colour variant of a product, with sizes, stock and prices',
  description:
    'The product a base part number (8) or colour part number (12) names, as its colours in the product order, ' +
    "each with its sizes, stock, next delivery date and the price in the market's price list.",
  params: z.object({
    partNo: partNoText().refine(
      (p) => p.length === 8 || p.length === 12,
      'Expected a base part number (8) or a colour part number (12)',
    ),
  }),
  query: detailQuery,
  responses: { 200: json(productVariantsSchema, "The product's variants"), ...errors },
});

export const variantBySkuCall = defineCall({
  service: productService,
  method: 'get',
  path: '/variants/{sku}',
  summary: 'A colour variant by sku or colour part number, with its sizes, stock and price',
  description:
    'The colour a sku (colour part number and size) or a colour part number (12) belongs to, with every size, ' +
    "its stock and next delivery date, and the price in the market's price list. An unknown size is a 404.",
  params: z.object({ sku: safeText().min(PART_NO_LENGTH).max(MAX_SKU_LENGTH) }),
  query: detailQuery,
  responses: { 200: json(variantDetailSchema, 'The variant'), ...errors },
});

const relatedCall = (kind: RelationKind) =>
  defineCall({
    service: productService,
    method: 'get',
    path: `/products/{sku}/${kind}`,
    summary: `Related products: ${kind} (page size 25)`,
    params: skuParams,
    query: marketQuerySchema.extend({
      page: wholeNumberText(z.number().int().min(1)).default(1),
      pageSize: wholeNumberText(z.number().int().min(1).max(MAX_PAGE_SIZE)).optional(),
    }),
    responses: { 200: json(productListResponseSchema, `The ${kind}`), ...errors },
  });
export type RelatedCall = ReturnType<typeof relatedCall>;

/** One call per relation kind: siblings, accessories, similar, upSell, crossSell, recommendations. */
export const relatedCalls = Object.fromEntries(RELATION_KINDS.map((kind) => [kind, relatedCall(kind)])) as {
  readonly [K in RelationKind]: RelatedCall;
};

export const sizeGuideCall = defineCall({
  service: productService,
  method: 'get',
  path: '/products/{sku}/sizeguide',
  summary: "The product's size guide",
  params: skuParams,
  query: marketQuerySchema,
  responses: {
    200: json(sizeGuideSchema, 'The size guide; nulls and empty tables when the product has none'),
    ...errors,
  },
});

export const onHandCall = defineCall({
  service: productService,
  method: 'get',
  path: '/Products/onHand',
  summary: 'Stock per sku for colour or base part numbers (repeat partNo for several)',
  query: marketQuerySchema.extend({ partNo: repeated(partNoText().min(8).max(12)) }),
  responses: { 200: json(z.array(onHandSchema), 'Stock records'), ...errors },
});

export const baseOnHandCall = defineCall({
  service: productService,
  method: 'get',
  path: '/Products/{basePartNo}/onHand',
  summary: 'Stock per sku of every colour of a base part number',
  params: z.object({ basePartNo: partNoText().length(8) }),
  query: marketQuerySchema,
  responses: { 200: json(z.array(onHandSchema), 'Stock records of every colour'), ...errors },
});

export const productImageCall = defineCall({
  service: productService,
  method: 'get',
  path: '/images/{partNo}/{file}',
  summary: 'Generated product image (SVG garment silhouette in the variant colour)',
  params: z.object({ partNo: partNoText().length(12), file: z.string().regex(/^\d{1,2}\.svg$/) }),
  responses: { 200: file('image/svg+xml', z.string(), 'The image'), ...errors },
});
