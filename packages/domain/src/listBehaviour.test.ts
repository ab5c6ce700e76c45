import { describe, expect, it } from 'vitest';
import {
  capPage,
  changeFilter,
  changePriceLimit,
  changeSearch,
  changeSort,
  clearFilters,
  fieldsToRefreshAfterChange,
  goToPage,
  preselectedGender,
  switchView,
  withoutFilterValues,
} from './listBehaviour';
import { INITIAL_PRODUCT_LIST_STATE, type ProductListState, parseProductListQuery } from './productListQuery';

const onPage3: ProductListState = {
  ...INITIAL_PRODUCT_LIST_STATE,
  genderWomenSlug: 'women',
  query: 'jacket',
  filters: [
    { type: 1, valueId: 17682 },
    { type: 5, valueId: 40 },
  ],
  categoryListIds: [6009],
  priceLimit: { min: 10000, max: 50000 },
  sort: 'Names',
  page: 3,
};

describe('changes reset the page to 1', () => {
  it('changeFilter adds, removes and toggles a value', () => {
    const added = changeFilter(onPage3, { type: 1, valueId: 7 });
    expect(added.page).toBe(1);
    expect(added.filters).toContainEqual({ type: 1, valueId: 7 });

    const removed = changeFilter(onPage3, { type: 5, valueId: 40 });
    expect(removed.filters).toEqual([{ type: 1, valueId: 17682 }]);
    expect(removed.page).toBe(1);

    expect(changeFilter(onPage3, { type: 5, valueId: 40 }, true).filters).toEqual(onPage3.filters);
    expect(changeFilter(onPage3, { type: 1, valueId: 9 }, false).filters).toEqual(onPage3.filters);
  });

  it('changeFilter leaves the original state untouched', () => {
    changeFilter(onPage3, { type: 1, valueId: 7 });
    expect(onPage3.filters).toHaveLength(2);
    expect(onPage3.page).toBe(3);
  });

  it('changeSort sets or clears the sort', () => {
    expect(changeSort(onPage3, 'PriceAscending')).toMatchObject({ sort: 'PriceAscending', page: 1 });
    const cleared = changeSort(onPage3, undefined);
    expect(cleared).not.toHaveProperty('sort');
    expect(cleared.page).toBe(1);
  });

  it('changePriceLimit sets or clears the limit', () => {
    expect(changePriceLimit(onPage3, { min: 0, max: 100 })).toMatchObject({
      priceLimit: { min: 0, max: 100 },
      page: 1,
    });
    const cleared = changePriceLimit(onPage3, undefined);
    expect(cleared).not.toHaveProperty('priceLimit');
    expect(cleared.page).toBe(1);
  });

  it('changeSearch sets the trimmed query', () => {
    expect(changeSearch(onPage3, '  trousers ')).toMatchObject({ query: 'trousers', page: 1 });
    expect(changeSearch(onPage3, '')).toMatchObject({ query: '', page: 1 });
  });
});

describe('capPage', () => {
  it('caps the requested page at the page count', () => {
    expect(capPage(5, 100, 24)).toBe(5);
    expect(capPage(6, 100, 24)).toBe(5);
    expect(capPage(99, 48, 24)).toBe(2);
  });

  it('never goes below page 1, even for an empty list', () => {
    expect(capPage(0, 100, 24)).toBe(1);
    expect(capPage(-3, 100, 24)).toBe(1);
    expect(capPage(4, 0, 24)).toBe(1);
    expect(capPage(Number.NaN, 100, 24)).toBe(1);
  });

  it('counts a partly filled last page', () => {
    expect(capPage(3, 49, 24)).toBe(3);
    expect(capPage(3, 48, 24)).toBe(2);
    expect(capPage(2.7, 100, 24)).toBe(2);
  });

  it('refuses a page size below 1', () => {
    expect(() => capPage(1, 10, 0)).toThrow(RangeError);
  });

  it('goToPage applies the cap to a state', () => {
    expect(goToPage(onPage3, 10, 30).page).toBe(2);
  });
});

describe('clearFilters', () => {
  it('keeps only the preselected gender value and resets the page', () => {
    const cleared = clearFilters(onPage3, { type: 1, valueId: 17682 });
    expect(cleared.filters).toEqual([{ type: 1, valueId: 17682 }]);
    expect(cleared).not.toHaveProperty('priceLimit');
    expect(cleared.page).toBe(1);
  });

  it('clears everything without a preselected gender', () => {
    expect(clearFilters(onPage3).filters).toEqual([]);
  });

  it('keeps search, sort, slugs and category lists', () => {
    expect(clearFilters(onPage3)).toMatchObject({
      query: 'jacket',
      sort: 'Names',
      genderWomenSlug: 'women',
      categoryListIds: [6009],
    });
  });
});

describe('preselectedGender', () => {
  // The demo's gender values behind the menu's sections: men, women, unisex.
  const menuGenders = [3395, 3397, 3398];
  const menuUnisexList = parseProductListQuery(
    new URLSearchParams('filters=1,3398&filters=5,1003&filters=1,3397&filters=price,10,20'),
  );

  it("is the route's gender on the men's and women's lists", () => {
    expect(preselectedGender(menuUnisexList, { type: 1, valueId: 3395 }, menuGenders)).toEqual({
      type: 1,
      valueId: 3395,
    });
  });

  it("is the menu's unisex value a list was opened with, so clearing keeps filters=1,3398", () => {
    const gender = preselectedGender(menuUnisexList, undefined, menuGenders);
    expect(gender).toEqual({ type: 1, valueId: 3398 });
    const cleared = clearFilters(menuUnisexList, gender);
    expect(cleared.filters).toEqual([{ type: 1, valueId: 3398 }]);
    expect(cleared).not.toHaveProperty('priceLimit');
  });

  it('is none when no menu gender value is selected', () => {
    const list = parseProductListQuery(new URLSearchParams('filters=5,3398&filters=1,12'));
    expect(preselectedGender(list, undefined, menuGenders)).toBeUndefined();
    expect(preselectedGender(menuUnisexList, undefined, [])).toBeUndefined();
  });
});

describe('withoutFilterValues', () => {
  it('drops the values the API left out and keeps everything else', () => {
    const state = { ...onPage3, categoryListIds: [6009, 99999] };
    const known = withoutFilterValues(state, ['5,40', 'ParametricMultiple,99999', 'banana']);
    expect(known.filters).toEqual([{ type: 1, valueId: 17682 }]);
    expect(known.categoryListIds).toEqual([6009]);
    expect(known).toMatchObject({ page: 3, query: 'jacket', priceLimit: onPage3.priceLimit });
    expect(withoutFilterValues(state, [])).toBe(state);
  });
});

describe('switchView', () => {
  it('clears the search query when switching to grid', () => {
    const state = switchView({ ...onPage3, view: 'LIST' }, 'GRID');
    expect(state).toMatchObject({ view: 'GRID', query: '', page: 1 });
  });

  it('keeps the query and page when switching to list', () => {
    expect(switchView(onPage3, 'LIST')).toMatchObject({ view: 'LIST', query: 'jacket', page: 3 });
  });

  it('keeps the page when there was no query to clear', () => {
    expect(switchView({ ...onPage3, query: '', view: 'LIST' }, 'GRID')).toMatchObject({
      view: 'GRID',
      page: 3,
    });
  });
});

describe('fieldsToRefreshAfterChange', () => {
  const fields = ['colour', 'size', 'gender'];

  it('refreshes every field but the one just changed', () => {
    expect(fieldsToRefreshAfterChange('size', false, fields)).toEqual(['colour', 'gender']);
  });

  it('refreshes the changed field too when it is an AND filter', () => {
    expect(fieldsToRefreshAfterChange('size', true, fields)).toEqual(fields);
  });

  it('refreshes all fields when the changed field is not among them', () => {
    expect(fieldsToRefreshAfterChange('price', false, fields)).toEqual(fields);
    expect(fieldsToRefreshAfterChange('size', false, [])).toEqual([]);
  });
});
