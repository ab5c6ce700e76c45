import {
  allCategoriesCall,
  baseOnHandCall,
  categoriesCall,
  categoryByIdCall,
  categoryBySlugCall,
  categoryParametricCall,
  categoryTreeCall,
  departmentsCall,
  familiesCall,
  filterCountCall,
  filterSearchCall,
  groupBySlugCall,
  groupsCall,
  listProductsCall,
  navigationCall,
  onHandCall,
  type ProductQueryInput,
  parametricCall,
  productBySkuCall,
  productByUniqueNameCall,
  productVariantsCall,
  relatedCalls,
  searchProductsCall,
  sitemapProductsCall,
  sizeGroupsCall,
  sizeGuideCall,
  variantBySkuCall,
} from '@workwear/contracts';
import type { RelationKind } from '@workwear/domain';
import { declaredCaller } from './declaredCall';
import type { HttpClient } from './httpClient';

type Paging = { page?: number; pageSize?: number };

/**
 * The product service as typed calls, each built from its declaration in @workwear/contracts (path,
 * parameters, response schema), so a contract drift fails loudly at the boundary. marketId and
 * cultureCode come from the HTTP client's defaultQuery (the storefront sets them per request).
 */
export function createProductApi(http: HttpClient) {
  const call = declaredCaller(http);
  return {
    list: (query: ProductQueryInput = {}) =>
      call(listProductsCall, { query: { 'api-version': '2', ...query } }),
    search: (term: string, query: Omit<ProductQueryInput, 'query'> = {}) =>
      call(searchProductsCall, { params: { term }, query }),
    bySku: (sku: string, options: { includeMarketPrice?: boolean } = {}) =>
      call(productBySkuCall, { params: { sku }, query: queryFlags(options) }),
    byUniqueName: (name: string, options: { includeMarketPrice?: boolean } = {}) =>
      call(productByUniqueNameCall, { params: { name }, query: queryFlags(options) }),
    /** Every colour of the product a base (8) or colour (12) part number names. */
    variants: (partNo: string, options: { includeMarketPrice?: boolean } = {}) =>
      call(productVariantsCall, { params: { partNo }, query: queryFlags(options) }),
    /** The colour a sku or colour part number belongs to, with its sizes, stock and price. */
    variant: (sku: string, options: { includeMarketPrice?: boolean } = {}) =>
      call(variantBySkuCall, { params: { sku }, query: queryFlags(options) }),
    related: (sku: string, kind: RelationKind, paging: Paging = {}) =>
      call(relatedCalls[kind], { params: { sku }, query: paging }),
    /** Each product of the market's public list once, by unique name (page size default 5000, max 50,000). */
    sitemapProducts: (paging: Paging = {}) => call(sitemapProductsCall, { query: paging }),
    sizeGuide: (sku: string) => call(sizeGuideCall, { params: { sku } }),
    sizeGroups: () => call(sizeGroupsCall, {}),
    onHand: (partNos: string[]) => call(onHandCall, { query: { partNo: partNos } }),
    baseOnHand: (basePartNo: string) => call(baseOnHandCall, { params: { basePartNo } }),
    filterSearch: (query: ProductQueryInput = {}) => call(filterSearchCall, { query }),
    filterCount: (query: ProductQueryInput = {}) => call(filterCountCall, { query }),
    categories: () => call(categoriesCall, {}),
    departments: () => call(departmentsCall, {}),
    allCategories: () => call(allCategoriesCall, {}),
    categoryTree: () => call(categoryTreeCall, {}),
    category: (id: number) => call(categoryByIdCall, { params: { id } }),
    categoryBySlug: (slug: string) => call(categoryBySlugCall, { params: { slug } }),
    categoryParametric: (code: string, parametricCode: string) =>
      call(categoryParametricCall, { params: { code, p: parametricCode } }),
    navigation: () => call(navigationCall, {}),
    parametric: (code: string) => call(parametricCall, { params: { code } }),
    families: () => call(familiesCall, {}),
    groups: () => call(groupsCall, {}),
    groupBySlug: (slug: string) => call(groupBySlugCall, { params: { slug } }),
  };
}
export type ProductApi = ReturnType<typeof createProductApi>;

/** Query booleans travel as 'true'/'false'; an unset flag is left out. */
const queryFlags = (flags: Record<string, boolean | undefined>) =>
  Object.fromEntries(
    Object.entries(flags).flatMap(([key, value]) =>
      value === undefined ? [] : [[key, String(value) as 'true' | 'false']],
    ),
  );
