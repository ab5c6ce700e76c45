import type { MiddlewareHandler } from 'hono';
import { createTtlCache } from '../lib/ttlCache';
import type { AppEnv } from './appEnv';

interface CachedResponse {
  status: number;
  body: ArrayBuffer;
  headers: [string, string][];
}

/** Query parameters in a fixed order, so ?a=1&b=2 and ?b=2&a=1 share an entry. */
export function cacheKeyOf(url: string): string {
  const u = new URL(url);
  const params = [...u.searchParams.entries()].sort(
    ([a, x], [b, y]) => a.localeCompare(b) || x.localeCompare(y),
  );
  return `${u.pathname}?${new URLSearchParams(params).toString()}`;
}

/**
 * Caches successful anonymous GET responses of the catalogue for the spec's default cache time.
 * Catalogue reads are the same for every anonymous visitor of a market and language, and the
 * catalogue changes by import (which clears the cache), so a repeat request is served from memory.
 */
export function responseCache(options: { ttlSeconds: number; maxEntries: number; enabled: boolean }) {
  const cache = createTtlCache<CachedResponse | null>({
    ttlMs: options.ttlSeconds * 1000,
    maxEntries: options.maxEntries,
    enabled: options.enabled,
  });
  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (c.req.method !== 'GET' || c.req.header('authorization')) return next();
    let produced = false;
    const cached = await cache.get(cacheKeyOf(c.req.url), async () => {
      produced = true;
      await next();
      if (c.res.status !== 200) return null;
      const copy = c.res.clone();
      return { status: copy.status, body: await copy.arrayBuffer(), headers: [...copy.headers.entries()] };
    });
    if (produced) {
      if (cached) c.res.headers.set('X-Cache', 'MISS');
      return;
    }
    if (!cached) return next();
    const headers = new Headers(cached.headers);
    headers.set('X-Cache', 'HIT');
    if (!headers.has('cache-control')) headers.set('Cache-Control', `public, max-age=${options.ttlSeconds}`);
    c.res = new Response(cached.body, { status: cached.status, headers });
  };
  return { middleware, clear: () => cache.clear() };
}
