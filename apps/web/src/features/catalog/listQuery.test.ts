import { INITIAL_PRODUCT_LIST_STATE, sortOptionOf } from '@workwear/domain';
import { describe, expect, it } from 'vitest';
import { facetQuery, listQuery } from './listQuery';

const state = {
  ...INITIAL_PRODUCT_LIST_STATE,
  filters: [
    { type: 1, valueId: 3395 },
    { type: 5, valueId: 1001 },
  ],
  categoryListIds: [6009],
  priceLimit: { min: 20000, max: 50000 },
  query: 'jacka',
  page: 3,
} as const;

describe('listQuery', () => {
  it('passes scope, filters, price, search, page and sort to the API', () => {
    expect(listQuery({ categorySlug: 'arbetsbyxor' }, state, sortOptionOf('PriceAscending'), true)).toEqual({
      categorySlug: 'arbetsbyxor',
      unknownFilters: 'ignore',
      filters: ['ParametricMultiple,6009', '1,3395', '5,1001'],
      price: 'price,200,500',
      useIncVat: 'true',
      query: 'jacka',
      page: 3,
      pageSize: 24,
      sortField: 'LowestPrice',
      sortOrder: 'asc',
    });
  });

  it('leaves out what is not set, and the sort for relevance order', () => {
    expect(listQuery({}, INITIAL_PRODUCT_LIST_STATE, undefined, false)).toEqual({
      unknownFilters: 'ignore',
      filters: [],
      page: 1,
      pageSize: 24,
    });
  });
});

describe('facetQuery', () => {
  it('is the list query without paging and sort', () => {
    const facets = facetQuery({ groupSlug: 'flamskydd' }, state, false);
    expect(facets).not.toHaveProperty('page');
    expect(facets).not.toHaveProperty('sortField');
    expect(facets).not.toHaveProperty('useIncVat');
    expect(facets).toMatchObject({ groupSlug: 'flamskydd', price: 'price,200,500', query: 'jacka' });
  });
});
