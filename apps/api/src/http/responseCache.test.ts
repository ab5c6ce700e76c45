import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import type { AppEnv } from './appEnv';
import { requestContextMiddleware } from './requestContext';
import { cacheKeyOf, responseCache } from './responseCache';

describe('cacheKeyOf', () => {
  const declared = new Set(['a', 'b', 'f']);

  it('orders parameters, keeping repeated keys and their values', () => {
    expect(cacheKeyOf('http://x/a?b=2&a=1&f=5,2&f=5,1', declared)).toBe(
      cacheKeyOf('http://x/a?f=5,1&a=1&f=5,2&b=2', declared),
    );
    expect(cacheKeyOf('http://x/a?a=1', declared)).not.toBe(cacheKeyOf('http://x/b?a=1', declared));
    expect(cacheKeyOf('http://x/a?a=1', declared)).not.toBe(cacheKeyOf('http://x/a?a=2', declared));
  });

  it('keeps only the declared parameters, decoded', () => {
    const key = cacheKeyOf('http://x/a?a=1&b=2', declared);
    expect(cacheKeyOf('http://x/a?utm_source=mail&a=1&b=2&_=123', declared)).toBe(key);
    expect(cacheKeyOf('http://x/a?a=%31&b=2', declared)).toBe(key);
    expect(cacheKeyOf('http://x/a?zzz=1', declared)).toBe(cacheKeyOf('http://x/a', declared));
  });
});

/** A real app with the cache in front of one route that answers `size` bytes per distinct `q`. */
function cachedApp(maxBytes: number, size: number) {
  const cache = responseCache({
    ttlSeconds: 60,
    maxBytes,
    enabled: true,
    queryOf: (path) => (path === '/items' ? new Set(['q']) : undefined),
  });
  const app = new Hono<AppEnv>();
  app.use('*', requestContextMiddleware(createLogger('silent')));
  app.use('*', cache.middleware);
  app.get('/items', (c) => c.json({ q: c.req.query('q') ?? null, filler: 'x'.repeat(size) }));
  app.get('/undeclared', (c) => c.json({ ok: true }));
  return { app, cache };
}

const xCache = async (app: Hono<AppEnv>, url: string) => (await app.request(url)).headers.get('x-cache');

describe('responseCache', () => {
  it('serves a URL with unknown parameters from the entry of its declared ones', async () => {
    const { app, cache } = cachedApp(1024 * 1024, 100);
    expect(await xCache(app, '/items?q=1')).toBe('MISS');
    for (let i = 0; i < 50; i++) expect(await xCache(app, `/items?q=1&junk${i}=${i}`)).toBe('HIT');
    expect(cache.stats().entries).toBe(1);
    expect(await xCache(app, '/items?q=2')).toBe('MISS');
  });

  it('never grows past its byte cap, dropping the least recently used first', async () => {
    const maxBytes = 64 * 1024;
    const { app, cache } = cachedApp(maxBytes, 2000);
    for (let i = 0; i < 200; i++) {
      await app.request(`/items?q=${i}`);
      expect(cache.stats().bytes).toBeLessThanOrEqual(maxBytes);
    }
    // Roughly 2 kB an answer: about 30 fit, and the latest are the ones kept.
    expect(cache.stats().entries).toBeGreaterThan(10);
    expect(cache.stats().entries).toBeLessThan(40);
    expect(await xCache(app, '/items?q=199')).toBe('HIT');
    expect(await xCache(app, '/items?q=0')).toBe('MISS');
  });

  it('keeps no answer larger than a quarter of the cap, and none of a path no call declares', async () => {
    const big = cachedApp(16 * 1024, 5000);
    await big.app.request('/items?q=1');
    expect(big.cache.stats().entries).toBe(0);
    const small = cachedApp(1024 * 1024, 10);
    await small.app.request('/undeclared');
    expect(await xCache(small.app, '/undeclared')).toBeNull();
    expect(small.cache.stats().entries).toBe(0);
  });
});
