import type { ProductListResponse } from '@workwear/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, testServer } from '../../testing/testServer';

let api: TestServer;
beforeAll(async () => {
  api = await testServer();
});

/** Every product's name in the Names sort (one card per product), all pages. */
async function namesSortedByName(market: string, culture: string): Promise<string[]> {
  const names: string[] = [];
  for (let page = 1; ; page++) {
    const res = await api.get<ProductListResponse>(
      `/api/product/products?marketId=${market}&cultureCode=${culture}&mode=Default&sortField=Name&sortOrder=asc&pageSize=100&page=${page}`,
    );
    expect(res.status).toBe(200);
    names.push(...res.body.results.map((r) => r.name));
    if (page >= res.body.totalPages) return names;
  }
}

describe('the Names sort', () => {
  it.each([
    ['SE', 'sv-SE', 'sv'],
    ['DE', 'de-DE', 'de'],
    ['FI', 'fi-FI', 'fi'],
  ])('follows the collation of the language (%s, %s)', async (market, culture, locale) => {
    const names = await namesSortedByName(market, culture);
    expect(names.length).toBeGreaterThan(50);
    const collator = new Intl.Collator(locale, { sensitivity: 'accent' });
    expect(names).toEqual([...names].sort(collator.compare));
  });
});
