import { z } from 'zod';

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
export const sortOrderSchema = z.enum(SORT_ORDERS);

export const SORT_FIELDS = [
  'StarsAverage',
  'PartNo',
  'PopularityRank',
  'LowestPrice',
  'HighestPrice',
  'Name',
  'Flags',
] as const;
export type SortField = (typeof SORT_FIELDS)[number];
export const sortFieldSchema = z.enum(SORT_FIELDS);

export const SORT_KEYS = [
  'Rating',
  'ArticleNumber',
  'Popularity',
  'PriceAscending',
  'PriceDescending',
  'Names',
  'News',
] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export const sortKeySchema = z.enum(SORT_KEYS);

export type SortOption = {
  readonly key: SortKey;
  readonly field: SortField;
  readonly order: SortOrder;
  /** Position in the sort menu. */
  readonly sortOrder: number;
};

// Price descending sorts on the highest price of a product's variants, as its field name says.
export const SORT_OPTIONS: readonly SortOption[] = [
  { key: 'Rating', field: 'StarsAverage', order: 'desc', sortOrder: 0 },
  { key: 'ArticleNumber', field: 'PartNo', order: 'asc', sortOrder: 1 },
  { key: 'Popularity', field: 'PopularityRank', order: 'asc', sortOrder: 2 },
  { key: 'PriceAscending', field: 'LowestPrice', order: 'asc', sortOrder: 3 },
  { key: 'PriceDescending', field: 'HighestPrice', order: 'desc', sortOrder: 4 },
  { key: 'Names', field: 'Name', order: 'asc', sortOrder: 5 },
  { key: 'News', field: 'Flags', order: 'desc', sortOrder: 6 },
];

const BY_KEY = new Map<string, SortOption>(SORT_OPTIONS.map((o) => [o.key, o]));

export function isSortKey(value: unknown): value is SortKey {
  return typeof value === 'string' && BY_KEY.has(value);
}

export function sortOptionOf(key: SortKey): SortOption {
  const option = BY_KEY.get(key);
  if (!option) throw new Error(`unknown sort key ${key}`);
  return option;
}

/** Ascending by sort order, where a missing sort order counts as infinity and so sorts last. */
export function compareBySortOrder(a?: number | null, b?: number | null): number {
  const x = a ?? Number.POSITIVE_INFINITY;
  const y = b ?? Number.POSITIVE_INFINITY;
  if (x < y) return -1;
  if (x > y) return 1;
  return 0;
}

export const DEFAULT_SORT_B2C: SortKey = 'Popularity';
export const DEFAULT_SORT_B2B: SortKey = 'News';

/** Popularity rank for consumers and anonymous visitors, newest flags for business users. */
export function defaultSortKey(visitor: { readonly isB2B: boolean }): SortKey {
  return visitor.isB2B ? DEFAULT_SORT_B2B : DEFAULT_SORT_B2C;
}

export type SortVisibilityContext = {
  readonly isAnonymous: boolean;
  /** A signed-in consumer; anonymous visitors are not B2C users but get the same default sort. */
  readonly isB2C?: boolean;
  /** The market's b2CActivate flag. */
  readonly isB2CMarket: boolean;
  readonly inAgreementContext: boolean;
  readonly useBestSellingColorVariant: boolean;
  /** False when the visitor's prices are hidden (HidePrice): a price sort would reveal their order. */
  readonly pricesShown?: boolean;
};

const PRICE_SORTS: readonly SortKey[] = ['PriceAscending', 'PriceDescending'];

/** Whether a sort field orders by price (hidden with the prices: visibleSortOptions, the API's list). */
export const isPriceSortField = (field: string): boolean =>
  field === 'LowestPrice' || field === 'HighestPrice';

/**
 * The sort menu for a visitor. The specification both makes popularity rank the default sort for
 * consumers and says popularity-rank sort "appears only in agreement context with the best-selling
 * colour flag". Read together: the option is always offered where it is the default (anonymous and
 * B2C visitors, so the active sort is never missing from the menu); for business users it appears
 * only in agreement context with UseBestSellingColorVariant on. Star average is hidden for anonymous
 * visitors of the B2C market. The price sorts are hidden where prices are (the spec hides prices, not
 * their order; a sort by a hidden price would still tell which article costs more).
 */
export function visibleSortOptions(context: SortVisibilityContext): SortOption[] {
  const popularityIsDefault = context.isAnonymous || context.isB2C === true;
  return SORT_OPTIONS.filter((option) => {
    if (PRICE_SORTS.includes(option.key)) return context.pricesShown !== false;
    if (option.key === 'Rating') return !(context.isAnonymous && context.isB2CMarket);
    if (option.key === 'Popularity') {
      return popularityIsDefault || (context.inAgreementContext && context.useBestSellingColorVariant);
    }
    return true;
  });
}
