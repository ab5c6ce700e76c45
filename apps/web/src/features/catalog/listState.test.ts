import { describe, expect, it } from 'vitest';
import { requestedListState } from './listState';

describe('requestedListState', () => {
  it('reads the spec’s query parameters', () => {
    const { state, fromPriceForm } = requestedListState({
      filters: ['5,1001', 'price,100,200'],
      sort: 'Names',
      page: '3',
      view: 'list',
      query: ' jacka ',
    });
    expect(fromPriceForm).toBe(false);
    expect(state).toMatchObject({
      filters: [{ type: 5, valueId: 1001 }],
      priceLimit: { min: 10000, max: 20000 },
      sort: 'Names',
      page: 3,
      view: 'LIST',
      query: 'jacka',
    });
  });

  it('takes slugs from the route only', () => {
    const { state } = requestedListState({ categorySlug: 'arbetsbyxor', groupSlug: 'flamskydd' });
    expect(state).not.toHaveProperty('categorySlug');
    expect(state).not.toHaveProperty('groupSlug');
  });

  it('turns a submitted price form into a price limit on page 1', () => {
    const { state, fromPriceForm } = requestedListState({
      filters: ['5,1001', 'price,1,2'],
      page: '4',
      priceMin: '250',
      priceMax: '900',
    });
    expect(fromPriceForm).toBe(true);
    expect(state).toMatchObject({
      filters: [{ type: 5, valueId: 1001 }],
      priceLimit: { min: 25000, max: 90000 },
      page: 1,
    });
  });

  it('drops the price limit when the submitted one does not parse', () => {
    const { state } = requestedListState({ filters: 'price,1,2', priceMin: '900', priceMax: '100' });
    expect(state).not.toHaveProperty('priceLimit');
  });
});
