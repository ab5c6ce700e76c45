import type { FilterSearchResponse, ProductListResponse } from '@workwear/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, testServer } from '../../testing/testServer';

type ErrorBody = { details?: { fields: { field: string; message: string }[] } };

let api: TestServer;
let colour: number;
let colourTotal: number;
beforeAll(async () => {
  api = await testServer();
  const facets = await api.get<FilterSearchResponse>('/api/product/filter/search');
  colour = facets.body.parametrics.find((p) => p.parametricCode === 'colour')!.multipleValues![0]!.id;
  colourTotal = (await list(`filters=5,${colour}`)).total;
});

async function list(query: string): Promise<ProductListResponse> {
  const res = await api.get<ProductListResponse>(`/api/product/products?api-version=2&${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

describe('filters values, each read on its own (the storefront parser)', () => {
  it('keeps the filter after a price value that cannot be parsed', async () => {
    expect(colourTotal).toBeGreaterThan(0);
    expect((await list(`filters=price,1000&filters=5,${colour}`)).total).toBe(colourTotal);
    expect((await list(`filters=price&filters=5,${colour}`)).total).toBe(colourTotal);
  });

  it('refuses an unreadable or unknown value by default, naming filters', async () => {
    for (const filters of ['ParametricMultiple', '5,99999', 'ParametricMultiple,99999']) {
      const res = await api.get<ErrorBody>(`/api/product/products?filters=${filters}&filters=5,${colour}`);
      expect(res.status, filters).toBe(400);
      expect(res.body.details?.fields.map((f) => f.field)).toEqual(['filters']);
    }
  });

  it('leaves unknown values out under unknownFilters=ignore and names them', async () => {
    const body = await list(
      `unknownFilters=ignore&filters=5,99999&filters=ParametricMultiple&filters=5,${colour}&filters=ParametricMultiple,99999`,
    );
    expect(body.total).toBe(colourTotal);
    expect(body.ignoredFilters).toEqual(['5,99999', 'ParametricMultiple', 'ParametricMultiple,99999']);
    expect((await list(`unknownFilters=ignore&filters=5,${colour}`)).ignoredFilters).toBeUndefined();

    const facets = await api.get<FilterSearchResponse>(
      `/api/product/filter/search?unknownFilters=ignore&filters=5,99999&filters=5,${colour}`,
    );
    expect(facets.status).toBe(200);
    expect(facets.body.total).toBe(colourTotal);
  });

  it('refuses an unknown unknownFilters mode', async () => {
    expect((await api.get('/api/product/products?unknownFilters=maybe')).status).toBe(400);
  });
});
