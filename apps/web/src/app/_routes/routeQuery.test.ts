import { describe, expect, it } from 'vitest';
import { pageUrlKey, pickQueryParams, queryParamsOfPath } from './routeQuery';

describe('queryParamsOfPath', () => {
  it('names the list state for list pages, colour, image and size for product pages, nothing elsewhere', () => {
    expect(queryParamsOfPath('/sv/alla-produkter')).toEqual(
      expect.arrayContaining(['query', 'filters', 'price', 'page', 'pageSize', 'sort', 'view', 'priceMin']),
    );
    expect(queryParamsOfPath('/en/all-products/work-trousers')).toContain('filters');
    expect(queryParamsOfPath('/sv/produkt/some-jacket')).toEqual(['color', 'image', 'size']);
    expect(queryParamsOfPath('/sv')).toEqual([]);
    expect(queryParamsOfPath('/error')).toEqual(['code']);
    expect(queryParamsOfPath('/sv/finns-inte')).toEqual([]);
  });
});

describe('pageUrlKey', () => {
  it('keeps only what the page reads, sorted by name, values of one name in order', () => {
    expect(pageUrlKey('/sv/alla-produkter?utm=1&sort=priceAsc&filters=1,2&page=2&filters=5,7')).toBe(
      '/sv/alla-produkter?filters=1%2C2&filters=5%2C7&page=2&sort=priceAsc',
    );
    // A slug in the query never picks the list: the path does.
    expect(pageUrlKey('/sv/alla-produkter?categorySlug=x')).toBe('/sv/alla-produkter');
    expect(pageUrlKey('/sv/produkt/a?image=2&fbclid=z')).toBe('/sv/produkt/a?image=2');
    expect(pageUrlKey('/sv?query=x')).toBe('/sv');
    expect(pageUrlKey('/sv')).toBe('/sv');
  });

  it('keeps text in any language intact', () => {
    const key = pageUrlKey('/pl/wszystkie-produkty?query=M%C4%99%C5%BCczy%C5%BAni');
    expect(new URLSearchParams(key.split('?')[1]).get('query')).toBe('Mężczyźni');
  });
});

describe('pickQueryParams', () => {
  it('hands a page only the parameters it reads', () => {
    expect(pickQueryParams({ color: '10', utm: 'x', image: ['1', '2'] }, ['color', 'image'])).toEqual({
      color: '10',
      image: ['1', '2'],
    });
  });
});
