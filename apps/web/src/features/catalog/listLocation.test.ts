import {
  changeFilter,
  clearFilters,
  INITIAL_PRODUCT_LIST_STATE,
  type ProductListState,
} from '@workwear/domain';
import { describe, expect, it } from 'vitest';
import { hiddenFields, listHref, withPreselected } from './listLocation';

const men = { path: '/sv/alla-produkter/herr/herr', preselected: { type: 1, valueId: 3395 } } as const;
const plain = { path: '/sv/alla-produkter/arbetsbyxor' };

const state = (changes: Partial<ProductListState> = {}): ProductListState => ({
  ...INITIAL_PRODUCT_LIST_STATE,
  ...changes,
});

describe('listHref', () => {
  it('is the bare path for the initial state', () => {
    expect(listHref(plain, state())).toBe('/sv/alla-produkter/arbetsbyxor');
  });

  it('writes filters, price, sort and page as the domain serialises them, commas readable', () => {
    const href = listHref(
      plain,
      state({
        filters: [{ type: 5, valueId: 1001 }],
        priceLimit: { min: 20000, max: 50050 },
        sort: 'Names',
        page: 2,
      }),
    );
    expect(href).toBe(
      '/sv/alla-produkter/arbetsbyxor?filters=5,1001&filters=price,200,500.50&page=2&sort=Names',
    );
  });

  it('leaves the preselected gender out of the query: the path says it', () => {
    const current = withPreselected(men, state({ filters: [{ type: 5, valueId: 1001 }] }));
    expect(current.filters).toEqual([men.preselected, { type: 5, valueId: 1001 }]);
    expect(listHref(men, current)).toBe('/sv/alla-produkter/herr/herr?filters=5,1001');
  });

  it('toggling a filter value resets the page and adds or removes only that value', () => {
    const current = withPreselected(men, state({ filters: [{ type: 5, valueId: 1001 }], page: 4 }));
    expect(listHref(men, changeFilter(current, { type: 5, valueId: 1002 }))).toBe(
      '/sv/alla-produkter/herr/herr?filters=5,1001&filters=5,1002',
    );
    expect(listHref(men, changeFilter(current, { type: 5, valueId: 1001 }))).toBe(
      '/sv/alla-produkter/herr/herr',
    );
  });

  it('clearing filters keeps only the preselected gender, which is implied by the path', () => {
    const current = withPreselected(
      men,
      state({ filters: [{ type: 5, valueId: 1001 }], priceLimit: { min: 0, max: 100 }, query: 'jacka' }),
    );
    const cleared = clearFilters(current, men.preselected);
    expect(cleared.filters).toEqual([men.preselected]);
    expect(listHref(men, cleared)).toBe('/sv/alla-produkter/herr/herr?query=jacka');
  });
});

describe('withPreselected', () => {
  it('does not add the gender twice', () => {
    const once = withPreselected(men, state({ filters: [men.preselected] }));
    expect(once.filters).toEqual([men.preselected]);
  });

  it('leaves a list without a preselected value as it is', () => {
    const s = state({ filters: [{ type: 1, valueId: 3397 }] });
    expect(withPreselected(plain, s)).toBe(s);
  });
});

describe('hiddenFields', () => {
  it('carries the rest of the state and leaves out the form’s own fields', () => {
    const current = withPreselected(men, state({ filters: [{ type: 5, valueId: 1001 }], sort: 'Names' }));
    expect(hiddenFields(men, current, ['sort'])).toEqual([['filters', '5,1001']]);
  });
});
