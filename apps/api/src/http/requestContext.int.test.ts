import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { serveApp, testServer } from '../testing/testServer';
import { DEFAULT_SECURITY } from './security';

// The whole API on a real server with its pino output captured line by line.
const lines: Record<string, unknown>[] = [];
const capture = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString('utf8').split('\n')) if (line.trim()) lines.push(JSON.parse(line));
    done();
  },
});
let api: Awaited<ReturnType<typeof serveApp>>;

beforeAll(async () => {
  const { handle } = await testServer();
  const { app } = createApp({
    handle,
    logger: pino({ level: 'debug' }, capture),
    cache: false,
    security: { ...DEFAULT_SECURITY, rateLimits: null },
  });
  // An unexpected failure with SQL text in its message, as a broken query would give.
  app.get('/test/broken-query', async () => {
    await handle.rows(sql`SELECT secret_column FROM no_such_table`);
    return new Response('unreachable');
  });
  api = await serveApp(app);
});
afterAll(() => api.close());

const linesOf = (requestId: string) => lines.filter((line) => line.requestId === requestId);

describe('request id', () => {
  it('keeps a well-formed incoming X-Request-Id, echoes it and logs with it', async () => {
    const res = await api.get('/api/cms/topmessage?marketId=SE', { 'X-Request-Id': 'shop-web.42_a' });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toBe('shop-web.42_a');
    expect(linesOf('shop-web.42_a')).toContainEqual(
      expect.objectContaining({ msg: 'request', status: 200, path: '/api/cms/topmessage' }),
    );
  });

  it('replaces a missing or malformed one with a new UUID', async () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    for (const incoming of [undefined, 'has space', 'x'.repeat(129), 'quote"', 'ünïcode']) {
      const res = await api.get('/health', incoming === undefined ? {} : { 'X-Request-Id': incoming });
      const id = res.headers.get('x-request-id') ?? '';
      expect(id, String(incoming)).toMatch(uuid);
      expect(linesOf(id)).toHaveLength(1);
    }
  });

  it('is on the answer to bad input and in its log line', async () => {
    const res = await api.get('/api/product/products?marketId=ZZ', { 'X-Request-Id': 'bad-market-1' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ details: { fields: [{ field: 'marketId' }] } });
    expect(res.headers.get('x-request-id')).toBe('bad-market-1');
    expect(linesOf('bad-market-1')).toContainEqual(expect.objectContaining({ status: 400 }));
  });
});

describe('an unexpected failure', () => {
  it('answers 500 with the request id and nothing internal, and logs the error with the id', async () => {
    const res = await api.get<Record<string, unknown>>('/test/broken-query', { 'X-Request-Id': 'broken-1' });
    expect(res.status).toBe(500);
    expect(res.body).toEqual({
      code: 'internal_error',
      message: 'Something went wrong on our side. Please try again.',
      requestId: 'broken-1',
    });
    const text = JSON.stringify(res.body);
    for (const leak of ['no_such_table', 'secret_column', 'SELECT', 'at ', '.ts:'])
      expect(text).not.toContain(leak);
    const logged = linesOf('broken-1');
    expect(logged).toContainEqual(expect.objectContaining({ level: 50, msg: 'Unhandled error' }));
    expect(JSON.stringify(logged)).toContain('no_such_table');
  });
});
