import { createHttpClient, HttpError, invokeCall } from '@workwear/client';
import { ALL_CALLS, type AnyCall, fullPathOf, takesMarket } from '@workwear/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { cartApi, sellableSkus } from '../testing/cartApi';
import { type TestServer, testServer } from '../testing/testServer';

// The API's routes and the client's calls are both built from ALL_CALLS: every declaration must be
// served (listed in the OpenAPI document with each declared response, answered by a route) and
// reachable through the client.
let api: TestServer;
let samples: Record<string, string | number>;

beforeAll(async () => {
  api = await testServer();
  const list = await api.get<{ results: { partNo: string; basePartNo: string; uniqueName: string }[] }>(
    '/api/product/products?pageSize=1',
  );
  const first = list.body.results[0]!;
  const categories = await api.get<{ id: number; slug: string; code: string }[]>(
    '/api/product/categories/all',
  );
  const groups = await api.get<{ slug: string }[]>('/api/product/groups');
  samples = {
    sku: first.partNo,
    basePartNo: first.basePartNo,
    partNo: first.partNo,
    name: first.uniqueName,
    term: 'jacka',
    id: categories.body[0]!.id,
    slug: categories.body[0]!.slug,
    code: 'colour',
    p: 'colour',
    file: '1.svg',
    // A legal page (the cms calls).
    page: 'terms',
    marketId: 'SE',
  };
  // Calls whose slug or code is another record's.
  samples.groupSlug = groups.body[0]!.slug;
  // The cart calls name a real anonymous cart (reached by its uuid alone), one of its rows and a second
  // cart for append/replace; the price calls a promotion code.
  const carts = cartApi(api.baseUrl);
  const [cart, other] = [(await carts.create()).body, (await carts.create()).body];
  const [sku] = await sellableSkus(api.handle, 1);
  const filled = await carts.add(cart.id, { sku, quantity: 1 });
  samples.cartId = cart.id;
  samples.otherId = other.id;
  samples.rowId = filled.body.rows[0]!.id;
  samples.promotionCode = 'WELCOME10';
});

const paramsOf = (call: AnyCall) =>
  Object.fromEntries(
    Object.keys((call.params as z.ZodObject | undefined)?.shape ?? {}).map((key) => {
      if (key === 'slug' && call.path.startsWith('/groups')) return [key, samples.groupSlug];
      if (key === 'file' && call.service.prefix === '/api/document') return [key, 'tops.pdf'];
      if (key === 'code' && call.path.startsWith('/categories')) return [key, samples.code];
      if (key === 'code' && call.service.prefix === '/api/price') return [key, samples.promotionCode];
      if (key === 'id' && (call.service.prefix === '/api/cart' || call.path.startsWith('/cart/')))
        return [key, samples.cartId];
      if (key === 'id' && call.service.prefix === '/api/order') return [key, samples.cartId];
      return [key, samples[key]];
    }),
  );

/**
 * A body and query extra a call accepts, so that the market is the one thing wrong with the request
 * (the body and query are validated before the market is resolved): the first sample that passes.
 */
const SAMPLE_INPUTS: Record<string, unknown>[] = [
  { version: 1 },
  { version: 1, quantity: 1 },
  { version: 1, key: 'Note', value: 'x' },
  { sku: 'ABCDEFGH0101XL', quantity: 1 },
  { items: [{ sku: 'ABCDEFGH0101XL', quantity: 1 }] },
  // The order summary and reorder name a cart (a random uuid: validation runs before any lookup).
  { cartId: '00000000-0000-4000-8000-000000000000' },
  { paymentMethodId: 20 },
  // Service points near a postcode.
  { zipCode: '11122' },
  {
    rows: [],
    location: { line1: '1 Main St', zipCode: '94105', city: 'SF', countryCode: 'US', region: 'CA' },
  },
  // The search box's suggestions need the text typed so far.
  { query: 'jacka' },
];
const inputsOf = (call: AnyCall) => {
  const accepts = (schema: unknown, sample: Record<string, unknown>) =>
    (schema as z.ZodType).safeParse(sample).success;
  const body = call.body && SAMPLE_INPUTS.find((sample) => accepts(call.body, sample));
  const query =
    call.query && SAMPLE_INPUTS.find((sample) => accepts(call.query, { marketId: 'SE', ...sample }));
  return { ...(body ? { body } : {}), ...(query ? { query } : {}) };
};

const keyOf = (call: AnyCall) => `${call.method.toUpperCase()} ${fullPathOf(call)}`;

describe('every declared call', () => {
  it('is in the OpenAPI document with each response it declares', async () => {
    const doc = await api.get<{
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    }>('/openapi.json');
    for (const call of ALL_CALLS) {
      const operation = doc.body.paths[fullPathOf(call)]?.[call.method];
      expect(operation, keyOf(call)).toBeDefined();
      expect(Object.keys(operation!.responses).sort(), keyOf(call)).toEqual(
        Object.keys(call.responses).sort(),
      );
    }
  });

  it('is served by the API and reachable through the client, answering only what it declares', async () => {
    const http = createHttpClient({
      baseUrl: api.baseUrl,
      defaultQuery: () => ({ marketId: 'SE', cultureCode: 'sv-SE' }),
    });
    for (const call of ALL_CALLS) {
      const outcome = await invokeCall(http, call, { params: paramsOf(call) } as never).then(
        () => 200,
        (error: unknown) => {
          if (!(error instanceof HttpError)) throw error;
          // The API's fallback for an unserved path says so; a declared 404 comes from the handler.
          expect(JSON.stringify(error.body), keyOf(call)).not.toContain('No route for');
          return error.status;
        },
      );
      expect(Object.keys(call.responses), keyOf(call)).toContain(String(outcome));
    }
  });

  it('served in a market resolves it once, before its handler: an unknown market is a 400 naming marketId', async () => {
    const http = createHttpClient({ baseUrl: api.baseUrl, defaultQuery: () => ({ marketId: 'ZZ' }) });
    const marketCalls = ALL_CALLS.filter(takesMarket);
    // All but size groups, images and settings, and four price calls that name no market of the request:
    // Promotion/{code} carries marketId in its body and Promotion/{code}/valid the spec's MarketId
    // query; the v1 and v2 tax rates are answered from the request's own location. Order send carries
    // marketId in the spec's payload; regions and address validation name their country. A company's
    // amount limits (GET and PUT customer/amountlimits) are in the company's market, whatever the request's.
    expect(marketCalls.length).toBe(ALL_CALLS.length - 12);
    for (const call of marketCalls) {
      const error = await invokeCall(http, call, {
        params: paramsOf(call),
        ...inputsOf(call),
      } as never).catch((e: unknown) => e);
      expect((error as HttpError).status, keyOf(call)).toBe(400);
      expect((error as HttpError).body, keyOf(call)).toMatchObject({
        details: { fields: [{ field: 'marketId' }] },
      });
    }
  });
});

describe('control characters', () => {
  it('are refused with a 400 naming the field in a query value, a repeated value and a path value', async () => {
    const cases: [string, string][] = [
      ['/api/product/products?query=jacka%00', 'query'],
      ['/api/product/products?filters=5,1003&filters=5%00', 'filters.1'],
      ['/api/product/products?categorySlug=%1B%5B31m', 'categorySlug'],
      ['/api/product/products/search/jacka%00', 'term'],
      ['/api/product/products/uniqueName/a%00b', 'name'],
      ['/api/product/Products/onHand?partNo=ABCDEFGH%22', 'partNo.0'],
      ['/api/cms/topmessage?marketId=S%00', 'marketId'],
      ['/api/settings/market/S%00E', 'marketId'],
    ];
    for (const [path, field] of cases) {
      const res = await api.get<{ details?: { fields: { field: string }[] } }>(path);
      expect(res.status, path).toBe(400);
      expect(
        res.body.details?.fields.map((f) => f.field),
        path,
      ).toContain(field);
    }
  });
});
