import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, testServer } from '../testing/testServer';
import { UNREADABLE_BODY_MESSAGE } from './errors';

/*
 * Every call that takes a JSON body, as the API's own OpenAPI document lists them (so a call added
 * later is fuzzed too), sent bodies a client should never send: a broken body is the caller's mistake
 * and must get a 4xx naming it, never a 500.
 */

type Operation = { requestBody?: unknown; parameters?: { in: string; name: string; schema: ParamSchema }[] };
type ParamSchema = { type?: string; format?: string; pattern?: string };
type BodyCall = { method: string; path: string };

let api: TestServer;
let calls: BodyCall[];

/** A value the path parameter's schema accepts, so the body is what the call refuses. */
function sampleParam(schema: ParamSchema): string {
  if (schema.format === 'uuid') return crypto.randomUUID();
  if (schema.type === 'integer' || schema.type === 'number') return '1';
  return 'WELCOME10';
}

beforeAll(async () => {
  api = await testServer();
  const doc = (await api.get<{ paths: Record<string, Record<string, Operation>> }>('/openapi.json')).body;
  calls = Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([, op]) => op.requestBody !== undefined)
      .map(([method, op]) => {
        const params = new Map((op.parameters ?? []).filter((p) => p.in === 'path').map((p) => [p.name, p]));
        const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => sampleParam(params.get(name)!.schema));
        // Calls served in a market read it from the query; the others ignore it.
        return { method: method.toUpperCase(), path: `${filled}?marketId=SE` };
      }),
  );
});

async function send(call: BodyCall, body: string | undefined, contentType: string | undefined) {
  const res = await fetch(`${api.baseUrl}${call.path}`, {
    method: call.method,
    headers: contentType === undefined ? {} : { 'Content-Type': contentType },
    ...(body === undefined ? {} : { body }),
  });
  const text = await res.text();
  return { status: res.status, text };
}

const UNREADABLE: [body: string | undefined, contentType: string | undefined][] = [
  ['{"version": 1,', 'application/json'],
  ['not json', 'application/json'],
  ['', 'application/json'],
  [undefined, 'application/json'],
  ['{"version":1}', 'text/plain'],
  ['{"version":1}', undefined],
  ['version=1', 'application/x-www-form-urlencoded'],
  ['--x\r\n', 'multipart/form-data; boundary=x'],
];

describe('broken request bodies', () => {
  it('are listed for every call with a JSON body', () => {
    // The login, cart, price, metadata, order and analytics calls at least; a count that cannot be met
    // by an empty document.
    expect(calls.length).toBeGreaterThanOrEqual(28);
    expect(calls.map((c) => `${c.method} ${c.path.split('?')[0]}`)).toContain('POST /api/auth/login');
  });

  it('that cannot be read as JSON get 400 naming the body on every call', async () => {
    for (const call of calls) {
      for (const [body, contentType] of UNREADABLE) {
        const res = await send(call, body, contentType);
        const label = `${call.method} ${call.path} ${contentType} ${JSON.stringify(body)}`;
        expect(res.status, label).toBe(400);
        expect(JSON.parse(res.text), label).toMatchObject({
          code: 'invalid_parameter',
          details: { fields: [{ field: 'body', message: UNREADABLE_BODY_MESSAGE }] },
        });
      }
    }
  });

  it('of random text, random JSON and strings with control characters never get a 5xx', async () => {
    const anyText = fc.string({ unit: 'binary', maxLength: 60 });
    const json = fc.oneof(
      fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)),
      fc
        .dictionary(
          fc.constantFrom(
            'version',
            'sku',
            'quantity',
            'userName',
            'items',
            'rows',
            'cartId',
            'code',
            'key',
            'value',
            'name',
          ),
          fc.oneof(
            anyText,
            fc.integer(),
            fc.double(),
            fc.constant(null),
            fc.array(anyText, { maxLength: 3 }),
          ),
        )
        .map((v) => JSON.stringify(v)),
    );
    const body = fc.oneof(
      json,
      anyText,
      json.map((text) => text.slice(0, Math.max(1, text.length - 1))),
    );
    const contentType = fc.constantFrom(
      'application/json',
      'application/json; charset=utf-8',
      'text/plain',
      undefined,
    );
    for (const call of calls) {
      await fc.assert(
        fc.asyncProperty(body, contentType, async (b, type) => {
          const res = await send(call, b, type);
          expect(
            res.status,
            `${call.method} ${call.path} ${type} ${JSON.stringify(b)}: ${res.text}`,
          ).toBeLessThan(500);
        }),
        { numRuns: 25 },
      );
    }
  });

  it('a NUL byte in the login name is a 400 naming the field', async () => {
    const res = await fetch(`${api.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ userName: 'anna\u0000@example.com', password: 'secret', market: 'se' }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ details: { fields: [{ field: 'userName' }] } });
  });
});
