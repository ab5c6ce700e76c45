import { createRoute } from '@hono/zod-openapi';
import { MAX_PAGE_SIZE, RELATION_KINDS } from '@workwear/domain';
import {
  apiErrorSchema,
  categoryListSchema,
  categorySchema,
  familySchema,
  filterCountResponseSchema,
  filterSearchResponseSchema,
  groupSchema,
  marketQuerySchema,
  navigationContextSchema,
  onHandSchema,
  parametricSchema,
  productDetailSchema,
  productListResponseSchema,
  productQuerySchema,
  queryBoolean,
  repeated,
  SITEMAP_DEFAULT_PAGE_SIZE,
  SITEMAP_MAX_PAGE_SIZE,
  sitemapProductsQuerySchema,
  sitemapProductsResponseSchema,
  sizeGroupSchema,
  sizeGuideSchema,
} from '@workwear/domain/contracts';
import { z } from 'zod';

const json = <T extends z.ZodType>(schema: T, description: string) => ({
  content: { 'application/json': { schema } },
  description,
});

const errors = {
  400: json(apiErrorSchema, 'A parameter is invalid; details name it'),
  404: json(apiErrorSchema, 'Not found'),
  500: json(apiErrorSchema, 'Unexpected failure'),
};

const tags = ['Product service'];
const relatedQuery = marketQuerySchema.extend({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
});
const detailQuery = marketQuerySchema.extend({ includeMarketPrice: queryBoolean });
const skuParams = z.object({ sku: z.string().min(8).max(40) });

export const listProductsRoute = createRoute({
  method: 'get',
  path: '/products',
  tags,
  summary:
    'Product list (api-version 2): paging, filters, price range, search, sort, mode; or by repeated sku',
  request: { query: productQuerySchema },
  responses: { 200: json(productListResponseSchema, 'A page of products'), ...errors },
});

export const searchProductsRoute = createRoute({
  method: 'get',
  path: '/products/search/{term}',
  tags,
  summary: 'Typo-tolerant full-text search in the request language',
  request: {
    params: z.object({ term: z.string().min(1).max(200) }),
    query: productQuerySchema.omit({ query: true }),
  },
  responses: { 200: json(productListResponseSchema, 'A page of matching products'), ...errors },
});

export const productByUniqueNameRoute = createRoute({
  method: 'get',
  path: '/products/uniqueName/{name}',
  tags,
  request: { params: z.object({ name: z.string().min(1).max(200) }), query: detailQuery },
  responses: { 200: json(productDetailSchema, 'The product'), ...errors },
});

export const sizeGroupsRoute = createRoute({
  method: 'get',
  path: '/products/sizeGroups',
  tags,
  summary: 'Size groups (cached 300 s)',
  responses: { 200: json(z.array(sizeGroupSchema), 'All size groups'), 500: errors[500] },
});

export const productBySkuRoute = createRoute({
  method: 'get',
  path: '/products/{sku}',
  tags,
  summary: 'A product by base part number, colour part number or sku',
  request: { params: skuParams, query: detailQuery },
  responses: { 200: json(productDetailSchema, 'The product'), ...errors },
});

export const relatedRoutes = RELATION_KINDS.map((kind) => ({
  kind,
  route: createRoute({
    method: 'get',
    path: `/products/{sku}/${kind}`,
    tags,
    summary: `Related products: ${kind} (page size 25)`,
    request: { params: skuParams, query: relatedQuery },
    responses: { 200: json(productListResponseSchema, `The ${kind}`), ...errors },
  }),
}));

export const sitemapProductsRoute = createRoute({
  method: 'get',
  path: '/sitemap/products',
  tags,
  summary: 'Products for the sitemap: each product of the public list once, by unique name',
  description:
    "Lists every product the market's public product list shows (the products of /products?mode=Default), " +
    `ordered by uniqueName, with when each last changed. pageSize defaults to ${SITEMAP_DEFAULT_PAGE_SIZE} ` +
    `and is at most ${SITEMAP_MAX_PAGE_SIZE}, the URLs one sitemap file may hold.`,
  request: { query: sitemapProductsQuerySchema },
  responses: { 200: json(sitemapProductsResponseSchema, 'A page of products and the total'), ...errors },
});

export const sizeGuideRoute = createRoute({
  method: 'get',
  path: '/products/{sku}/sizeguide',
  tags,
  request: { params: skuParams, query: marketQuerySchema },
  responses: {
    200: json(sizeGuideSchema, 'The size guide; nulls and empty tables when the product has none'),
    ...errors,
  },
});

export const onHandRoute = createRoute({
  method: 'get',
  path: '/Products/onHand',
  tags,
  summary: 'Stock per sku for colour or base part numbers',
  request: { query: marketQuerySchema.extend({ partNo: repeated(z.string().min(8).max(12)) }) },
  responses: { 200: json(z.array(onHandSchema), 'Stock records'), ...errors },
});

export const baseOnHandRoute = createRoute({
  method: 'get',
  path: '/Products/{basePartNo}/onHand',
  tags,
  request: { params: z.object({ basePartNo: z.string().length(8) }), query: marketQuerySchema },
  responses: { 200: json(z.array(onHandSchema), 'Stock records of every colour'), ...errors },
});

export const filterSearchRoute = createRoute({
  method: 'get',
  path: '/filter/search',
  tags,
  summary: 'Filters with their values, counts per value and the price range',
  request: { query: productQuerySchema },
  responses: { 200: json(filterSearchResponseSchema, 'Filters and counts'), ...errors },
});

export const filterCountRoute = createRoute({
  method: 'get',
  path: '/filter/search/count',
  tags,
  summary:
    'Counts per filter value: each field counted under the other fields selections (AND filters under their own too)',
  request: { query: productQuerySchema },
  responses: { 200: json(filterCountResponseSchema, 'Counts'), ...errors },
});

const categoryTags = ['Categories'];
const categoryListRoute = (path: string, summary: string) =>
  createRoute({
    method: 'get',
    path,
    tags: categoryTags,
    summary,
    request: { query: marketQuerySchema },
    responses: { 200: json(categoryListSchema, summary), ...errors },
  });

export const categoriesRoute = categoryListRoute('/categories', 'Top-level categories with their children');
export const departmentsRoute = categoryListRoute(
  '/categories/departments',
  'Departments with their whole subtree',
);
export const allCategoriesRoute = categoryListRoute(
  '/categories/all',
  'Every category, flat, sorted by name',
);
export const categoryTreeRoute = categoryListRoute('/categories/tree', 'The whole category tree');

export const categoryByIdRoute = createRoute({
  method: 'get',
  path: '/categories/{id}',
  tags: categoryTags,
  request: { params: z.object({ id: z.coerce.number().int().positive() }), query: marketQuerySchema },
  responses: { 200: json(categorySchema, 'The category with its subtree'), ...errors },
});

export const categoryBySlugRoute = createRoute({
  method: 'get',
  path: '/categories/slug/{slug}',
  tags: categoryTags,
  request: { params: z.object({ slug: z.string().min(1).max(120) }), query: marketQuerySchema },
  responses: { 200: json(categorySchema, 'The category with its subtree'), ...errors },
});

export const categoryParametricRoute = createRoute({
  method: 'get',
  path: '/categories/code/{code}/parametric/{p}',
  tags: categoryTags,
  request: { params: z.object({ code: z.string().min(1), p: z.string().min(1) }), query: marketQuerySchema },
  responses: {
    200: json(parametricSchema, 'The parametric with the values found in the category'),
    ...errors,
  },
});

export const navigationRoute = createRoute({
  method: 'get',
  path: '/Categories/context',
  tags: categoryTags,
  summary: 'Menu groups: clothing, men and women, collections, accessories and catalogue categories',
  request: { query: marketQuerySchema },
  responses: { 200: json(navigationContextSchema, 'The navigation'), ...errors },
});

export const parametricRoute = createRoute({
  method: 'get',
  path: '/parametric/{code}',
  tags: categoryTags,
  request: { params: z.object({ code: z.string().min(1) }), query: marketQuerySchema },
  responses: { 200: json(parametricSchema, 'The parametric with all values'), ...errors },
});

export const familiesRoute = createRoute({
  method: 'get',
  path: '/families',
  tags: categoryTags,
  summary: 'Collections',
  request: { query: marketQuerySchema },
  responses: { 200: json(z.array(familySchema), 'Collections'), ...errors },
});

export const groupsRoute = createRoute({
  method: 'get',
  path: '/groups',
  tags: categoryTags,
  request: { query: marketQuerySchema },
  responses: { 200: json(z.array(groupSchema), 'Groups'), ...errors },
});

export const groupBySlugRoute = createRoute({
  method: 'get',
  path: '/groups/slug/{slug}',
  tags: categoryTags,
  request: { params: z.object({ slug: z.string().min(1).max(120) }), query: marketQuerySchema },
  responses: { 200: json(groupSchema, 'The group'), ...errors },
});

export const productImageRoute = createRoute({
  method: 'get',
  path: '/images/{partNo}/{file}',
  tags,
  summary: 'Generated product image (SVG garment silhouette in the variant colour)',
  request: { params: z.object({ partNo: z.string().length(12), file: z.string().regex(/^\d{1,2}\.svg$/) }) },
  responses: {
    200: { content: { 'image/svg+xml': { schema: z.string() } }, description: 'The image' },
    ...errors,
  },
});
