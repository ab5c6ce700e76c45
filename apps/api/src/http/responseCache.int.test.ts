import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { createLogger } from '../logger';
import { serveApp, testServer } from '../testing/testServer';

let cached: Awaited<ReturnType<typeof serveApp>>;
beforeAll(async () => {
  const { handle } = await testServer();
  cached = await serveApp(createApp({ handle, logger: createLogger('silent'), cache: true }).app);
});
afterAll(() => cached.close());

describe('catalogue response cache', () => {
  it('serves a repeated anonymous GET from memory, whatever the parameter order', async () => {
    const first = await cached.get('/api/product/products?pageSize=3&sortField=PartNo');
    const second = await cached.get('/api/product/products?sortField=PartNo&pageSize=3');
    expect(first.headers.get('x-cache')).toBe('MISS');
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('cache-control')).toContain('max-age=60');
  });

  it('never caches failures or authorised requests', async () => {
    const bad = await cached.get('/api/product/products?page=0');
    const badAgain = await cached.get('/api/product/products?page=0');
    expect(badAgain.status).toBe(400);
    expect(bad.headers.get('x-cache')).toBeNull();
    expect(badAgain.headers.get('x-cache')).toBeNull();
    const authorised = await cached.get('/api/product/products?pageSize=2', { authorization: 'Bearer x' });
    expect(authorised.headers.get('x-cache')).toBeNull();
  });
});
