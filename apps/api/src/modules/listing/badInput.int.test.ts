import { CACHE_DEFAULT_SECONDS } from '@workwear/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { resolveMarketContext } from '../../context/marketContext';
import { ANONYMOUS } from '../../context/requestContext';
import { createLogger } from '../../logger';
import { pricingOwners } from '../../testing/pricingOwners';
import { refusedFields } from '../../testing/refusedFields';
import { type TestServer, testServer } from '../../testing/testServer';
import { createPricingService } from '../buyerPrices';
import { createListingIndexStore } from '../catalogueIndex';
import { createFeatureService } from '../features';
import { createCardFacts, createProductDetailService } from '../productDetail';
import { createDictionaryService } from '../vocabulary';
import { createListingService, type ListingService } from './service';

type ErrorBody = { code: string; details?: { fields: { field: string }[] } };

let api: TestServer;
beforeAll(async () => {
  api = await testServer();
});

async function expectRefused(path: string, field: string) {
  const res = await api.get<ErrorBody>(path);
  expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(400);
  expect(res.body.details?.fields.map((f) => f.field)).toContain(field);
}

describe('lists and search refuse a NUL in search text with a 400 naming the field', () => {
  it('in the query of the list, the filters and the counts, and in a search term', async () => {
    for (const path of ['products', 'filter/search', 'filter/search/count']) {
      await expectRefused(`/api/product/${path}?api-version=2&query=jacka%00`, 'query');
    }
    await expectRefused('/api/product/products/search/jacka%00', 'term');
  });
});

describe('the listing service itself refuses text it cannot bind', () => {
  let listing: ListingService;
  const ctx = {
    ...resolveMarketContext('SE', 'sv-SE'),
    requestId: 'bad-input',
    now: new Date(),
    principal: ANONYMOUS,
    log: createLogger('silent'),
  };
  const query = { page: 1, context: 'public', mode: 'ColorVariants' } as const;
  beforeAll(() => {
    const dictionaries = createDictionaryService(api.handle, CACHE_DEFAULT_SECONDS * 1000);
    const index = createListingIndexStore(api.handle, CACHE_DEFAULT_SECONDS * 1000);
    const pricing = createPricingService(api.handle, index, pricingOwners(api.handle));
    const features = createFeatureService(api.handle, { environment: 'local' });
    const products = createProductDetailService(
      api.handle,
      dictionaries,
      pricing,
      features,
      createCardFacts(api.handle, index),
    );
    listing = createListingService(api.handle, dictionaries, index, products.cards, pricing, features);
  });

  it('names the field of each call, before any query runs', async () => {
    const nul = 'jacka\u0000';
    expect(await refusedFields(() => listing.listProducts(ctx, { ...query, query: nul }))).toEqual(['query']);
    expect(await refusedFields(() => listing.filterCounts(ctx, { ...query, query: nul }))).toEqual(['query']);
    expect(await refusedFields(() => listing.filterSearch(ctx, { ...query, query: nul }))).toEqual(['query']);
    expect(await refusedFields(() => listing.searchProducts(ctx, nul, query))).toEqual(['term']);
  });

  it('still searches text in every language', async () => {
    const res = await listing.searchProducts(ctx, 'Mężczyźni příliš ģērbšanās', query);
    expect(res.query).toBe('Mężczyźni příliš ģērbšanās');
  });
});
