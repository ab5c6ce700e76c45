import { createHttpClient, HttpError, invokeCall } from '@workwear/client';
import { ALL_CALLS, type AnyCall, fullPathOf, takesMarket } from '@workwear/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
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
    marketId: 'SE',
  };
  // Calls whose slug or code is another record's.
  samples.groupSlug = groups.body[0]!.slug;
});

const paramsOf = (call: AnyCall) =>
  Object.fromEntries(
    Object.keys((call.params as z.ZodObject | undefined)?.shape ?? {}).map((key) => {
      if (key === 'slug' && call.path.startsWith('/groups')) return [key, samples.groupSlug];
      if (key === 'file' && call.service.prefix === '/api/document') return [key, 'tops.pdf'];
      if (key === 'code' && call.path.startsWith('/categories')) return [key, samples.code];
      return [key, samples[key]];
    }),
  );

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
    expect(marketCalls.length).toBe(ALL_CALLS.length - 3); // all but size groups, images and settings
    for (const call of marketCalls) {
      const error = await invokeCall(http, call, { params: paramsOf(call) } as never).catch(
        (e: unknown) => e,
      );
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
