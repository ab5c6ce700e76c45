import { createHttpClient, createProductApi, HttpError } from '@workwear/client';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, testServer } from '../../testing/testServer';

// The storefront's client against the real API: every response passes the shared zod contracts.
let api: TestServer;
beforeAll(async () => {
  api = await testServer();
});

const clientFor = (marketId: string, cultureCode: string) =>
  createProductApi(
    createHttpClient({ baseUrl: api.baseUrl, defaultQuery: () => ({ marketId, cultureCode }) }),
  );

describe('product API through the client', () => {
  it('reads lists, filters, a product and its relations within the contracts', async () => {
    const products = clientFor('DK', 'da-DK');
    const list = await products.list({ pageSize: 5, sortField: 'LowestPrice' });
    expect(list.results).toHaveLength(5);
    expect(list.results[0]!.price!.currency).toBe('DKK');
    const filters = await products.filterSearch();
    expect(filters.parametrics.length).toBeGreaterThan(0);
    const detail = await products.bySku(list.results[0]!.partNo);
    expect(detail.partNo).toBe(list.results[0]!.partNo);
    const similar = await products.related(detail.basePartNo, 'similar');
    expect(similar.pageSize).toBe(25);
    const navigation = await products.navigation();
    expect(navigation.clothingCategory.length).toBeGreaterThan(0);
    expect((await products.categoryTree()).length).toBeGreaterThan(0);
    expect((await products.sizeGroups()).length).toBeGreaterThan(0);
  });

  it('reads the sitemap products within the contract', async () => {
    const products = clientFor('NO', 'nb-NO');
    const page = await products.sitemapProducts({ page: 1, pageSize: 3 });
    expect(page.items).toHaveLength(3);
    expect(page.total).toBe((await products.list({ mode: 'Default', pageSize: 1 })).total);
    const next = await products.sitemapProducts({ page: 2, pageSize: 3 });
    expect(next.items[0]!.uniqueName > page.items[2]!.uniqueName).toBe(true);
  });

  it('rejects API failures as HttpError with status and the error body', async () => {
    const products = clientFor('SE', 'sv-SE');
    const error = await products.list({ filters: ['5,999999'] }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(400);
    expect((error as HttpError).body).toMatchObject({ details: { fields: [{ field: 'filters' }] } });
    const missing = await products.byUniqueName('no-such-product').catch((e: unknown) => e);
    expect((missing as HttpError).status).toBe(404);
  });
});
