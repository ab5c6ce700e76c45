import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './constants';
import { type FilterToken, formatCategoryListToken, formatFilterToken } from './filters';
import { parseFilterValues, readPriceParameter } from './filterValues';
import { formatPriceFilter, PRICE_FILTER_WORD, type PriceLimit } from './priceFilter';
import { isSortKey, type SortKey } from './sort';
import { DEFAULT_VIEW, isViewType, type ViewType } from './viewTypes';

/** The part of the product list state that lives in the URL. */
export type ProductListState = {
  readonly categorySlug?: string;
  readonly categoryBaseSlug?: string;
  readonly genderWomenSlug?: string;
  readonly genderMenSlug?: string;
  readonly groupSlug?: string;
  /** Free-text search; '' when none. */
  readonly query: string;
  readonly filters: readonly FilterToken[];
  /** Categories selected as a list by a 'ParametricMultiple,{id}' token. */
  readonly categoryListIds: readonly number[];
  readonly priceLimit?: PriceLimit;
  readonly page: number;
  readonly pageSize: number;
  /** Absent: the visitor's default sort applies. */
  readonly sort?: SortKey;
  readonly view: ViewType;
};

export const INITIAL_PRODUCT_LIST_STATE: ProductListState = {
  query: '',
  filters: [],
  categoryListIds: [],
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
  view: DEFAULT_VIEW,
};

export const SLUG_PARAMS = [
  'categorySlug',
  'categoryBaseSlug',
  'genderWomenSlug',
  'genderMenSlug',
  'groupSlug',
] as const;

export type SlugParam = (typeof SLUG_PARAMS)[number];

/**
 * Every query parameter parseProductListQuery reads besides the slugs. Caches key list pages on these
 * alone, so a parameter the list does not read cannot make a new entry.
 */
export const PRODUCT_LIST_QUERY_PARAMS = [
  'query',
  PRICE_FILTER_WORD,
  'filters',
  'page',
  'pageSize',
  'sort',
  'view',
] as const;

/** URLSearchParams, or the plain object Next.js hands to pages as searchParams. */
export type QueryParamsInput =
  | { getAll(name: string): string[] }
  | Readonly<Record<string, string | readonly string[] | undefined>>;

function valuesOf(params: QueryParamsInput, name: string): readonly string[] {
  if (typeof params.getAll === 'function') return (params as { getAll(name: string): string[] }).getAll(name);
  const value = (params as Readonly<Record<string, string | readonly string[] | undefined>>)[name];
  if (value === undefined) return [];
  return typeof value === 'string' ? [value] : value;
}

function firstNonEmpty(values: readonly string[]): string | undefined {
  for (const value of values) {
    const trimmed = value.trim();
    if (trimmed !== '') return trimmed;
  }
  return undefined;
}

function parsePositiveInt(text: string | undefined): number | undefined {
  if (text === undefined || !/^\d+$/.test(text)) return undefined;
  const n = Number(text);
  return Number.isSafeInteger(n) && n >= 1 ? n : undefined;
}

export function parseProductListQuery(params: QueryParamsInput): ProductListState {
  const slugs: Partial<Record<SlugParam, string>> = {};
  for (const name of SLUG_PARAMS) {
    const slug = firstNonEmpty(valuesOf(params, name));
    if (slug !== undefined) slugs[name] = slug;
  }

  // Each filters value is read on its own; a separate price parameter is read too, and filters win.
  const {
    filters,
    categoryListIds,
    priceLimit: filtersPrice,
  } = parseFilterValues(valuesOf(params, 'filters'));
  const priceLimit =
    filtersPrice ??
    valuesOf(params, PRICE_FILTER_WORD)
      .map(readPriceParameter)
      .findLast((limit) => limit !== null) ??
    undefined;

  const pageSize = parsePositiveInt(firstNonEmpty(valuesOf(params, 'pageSize')));
  const sort = firstNonEmpty(valuesOf(params, 'sort'));
  const view = firstNonEmpty(valuesOf(params, 'view'))?.toUpperCase();

  return {
    ...slugs,
    query: firstNonEmpty(valuesOf(params, 'query')) ?? '',
    filters,
    categoryListIds,
    ...(priceLimit && { priceLimit }),
    page: parsePositiveInt(firstNonEmpty(valuesOf(params, 'page'))) ?? 1,
    pageSize: pageSize === undefined ? DEFAULT_PAGE_SIZE : Math.min(pageSize, MAX_PAGE_SIZE),
    ...(isSortKey(sort) && { sort }),
    view: isViewType(view) ? view : DEFAULT_VIEW,
  };
}

/**
 * The state as ordered query pairs (feed them to URLSearchParams). Defaults are left out, filters
 * are repeated one token per value, and the price filter travels as one more filters value.
 */
export function serializeProductListQuery(state: ProductListState): [string, string][] {
  const pairs: [string, string][] = [];
  for (const name of SLUG_PARAMS) {
    const slug = state[name];
    if (slug) pairs.push([name, slug]);
  }
  if (state.query.trim() !== '') pairs.push(['query', state.query.trim()]);
  for (const id of state.categoryListIds) pairs.push(['filters', formatCategoryListToken(id)]);
  for (const token of state.filters) pairs.push(['filters', formatFilterToken(token)]);
  if (state.priceLimit) pairs.push(['filters', formatPriceFilter(state.priceLimit)]);
  if (state.page !== 1) pairs.push(['page', String(state.page)]);
  if (state.pageSize !== DEFAULT_PAGE_SIZE) pairs.push(['pageSize', String(state.pageSize)]);
  if (state.sort) pairs.push(['sort', state.sort]);
  if (state.view !== DEFAULT_VIEW) pairs.push(['view', state.view]);
  return pairs;
}

/** The serialised state as a query string without '?', commas left readable. */
export function productListQueryString(state: ProductListState): string {
  const encode = (text: string) => encodeURIComponent(text).replace(/%2C/gi, ',');
  return serializeProductListQuery(state)
    .map(([key, value]) => `${encode(key)}=${encode(value)}`)
    .join('&');
}
