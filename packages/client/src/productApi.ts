import {
  categoryListSchema,
  categorySchema,
  familySchema,
  filterCountResponseSchema,
  filterSearchResponseSchema,
  groupSchema,
  navigationContextSchema,
  onHandSchema,
  type ProductQueryInput,
  parametricSchema,
  productDetailSchema,
  productListResponseSchema,
  sitemapProductsResponseSchema,
  sizeGroupSchema,
  sizeGuideSchema,
} from '@workwear/contracts';
import type { RelationKind } from '@workwear/domain';
import { z } from 'zod';
import type { HttpClient } from './httpClient';
import type { QueryParams } from './requestUrl';

type Paging = { page?: number; pageSize?: number };

const p = encodeURIComponent;

/**
 * The product service as typed calls. Every response is validated by the same zod schema the API
 * declares, so a contract drift fails loudly at the boundary. marketId and cultureCode come from
 * the HTTP client's defaultQuery (the storefront sets them per request).
 */
export function createProductApi(http: HttpClient) {
  const get = <S extends z.ZodType>(path: string, schema: S, query?: QueryParams) =>
    http.get(`/api/product${path}`, { schema, query, authorised: false });
  return {
    list: (query: ProductQueryInput = {}) =>
      get('/products', productListResponseSchema, { 'api-version': '2', ...(query as QueryParams) }),
    search: (term: string, query: Omit<ProductQueryInput, 'query'> = {}) =>
      get(`/products/search/${p(term)}`, productListResponseSchema, query as QueryParams),
    bySku: (sku: string, options: { includeMarketPrice?: boolean } = {}) =>
      get(`/products/${p(sku)}`, productDetailSchema, options),
    byUniqueName: (name: string, options: { includeMarketPrice?: boolean } = {}) =>
      get(`/products/uniqueName/${p(name)}`, productDetailSchema, options),
    related: (sku: string, kind: RelationKind, paging: Paging = {}) =>
      get(`/products/${p(sku)}/${kind}`, productListResponseSchema, paging),
    /** Each product of the market's public list once, by unique name (page size default 5000, max 50,000). */
    sitemapProducts: (paging: Paging = {}) => get('/sitemap/products', sitemapProductsResponseSchema, paging),
    sizeGuide: (sku: string) => get(`/products/${p(sku)}/sizeguide`, sizeGuideSchema),
    sizeGroups: () => get('/products/sizeGroups', z.array(sizeGroupSchema)),
    onHand: (partNos: string[]) => get('/Products/onHand', z.array(onHandSchema), { partNo: partNos }),
    baseOnHand: (basePartNo: string) => get(`/Products/${p(basePartNo)}/onHand`, z.array(onHandSchema)),
    filterSearch: (query: ProductQueryInput = {}) =>
      get('/filter/search', filterSearchResponseSchema, query as QueryParams),
    filterCount: (query: ProductQueryInput = {}) =>
      get('/filter/search/count', filterCountResponseSchema, query as QueryParams),
    categories: () => get('/categories', categoryListSchema),
    departments: () => get('/categories/departments', categoryListSchema),
    allCategories: () => get('/categories/all', categoryListSchema),
    categoryTree: () => get('/categories/tree', categoryListSchema),
    category: (id: number) => get(`/categories/${id}`, categorySchema),
    categoryBySlug: (slug: string) => get(`/categories/slug/${p(slug)}`, categorySchema),
    categoryParametric: (code: string, parametricCode: string) =>
      get(`/categories/code/${p(code)}/parametric/${p(parametricCode)}`, parametricSchema),
    navigation: () => get('/Categories/context', navigationContextSchema),
    parametric: (code: string) => get(`/parametric/${p(code)}`, parametricSchema),
    families: () => get('/families', z.array(familySchema)),
    groups: () => get('/groups', z.array(groupSchema)),
    groupBySlug: (slug: string) => get(`/groups/slug/${p(slug)}`, groupSchema),
  };
}
export type ProductApi = ReturnType<typeof createProductApi>;
