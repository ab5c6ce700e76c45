import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './constants';
import {
  INITIAL_PRODUCT_LIST_STATE,
  PRODUCT_LIST_QUERY_PARAMS,
  type ProductListState,
  parseProductListQuery,
  productListQueryString,
  SLUG_PARAMS,
  serializeProductListQuery,
} from './productListQuery';

const parse = (query: string) => parseProductListQuery(new URLSearchParams(query));

describe('parseProductListQuery', () => {
  it('gives the initial state for an empty query', () => {
    expect(parse('')).toEqual(INITIAL_PRODUCT_LIST_STATE);
    expect(parseProductListQuery({})).toEqual(INITIAL_PRODUCT_LIST_STATE);
    expect(INITIAL_PRODUCT_LIST_STATE).toEqual({
      query: '',
      filters: [],
      categoryListIds: [],
      page: 1,
      pageSize: DEFAULT_PAGE_SIZE,
      view: 'GRID',
    });
  });

  it('reads the slugs, trimming them and dropping empty ones', () => {
    const state = parse(
      'categorySlug=jackets&categoryBaseSlug=clothing&genderWomenSlug=%20women%20&genderMenSlug=&groupSlug=hi-vis',
    );
    expect(state.categorySlug).toBe('jackets');
    expect(state.categoryBaseSlug).toBe('clothing');
    expect(state.genderWomenSlug).toBe('women');
    expect(state).not.toHaveProperty('genderMenSlug');
    expect(state.groupSlug).toBe('hi-vis');
  });

  it('reads the search query', () => {
    expect(parse('query=winter+jacket').query).toBe('winter jacket');
    expect(parse('query=%20%20').query).toBe('');
  });

  it('reads repeated filter tokens', () => {
    expect(parse('filters=1,12&filters=5,7').filters).toEqual([
      { type: 1, valueId: 12 },
      { type: 5, valueId: 7 },
    ]);
  });

  it('reads comma-joined filter tokens', () => {
    expect(parse('filters=1,12,5,7,1,13').filters).toEqual([
      { type: 1, valueId: 12 },
      { type: 5, valueId: 7 },
      { type: 1, valueId: 13 },
    ]);
  });

  it('skips invalid tokens and duplicates but keeps the rest', () => {
    expect(parse('filters=1,abc&filters=9,3&filters=1,4&filters=1,4&filters=5').filters).toEqual([
      { type: 1, valueId: 4 },
    ]);
    expect(parse('filters=2,5,1,3').filters).toEqual([{ type: 1, valueId: 3 }]);
  });

  it('puts ParametricMultiple,{number} tokens into the category list', () => {
    const state = parse(
      'filters=ParametricMultiple,6008&filters=ParametricMultiple,6009,5,7&filters=ParametricMultiple,x',
    );
    expect(state.categoryListIds).toEqual([6008, 6009]);
    expect(state.filters).toEqual([{ type: 5, valueId: 7 }]);
  });

  it('reads a price filter among the filters, in minor units', () => {
    const state = parse('filters=price,100,250.50&filters=1,2');
    expect(state.priceLimit).toEqual({ min: 10000, max: 25050 });
    expect(state.filters).toEqual([{ type: 1, valueId: 2 }]);
    expect(parse('filters=1,2,price,0,300').priceLimit).toEqual({ min: 0, max: 30000 });
    expect(parse('filters=1,2,price,,300')).not.toHaveProperty('priceLimit');
  });

  it('reads a separate price parameter in either form', () => {
    expect(parse('price=price,10,20').priceLimit).toEqual({ min: 1000, max: 2000 });
    expect(parse('price=10,20').priceLimit).toEqual({ min: 1000, max: 2000 });
  });

  it('parses each filters value on its own: a price value never swallows the next value', () => {
    const shortPrice = parse('filters=price,1000&filters=5,1003');
    expect(shortPrice).not.toHaveProperty('priceLimit');
    expect(shortPrice.filters).toEqual([{ type: 5, valueId: 1003 }]);

    const barePrice = parse('filters=price&filters=5,1003');
    expect(barePrice).not.toHaveProperty('priceLimit');
    expect(barePrice.filters).toEqual([{ type: 5, valueId: 1003 }]);

    const bareCategoryList = parse('filters=ParametricMultiple&filters=5,1003');
    expect(bareCategoryList.categoryListIds).toEqual([]);
    expect(bareCategoryList.filters).toEqual([{ type: 5, valueId: 1003 }]);

    expect(parse('filters=5&filters=1003,1&filters=1,7').filters).toEqual([{ type: 1, valueId: 7 }]);
  });

  it('ignores an unparsable price: no price limit', () => {
    expect(parse('filters=price,abc,200')).not.toHaveProperty('priceLimit');
    expect(parse('filters=price,200,100')).not.toHaveProperty('priceLimit');
    expect(parse('filters=price,1.234,5')).not.toHaveProperty('priceLimit');
    expect(parse('price=cheap')).not.toHaveProperty('priceLimit');
    // The rest of the stream stays in step after a bad price.
    expect(parse('filters=price,abc,200,1,5').filters).toEqual([{ type: 1, valueId: 5 }]);
  });

  it('reads page and page size, falling back on bad values and capping the size', () => {
    expect(parse('page=3&pageSize=48')).toMatchObject({ page: 3, pageSize: 48 });
    expect(parse('page=0').page).toBe(1);
    expect(parse('page=-2').page).toBe(1);
    expect(parse('page=2.5').page).toBe(1);
    expect(parse('page=abc').page).toBe(1);
    expect(parse('pageSize=0').pageSize).toBe(DEFAULT_PAGE_SIZE);
    expect(parse('pageSize=x').pageSize).toBe(DEFAULT_PAGE_SIZE);
    expect(parse('pageSize=100000').pageSize).toBe(MAX_PAGE_SIZE);
  });

  it('reads a known sort key and ignores others', () => {
    expect(parse('sort=PriceDescending').sort).toBe('PriceDescending');
    expect(parse('sort=price')).not.toHaveProperty('sort');
  });

  it('reads the view in any case, defaulting to grid', () => {
    expect(parse('view=LIST').view).toBe('LIST');
    expect(parse('view=list').view).toBe('LIST');
    expect(parse('view=table').view).toBe('GRID');
  });

  it('accepts the plain object form with arrays and undefined', () => {
    const state = parseProductListQuery({
      categorySlug: 'jackets',
      filters: ['1,12', '5,7'],
      page: '2',
      query: undefined,
    });
    expect(state).toMatchObject({
      categorySlug: 'jackets',
      page: 2,
      query: '',
      filters: [
        { type: 1, valueId: 12 },
        { type: 5, valueId: 7 },
      ],
    });
  });
});

describe('serializeProductListQuery', () => {
  it('leaves defaults out', () => {
    expect(serializeProductListQuery(INITIAL_PRODUCT_LIST_STATE)).toEqual([]);
    expect(productListQueryString(INITIAL_PRODUCT_LIST_STATE)).toBe('');
  });

  it('writes one filters value per token, category lists first and price last', () => {
    const state: ProductListState = {
      ...INITIAL_PRODUCT_LIST_STATE,
      categorySlug: 'jackets',
      query: 'hi vis',
      filters: [{ type: 1, valueId: 12 }],
      categoryListIds: [800],
      priceLimit: { min: 10000, max: 25050 },
      page: 2,
      pageSize: 48,
      sort: 'Names',
      view: 'LIST',
    };
    expect(serializeProductListQuery(state)).toEqual([
      ['categorySlug', 'jackets'],
      ['query', 'hi vis'],
      ['filters', 'ParametricMultiple,800'],
      ['filters', '1,12'],
      ['filters', 'price,100,250.50'],
      ['page', '2'],
      ['pageSize', '48'],
      ['sort', 'Names'],
      ['view', 'LIST'],
    ]);
    expect(productListQueryString(state)).toBe(
      'categorySlug=jackets&query=hi%20vis&filters=ParametricMultiple,800&filters=1,12&filters=price,100,250.50&page=2&pageSize=48&sort=Names&view=LIST',
    );
  });

  it('round-trips through URLSearchParams', () => {
    const states: ProductListState[] = [
      INITIAL_PRODUCT_LIST_STATE,
      { ...INITIAL_PRODUCT_LIST_STATE, genderMenSlug: 'men', query: 'a,b & c' },
      {
        ...INITIAL_PRODUCT_LIST_STATE,
        groupSlug: 'g',
        categoryBaseSlug: 'clothing',
        filters: [
          { type: 5, valueId: 1 },
          { type: 1, valueId: 0 },
        ],
        categoryListIds: [6001, 6002],
        priceLimit: { min: 0, max: 1 },
        page: 7,
        pageSize: MAX_PAGE_SIZE,
        sort: 'Rating',
      },
    ];
    for (const state of states) {
      expect(parseProductListQuery(new URLSearchParams(serializeProductListQuery(state)))).toEqual(state);
      expect(parse(productListQueryString(state))).toEqual(state);
    }
  });

  it('round-trips a parsed query to the same canonical form', () => {
    const canonical = productListQueryString(parse('filters=1,2,5,3&price=5,10&page=2&view=list'));
    expect(canonical).toBe('filters=1,2&filters=5,3&filters=price,5,10&page=2&view=LIST');
    expect(productListQueryString(parse(canonical))).toBe(canonical);
  });
});

describe('PRODUCT_LIST_QUERY_PARAMS', () => {
  it('names every parameter the parser reads besides the slugs', () => {
    const read = new Set<string>();
    parseProductListQuery({
      getAll: (name: string) => {
        read.add(name);
        return [];
      },
    });
    const declared = new Set<string>([...PRODUCT_LIST_QUERY_PARAMS, ...SLUG_PARAMS]);
    expect([...read].filter((name) => !declared.has(name))).toEqual([]);
    expect([...read].sort()).toEqual([...declared].sort());
  });
});
