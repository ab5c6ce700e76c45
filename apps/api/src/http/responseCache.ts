import type { MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from './appEnv';

interface CachedResponse {
  status: ContentfulStatusCode;
  body: Uint8Array<ArrayBuffer>;
  /** Ready to send as they are, X-Cache: HIT included, so a hit builds nothing. */
  headers: Record<string, string>;
  expires: number;
}

/** Path and query with the parameters in a fixed order, so ?a=1&b=2 and ?b=2&a=1 share an entry. */
export function cacheKeyOf(url: string): string {
  const start = url.indexOf('/', url.indexOf('//') + 2);
  const path = start === -1 ? '/' : url.slice(start);
  const q = path.indexOf('?');
  if (q === -1) return path;
  return `${path.slice(0, q)}?${path
    .slice(q + 1)
    .split('&')
    .sort()
    .join('&')}`;
}

/**
 * Caches successful anonymous GET responses of the catalogue for the spec's default cache time.
 * Signed-in callers (an Authorization header) are never served from or stored in it: their prices and
 * assortment are their own; their answers go out `private, no-store`.
 * Catalogue reads are the same for every anonymous visitor of a market and language, and the
 * catalogue changes by import (which clears the cache), so a repeat request is served from memory.
 * Concurrent misses of one key share a single computation.
 */
export function responseCache(options: { ttlSeconds: number; maxEntries: number; enabled: boolean }) {
  const entries = new Map<string, CachedResponse>();
  const pending = new Map<string, Promise<CachedResponse | null>>();

  const store = async (key: string, res: Response): Promise<CachedResponse | null> => {
    if (res.status !== 200) return null;
    const headers: Record<string, string> = {};
    res.headers.forEach((value, name) => {
      headers[name] = value;
    });
    headers['cache-control'] ??= `public, max-age=${options.ttlSeconds}`;
    // Shared caches must not hand this anonymous answer to a signed-in caller, nor the reverse.
    headers.vary = headers.vary ? `${headers.vary}, Authorization` : 'Authorization';
    headers['x-cache'] = 'HIT';
    const entry = {
      status: 200 as const,
      body: new Uint8Array(await res.clone().arrayBuffer()),
      headers,
      expires: Date.now() + options.ttlSeconds * 1000,
    };
    entries.set(key, entry);
    if (entries.size > options.maxEntries) entries.delete(entries.keys().next().value as string);
    return entry;
  };

  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (c.req.header('authorization')) {
      // A signed-in caller's answer holds their prices: never cached here, nor by anyone downstream.
      await next();
      c.res.headers.set('Cache-Control', 'private, no-store');
      c.res.headers.set('Vary', 'Authorization');
      return;
    }
    if (!options.enabled || c.req.method !== 'GET') return next();
    const key = cacheKeyOf(c.req.url);
    const hit = entries.get(key);
    if (hit && hit.expires > Date.now()) return c.body(hit.body, hit.status, hit.headers);
    const inFlight = pending.get(key);
    if (inFlight) {
      const shared = await inFlight;
      if (shared) return c.body(shared.body, shared.status, shared.headers);
      return next();
    }
    let settle: (entry: CachedResponse | null) => void = () => {};
    pending.set(
      key,
      new Promise((resolve) => {
        settle = resolve;
      }),
    );
    try {
      await next();
      const entry = await store(key, c.res);
      settle(entry);
      if (entry) c.res.headers.set('X-Cache', 'MISS');
    } catch (error) {
      settle(null);
      throw error;
    } finally {
      pending.delete(key);
    }
  };
  return {
    middleware,
    clear: () => entries.clear(),
  };
}
