import { createRoute } from '@hono/zod-openapi';
import {
  filterCountResponseSchema,
  filterSearchResponseSchema,
  productListResponseSchema,
  productQuerySchema,
  SITEMAP_DEFAULT_PAGE_SIZE,
  SITEMAP_MAX_PAGE_SIZE,
  sitemapProductsQuerySchema,
  sitemapProductsResponseSchema,
} from '@workwear/contracts';
import { z } from 'zod';
import { errorResponses, json } from '../../http/routeResponses';

const tags = ['Product service'];
export const listProductsRoute = createRoute({
  method: 'get',
  path: '/products',
  tags,
  summary:
    'Product list (api-version 2): paging, filters, price range, search, sort, mode; or by repeated sku',
  request: { query: productQuerySchema },
  responses: { 200: json(productListResponseSchema, 'A page of products'), ...errorResponses },
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
  responses: { 200: json(productListResponseSchema, 'A page of matching products'), ...errorResponses },
});

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
  responses: {
    200: json(sitemapProductsResponseSchema, 'A page of products and the total'),
    ...errorResponses,
  },
});

export const filterSearchRoute = createRoute({
  method: 'get',
  path: '/filter/search',
  tags,
  summary: 'Filters with their values, counts per value and the price range',
  request: { query: productQuerySchema },
  responses: { 200: json(filterSearchResponseSchema, 'Filters and counts'), ...errorResponses },
});

export const filterCountRoute = createRoute({
  method: 'get',
  path: '/filter/search/count',
  tags,
  summary:
    'Counts per filter value: each field counted under the other fields selections (AND filters under their own too)',
  request: { query: productQuerySchema },
  responses: { 200: json(filterCountResponseSchema, 'Counts'), ...errorResponses },
});
