import { describe, expect, it } from 'vitest';
import {
  compareBySortOrder,
  DEFAULT_SORT_B2B,
  DEFAULT_SORT_B2C,
  defaultSortKey,
  isSortKey,
  SORT_OPTIONS,
  type SortVisibilityContext,
  sortFieldSchema,
  sortOptionOf,
  sortOrderSchema,
  visibleSortOptions,
} from './sort';

describe('sort options', () => {
  it('holds the seven options with field and direction', () => {
    expect(SORT_OPTIONS.map((o) => [o.key, o.field, o.order])).toEqual([
      ['Rating', 'StarsAverage', 'desc'],
      ['ArticleNumber', 'PartNo', 'asc'],
      ['Popularity', 'PopularityRank', 'asc'],
      ['PriceAscending', 'LowestPrice', 'asc'],
      ['PriceDescending', 'HighestPrice', 'desc'],
      ['Names', 'Name', 'asc'],
      ['News', 'Flags', 'desc'],
    ]);
    expect(SORT_OPTIONS.map((o) => o.sortOrder)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('validates fields, orders and keys', () => {
    expect(sortFieldSchema.safeParse('HighestPrice').success).toBe(true);
    expect(sortFieldSchema.safeParse('Price').success).toBe(false);
    expect(sortOrderSchema.safeParse('asc').success).toBe(true);
    expect(sortOrderSchema.safeParse('ASC').success).toBe(false);
    expect(isSortKey('News')).toBe(true);
    expect(isSortKey('news')).toBe(false);
    expect(sortOptionOf('PriceDescending').field).toBe('HighestPrice');
  });

  it('defaults to popularity for consumers and anonymous visitors, news (flags) for business', () => {
    expect(DEFAULT_SORT_B2C).toBe('Popularity');
    expect(DEFAULT_SORT_B2B).toBe('News');
    expect(sortOptionOf(DEFAULT_SORT_B2B).field).toBe('Flags');
    expect(defaultSortKey({ isB2B: false })).toBe('Popularity');
    expect(defaultSortKey({ isB2B: true })).toBe('News');
  });
});

describe('compareBySortOrder', () => {
  it('orders ascending and puts missing sort orders last', () => {
    expect(compareBySortOrder(1, 2)).toBeLessThan(0);
    expect(compareBySortOrder(2, 1)).toBeGreaterThan(0);
    expect(compareBySortOrder(3, 3)).toBe(0);
    expect(compareBySortOrder(undefined, 5)).toBeGreaterThan(0);
    expect(compareBySortOrder(5, null)).toBeLessThan(0);
    expect(compareBySortOrder(undefined, null)).toBe(0);
    expect(compareBySortOrder(0, undefined)).toBeLessThan(0);
  });

  it('sorts a list stably with missing values at the end', () => {
    const items = [{ s: 3 }, {}, { s: 1 }, { s: null }, { s: 2 }] as { s?: number | null }[];
    expect(items.sort((a, b) => compareBySortOrder(a.s, b.s)).map((i) => i.s)).toEqual([
      1,
      2,
      3,
      undefined,
      null,
    ]);
  });
});

describe('visibleSortOptions', () => {
  const base: SortVisibilityContext = {
    isAnonymous: false,
    isB2C: false,
    isB2CMarket: false,
    inAgreementContext: false,
    useBestSellingColorVariant: false,
  };
  const keys = (context: SortVisibilityContext) => visibleSortOptions(context).map((o) => o.key);

  it('hides star average for anonymous visitors of the B2C market only', () => {
    expect(keys({ ...base, isAnonymous: true, isB2CMarket: true })).not.toContain('Rating');
    expect(keys({ ...base, isAnonymous: true, isB2CMarket: false })).toContain('Rating');
    expect(keys({ ...base, isB2C: true, isB2CMarket: true })).toContain('Rating');
  });

  it('always offers popularity where it is the default sort', () => {
    expect(keys({ ...base, isAnonymous: true })).toContain('Popularity');
    expect(keys({ ...base, isB2C: true })).toContain('Popularity');
  });

  it('offers popularity to business users only in agreement context with the best-selling flag', () => {
    expect(keys(base)).not.toContain('Popularity');
    expect(keys({ ...base, inAgreementContext: true })).not.toContain('Popularity');
    expect(keys({ ...base, useBestSellingColorVariant: true })).not.toContain('Popularity');
    expect(keys({ ...base, inAgreementContext: true, useBestSellingColorVariant: true })).toContain(
      'Popularity',
    );
  });

  it('hides the price sorts where prices are hidden', () => {
    expect(keys({ ...base, pricesShown: false })).not.toContain('PriceAscending');
    expect(keys({ ...base, pricesShown: false })).not.toContain('PriceDescending');
    expect(keys({ ...base, pricesShown: true })).toContain('PriceAscending');
    expect(keys({ ...base, isAnonymous: true })).toContain('PriceDescending');
  });

  it('keeps the menu order and the other options', () => {
    expect(keys(base)).toEqual([
      'Rating',
      'ArticleNumber',
      'PriceAscending',
      'PriceDescending',
      'Names',
      'News',
    ]);
  });
});
