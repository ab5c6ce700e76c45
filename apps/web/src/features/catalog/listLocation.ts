import {
  type FilterToken,
  type ProductListState,
  productListQueryString,
  sameFilterToken,
  serializeProductListQuery,
} from '@workwear/domain';

/**
 * Where a list lives: its path (the route with its slugs) and, on the men's and women's lists, the
 * gender value the route itself selects. That value is part of the list state (shown as selected,
 * kept by clearFilters) but never written into the query string: the path already says it.
 */
export type ListLocation = { readonly path: string; readonly preselected?: FilterToken };

function withoutPreselected(location: ListLocation, state: ProductListState): ProductListState {
  const { preselected } = location;
  if (!preselected) return state;
  return { ...state, filters: state.filters.filter((f) => !sameFilterToken(f, preselected)) };
}

/** The list state of a request: the URL's state plus the route's preselected gender, first. */
export function withPreselected(location: ListLocation, state: ProductListState): ProductListState {
  const { preselected } = location;
  if (!preselected || state.filters.some((f) => sameFilterToken(f, preselected))) return state;
  return { ...state, filters: [preselected, ...state.filters] };
}

/** The link to a list state: the spec's query parameters as the domain serialises them. */
export function listHref(location: ListLocation, state: ProductListState): string {
  const query = productListQueryString(withoutPreselected(location, state));
  return query === '' ? location.path : `${location.path}?${query}`;
}

/**
 * The query pairs a GET form must carry as hidden fields so that submitting it changes only its own
 * field(s): the state after the form's change, minus the names the form's visible controls send.
 */
export function hiddenFields(
  location: ListLocation,
  state: ProductListState,
  ownNames: readonly string[],
): [string, string][] {
  return serializeProductListQuery(withoutPreselected(location, state)).filter(
    ([name]) => !ownNames.includes(name),
  );
}
