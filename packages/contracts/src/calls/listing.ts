import { z } from 'zod';
import { defineCall } from '../call';
import { filterCountResponseSchema, filterSearchResponseSchema } from '../filters';
import { productListResponseSchema, productQuerySchema } from '../products';
import { errorResponses, json } from '../responses';
import { safeText } from '../safeText';
import {
  SITEMAP_DEFAULT_PAGE_SIZE,
  SITEMAP_MAX_PAGE_SIZE,
  sitemapProductsQuerySchema,
  sitemapProductsResponseSchema,
} from '../sitemap';
import { suggestQuerySchema, suggestResponseSchema } from '../suggest';
import { productService } from './services';

const errors = errorResponses([400, 404]);
/** context=agreement: 401 for anonymous callers, 403 for a principal without a company. */
const contextErrors = errorResponses([400, 401, 403, 404]);

export const listProductsCall = defineCall({
  service: productService,
  method: 'get',
  path: '/products',
  summary:
    'Product list (api-version 2): paging, filters, price range, search, sort, mode; or by repeated sku',
  query: productQuerySchema,
  responses: { 200: json(productListResponseSchema, 'A page of products'), ...contextErrors },
});

export const searchProductsCall = defineCall({
  service: productService,
  method: 'get',
  path: '/products/search/{term}',
  summary: 'Typo-tolerant full-text search in the request language',
  params: z.object({ term: safeText().min(1).max(200) }),
  query: productQuerySchema.omit({ query: true }),
  responses: { 200: json(productListResponseSchema, 'A page of matching products'), ...contextErrors },
});

export const sitemapProductsCall = defineCall({
  service: productService,
  method: 'get',
  path: '/sitemap/products',
  summary: 'Products for the sitemap: each product of the public list once, by unique name',
  description:
    "Lists every product the market's public product list shows (the products of /products?mode=Default), " +
    `ordered by uniqueName, with when each last changed. pageSize defaults to ${SITEMAP_DEFAULT_PAGE_SIZE} ` +
    `and is at most ${SITEMAP_MAX_PAGE_SIZE}, the URLs one sitemap file may hold.`,
  query: sitemapProductsQuerySchema,
  responses: { 200: json(sitemapProductsResponseSchema, 'A page of products and the total'), ...errors },
});

export const filterSearchCall = defineCall({
  service: productService,
  method: 'get',
  path: '/filter/search',
  summary: 'Filters with their values, counts per value and the price range',
  query: productQuerySchema,
  responses: { 200: json(filterSearchResponseSchema, 'Filters and counts'), ...contextErrors },
});

export const filterCountCall = defineCall({
  service: productService,
  method: 'get',
  path: '/filter/search/count',
  summary:
    'Counts per filter value: each field counted under the other fields selections (AND filters under their own too)',
  query: productQuerySchema,
  responses: { 200: json(filterCountResponseSchema, 'Counts'), ...contextErrors },
});

export const suggestCall = defineCall({
  service: productService,
  method: 'get',
  path: '/suggest',
  summary: "Suggestions while typing in the shop's search box: products and categories, from memory",
  description:
    'Answered from the in-memory search and listing index (no SQL but for a word not stemmed yet), for ' +
    "the market's public list and the request language. The text is searched as the product list " +
    'searches it: typo-tolerant, the last word as a prefix, an article number by its prefix.',
  query: suggestQuerySchema,
  responses: { 200: json(suggestResponseSchema, 'Products and categories'), ...errors },
});
