import { FILTER_TYPE, type FilterToken, sameFilterToken } from './filters';
import { parseFilterValues } from './filterValues';
import type { PriceLimit } from './priceFilter';
import type { ProductListState } from './productListQuery';
import type { SortKey } from './sort';
import type { ViewType } from './viewTypes';

// Any change to what the list contains sends the visitor back to its first page.
function firstPage(state: ProductListState, changes: Partial<ProductListState>): ProductListState {
  return { ...state, ...changes, page: 1 };
}

/** Selects or deselects one filter value; without `selected` it toggles. */
export function changeFilter(
  state: ProductListState,
  token: FilterToken,
  selected?: boolean,
): ProductListState {
  const isSelected = state.filters.some((f) => sameFilterToken(f, token));
  const select = selected ?? !isSelected;
  if (select === isSelected) return firstPage(state, {});
  const filters = select
    ? [...state.filters, token]
    : state.filters.filter((f) => !sameFilterToken(f, token));
  return firstPage(state, { filters });
}

/** `undefined` returns to the visitor's default sort. */
export function changeSort(state: ProductListState, sort: SortKey | undefined): ProductListState {
  const { sort: _previous, ...rest } = state;
  return firstPage(rest, sort === undefined ? {} : { sort });
}

export function changePriceLimit(
  state: ProductListState,
  priceLimit: PriceLimit | undefined,
): ProductListState {
  const { priceLimit: _previous, ...rest } = state;
  return firstPage(rest, priceLimit === undefined ? {} : { priceLimit });
}

export function changeSearch(state: ProductListState, query: string): ProductListState {
  return firstPage(state, { query: query.trim() });
}

/** The requested page within 1..totalPages, where an empty list still has one page. */
export function capPage(requested: number, total: number, pageSize: number): number {
  if (!Number.isFinite(pageSize) || pageSize < 1)
    throw new RangeError(`page size must be at least 1, got ${pageSize}`);
  const totalPages = Math.max(1, Math.ceil(Math.max(0, total) / pageSize));
  const page = Number.isFinite(requested) ? Math.floor(requested) : 1;
  return Math.min(Math.max(page, 1), totalPages);
}

export function goToPage(state: ProductListState, requested: number, total: number): ProductListState {
  return { ...state, page: capPage(requested, total, state.pageSize) };
}

/**
 * The gender value a list was opened with: the route's own (the men's and women's lists), else a
 * selected value of one of the menu's gender sections, which the menu writes into the link (the
 * unisex section's lists open with filters=1,{unisex}). A URL is the whole state, so the same list
 * reached through the filter panel keeps it too.
 */
export function preselectedGender(
  state: ProductListState,
  routeGender: FilterToken | undefined,
  menuGenderValueIds: readonly number[],
): FilterToken | undefined {
  if (routeGender) return routeGender;
  return state.filters.find(
    (f) => f.type === FILTER_TYPE.ParametricList && menuGenderValueIds.includes(f.valueId),
  );
}

/**
 * "Clearing filters keeps only the preselected gender value": drops every selected filter value and
 * the price limit except that gender value (a women's, men's or unisex list stays one). Category
 * lists (ParametricMultiple,{id}) are not selected filters but say which list this is, as the
 * spec's category params do, and the search is its own state with its own way out; both stay.
 */
export function clearFilters(state: ProductListState, preselectedGender?: FilterToken): ProductListState {
  const { priceLimit: _previous, ...rest } = state;
  return firstPage(rest, { filters: preselectedGender ? [preselectedGender] : [] });
}

/**
 * The state without the given filters values (as the API names the ones it left out): a link with a
 * stale or unknown value still shows its list, and the links the page builds no longer carry it. The
 * page stays: the visitor asked for it, and the list is capped to its last page anyway.
 */
export function withoutFilterValues(state: ProductListState, values: readonly string[]): ProductListState {
  if (values.length === 0) return state;
  const dropped = parseFilterValues(values);
  return {
    ...state,
    filters: state.filters.filter((f) => !dropped.filters.some((d) => sameFilterToken(d, f))),
    categoryListIds: state.categoryListIds.filter((id) => !dropped.categoryListIds.includes(id)),
  };
}

/**
 * Switching to the grid clears the search query; that changes the results, so the page resets too.
 * Switching to the list, or to the view already shown, keeps everything else.
 */
export function switchView(state: ProductListState, view: ViewType): ProductListState {
  if (view === 'GRID' && state.query !== '') return firstPage(state, { view, query: '' });
  return { ...state, view };
}

/**
 * After a filter change every field's value counts refresh except the field just changed: its
 * counts keep showing the alternatives of an OR choice. An AND filter narrows its own values as
 * well, so it refreshes too.
 */
export function fieldsToRefreshAfterChange<Field>(
  changedField: Field,
  isAndFilter: boolean,
  allFields: readonly Field[],
): Field[] {
  return allFields.filter((field) => isAndFilter || field !== changedField);
}
