import { describe, expect, it } from 'vitest';
import { searchAnalyticsUrls } from './searchAnalyticsUrls';

describe('searchAnalyticsUrls', () => {
  it('builds the search and per-link click URLs with every letter encoded', () => {
    const { search, clicks } = searchAnalyticsUrls(
      { term: 'kurtka ę ř', totalResults: 3, typeOfQuery: 'search', lang: 'pl', marketId: 'PL' },
      [
        {
          partNo: '123456781234',
          basePartNo: '12345678',
          name: 'Kurtka ģ õ',
          href: '/pl/p/kurtka?color=1234',
        },
      ],
    );
    const searched = new URL(search, 'http://shop');
    expect(searched.pathname).toBe('/api/klevu/analytics/trackProductSearch');
    expect(Object.fromEntries(searched.searchParams)).toEqual({
      term: 'kurtka ę ř',
      totalResults: '3',
      typeOfQuery: 'search',
      lang: 'pl',
      marketId: 'PL',
    });
    const clicked = new URL(clicks['/pl/p/kurtka?color=1234']!, 'http://shop');
    expect(clicked.pathname).toBe('/api/klevu/analytics/trackProductClick');
    expect(Object.fromEntries(clicked.searchParams)).toMatchObject({
      keywords: 'kurtka ę ř',
      productId: '123456781234',
      productGroupId: '12345678',
      productName: 'Kurtka ģ õ',
      productUrl: '/pl/p/kurtka?color=1234',
    });
  });
});
