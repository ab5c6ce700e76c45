import { createRoute } from '@hono/zod-openapi';
import {
  marketQuerySchema,
  onHandSchema,
  productDetailSchema,
  productListResponseSchema,
  queryBoolean,
  repeated,
  sizeGuideSchema,
} from '@workwear/contracts';
import { MAX_PAGE_SIZE, RELATION_KINDS } from '@workwear/domain';
import { z } from 'zod';
import { errorResponses, json } from '../../http/routeResponses';

const tags = ['Product service'];
const relatedQuery = marketQuerySchema.extend({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
});

const detailQuery = marketQuerySchema.extend({ includeMarketPrice: queryBoolean });

const skuParams = z.object({ sku: z.string().min(8).max(40) });

export const productByUniqueNameRoute = createRoute({
  method: 'get',
  path: '/products/uniqueName/{name}',
  tags,
  request: { params: z.object({ name: z.string().min(1).max(200) }), query: detailQuery },
  responses: { 200: json(productDetailSchema, 'The product'), ...errorResponses },
});

export const productBySkuRoute = createRoute({
  method: 'get',
  path: '/products/{sku}',
  tags,
  summary: 'A product by base part number, colour part number or sku',
  request: { params: skuParams, query: detailQuery },
  responses: { 200: json(productDetailSchema, 'The product'), ...errorResponses },
});

export const relatedRoutes = RELATION_KINDS.map((kind) => ({
  kind,
  route: createRoute({
    method: 'get',
    path: `/products/{sku}/${kind}`,
    tags,
    summary: `Related products: ${kind} (page size 25)`,
    request: { params: skuParams, query: relatedQuery },
    responses: { 200: json(productListResponseSchema, `The ${kind}`), ...errorResponses },
  }),
}));

export const sizeGuideRoute = createRoute({
  method: 'get',
  path: '/products/{sku}/sizeguide',
  tags,
  request: { params: skuParams, query: marketQuerySchema },
  responses: {
    200: json(sizeGuideSchema, 'The size guide; nulls and empty tables when the product has none'),
    ...errorResponses,
  },
});

export const onHandRoute = createRoute({
  method: 'get',
  path: '/Products/onHand',
  tags,
  summary: 'Stock per sku for colour or base part numbers',
  request: { query: marketQuerySchema.extend({ partNo: repeated(z.string().min(8).max(12)) }) },
  responses: { 200: json(z.array(onHandSchema), 'Stock records'), ...errorResponses },
});

export const baseOnHandRoute = createRoute({
  method: 'get',
  path: '/Products/{basePartNo}/onHand',
  tags,
  request: { params: z.object({ basePartNo: z.string().length(8) }), query: marketQuerySchema },
  responses: { 200: json(z.array(onHandSchema), 'Stock records of every colour'), ...errorResponses },
});

export const productImageRoute = createRoute({
  method: 'get',
  path: '/images/{partNo}/{file}',
  tags,
  summary: 'Generated product image (SVG garment silhouette in the variant colour)',
  request: { params: z.object({ partNo: z.string().length(12), file: z.string().regex(/^\d{1,2}\.svg$/) }) },
  responses: {
    200: { content: { 'image/svg+xml': { schema: z.string() } }, description: 'The image' },
    ...errorResponses,
  },
});
