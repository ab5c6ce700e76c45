import type { ApiErrorBody, ProductListResponse, SitemapProductsResponse } from '@workwear/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, testServer } from '../../testing/testServer';

let api: TestServer;
beforeAll(async () => {
  api = await testServer();
});

async function ok<T>(path: string): Promise<T> {
  const res = await api.get<T>(path);
  expect(res.status, `${path}: ${JSON.stringify(res.body).slice(0, 200)}`).toBe(200);
  return res.body;
}

/** Unique names of every product the public list of the market shows in Default mode. */
async function listedUniqueNames(marketId: string): Promise<{ total: number; names: Set<string> }> {
  const names = new Set<string>();
  let total = 0;
  for (let page = 1; ; page++) {
    const list = await ok<ProductListResponse>(
      `/api/product/products?mode=Default&marketId=${marketId}&pageSize=100&page=${page}`,
    );
    total = list.total;
    for (const p of list.results) names.add(p.uniqueName);
    if (page >= list.totalPages) break;
  }
  return { total, names };
}

describe('sitemap products', () => {
  it('lists each product of the public list once, ordered by unique name', async () => {
    const sitemap = await ok<SitemapProductsResponse>('/api/product/sitemap/products?marketId=SE');
    const listed = await listedUniqueNames('SE');
    expect(sitemap.total).toBe(listed.total);
    expect(sitemap.items).toHaveLength(sitemap.total);
    const names = sitemap.items.map((i) => i.uniqueName);
    expect(new Set(names)).toEqual(listed.names);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    for (const item of sitemap.items)
      expect(item.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
  });

  it('matches the public list of another market too', async () => {
    const sitemap = await ok<SitemapProductsResponse>(
      '/api/product/sitemap/products?marketId=US&cultureCode=en-US',
    );
    const list = await ok<ProductListResponse>(
      '/api/product/products?mode=Default&marketId=US&cultureCode=en-US',
    );
    expect(sitemap.total).toBe(list.total);
    expect(sitemap.total).toBeGreaterThan(0);
  });

  it('pages through the same order', async () => {
    const all = await ok<SitemapProductsResponse>('/api/product/sitemap/products?marketId=SE');
    const first = await ok<SitemapProductsResponse>(
      '/api/product/sitemap/products?marketId=SE&page=1&pageSize=7',
    );
    const second = await ok<SitemapProductsResponse>(
      '/api/product/sitemap/products?marketId=SE&page=2&pageSize=7',
    );
    expect(first.total).toBe(all.total);
    expect(first.items).toEqual(all.items.slice(0, 7));
    expect(second.items).toEqual(all.items.slice(7, 14));
    const lastPage = Math.ceil(all.total / 7);
    const last = await ok<SitemapProductsResponse>(
      `/api/product/sitemap/products?marketId=SE&page=${lastPage}&pageSize=7`,
    );
    expect(last.items).toEqual(all.items.slice((lastPage - 1) * 7));
    const past = await ok<SitemapProductsResponse>(
      `/api/product/sitemap/products?marketId=SE&page=${lastPage + 1}&pageSize=7`,
    );
    expect(past).toEqual({ total: all.total, items: [] });
  });

  it('refuses a page size over 50,000 and other bad paging, naming the field', async () => {
    const tooBig = await api.get<ApiErrorBody>('/api/product/sitemap/products?pageSize=50001');
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.details?.fields.map((f) => f.field)).toEqual(['pageSize']);
    expect((await api.get('/api/product/sitemap/products?pageSize=50000')).status).toBe(200);
    const badPage = await api.get<ApiErrorBody>('/api/product/sitemap/products?page=0');
    expect(badPage.status).toBe(400);
    expect(badPage.body.details?.fields.map((f) => f.field)).toEqual(['page']);
    expect((await api.get('/api/product/sitemap/products?marketId=XX')).status).toBe(400);
  });
});
