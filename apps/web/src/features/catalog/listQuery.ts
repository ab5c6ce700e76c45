import type { ProductQueryInput } from '@workwear/contracts';
import {
  formatCategoryListToken,
  formatFilterToken,
  formatPriceFilter,
  type ProductListState,
  type SortOption,
} from '@workwear/domain';

/** What a list route itself narrows the products to, in the API's parameters. */
export type ApiScope = {
  readonly categorySlug?: string;
  readonly groupSlug?: string;
  readonly familySlug?: string;
};

/**
 * The filters/search query for the facet counts: everything that narrows the list, without paging
 * or sort. The price travels as 'price,min,max' in major units; with prices shown incl. VAT the API
 * compares the limit with prices incl. VAT (useIncVat), so the limit means what the visitor sees.
 * A URL may carry a filter value that no longer exists (an old link): the API leaves such values out
 * and names them (unknownFilters=ignore), so the list still shows instead of an error.
 */
export function facetQuery(scope: ApiScope, state: ProductListState, incVat: boolean): ProductQueryInput {
  return {
    ...scope,
    unknownFilters: 'ignore',
    filters: [...state.categoryListIds.map(formatCategoryListToken), ...state.filters.map(formatFilterToken)],
    ...(state.priceLimit && { price: formatPriceFilter(state.priceLimit) }),
    ...(incVat && { useIncVat: 'true' }),
    ...(state.query !== '' && { query: state.query }),
  };
}

/** The product list query: the facet query plus the page and the sort (none: the API's relevance order). */
export function listQuery(
  scope: ApiScope,
  state: ProductListState,
  sort: SortOption | undefined,
  incVat: boolean,
): ProductQueryInput {
  return {
    ...facetQuery(scope, state, incVat),
    page: state.page,
    pageSize: state.pageSize,
    ...(sort && { sortField: sort.field, sortOrder: sort.order }),
  };
}
