import type { MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Principal } from '../context/requestContext';
import type { AppEnv } from './appEnv';

/**
 * Which principals get the same answer to the same URL: a group key, or null for "this principal's
 * answers are their own, never cached". The anonymous group is ''.
 */
export type AnswerGroup = (principal: Principal) => string | null;

/** The default: only anonymous answers are shared; a signed-in caller's are never cached. */
export const anonymousOnly: AnswerGroup = (principal) => (principal.kind === 'anonymous' ? '' : null);

interface CachedResponse {
  status: ContentfulStatusCode;
  body: Uint8Array<ArrayBuffer>;
  /** Ready to send as they are, X-Cache: HIT included, so a hit builds nothing. */
  headers: Record<string, string>;
  expires: number;
}

/** A signed-in caller's answer holds their prices: no cache downstream may keep it. */
function markPrivate(res: Response) {
  res.headers.set('Cache-Control', 'private, no-store');
  res.headers.set('Vary', 'Authorization');
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
 * Caches successful GET responses for the spec's default cache time, per answer group (groupOf):
 * catalogue reads are the same for every anonymous visitor of a market and language, and, for signed-in
 * callers, the same for everyone the group names (the catalogue's: one company and role, see
 * catalogueAnswerGroup). The catalogue changes by import (which clears the cache), so a repeat request
 * is served from memory. Concurrent misses of one key share a single computation.
 * A signed-in caller's answer always goes out `private, no-store`: no cache downstream may keep it.
 * The principal is resolved before this runs, so a revoked or expired token is refused, never served.
 */
export function responseCache(options: {
  ttlSeconds: number;
  maxEntries: number;
  enabled: boolean;
  groupOf?: AnswerGroup;
}) {
  const groupOf = options.groupOf ?? anonymousOnly;
  const entries = new Map<string, CachedResponse>();
  const pending = new Map<string, Promise<CachedResponse | null>>();

  const store = async (key: string, res: Response, signedIn: boolean): Promise<CachedResponse | null> => {
    if (res.status !== 200) return null;
    const headers: Record<string, string> = {};
    res.headers.forEach((value, name) => {
      headers[name] = value;
    });
    if (signedIn) {
      headers['cache-control'] = 'private, no-store';
      headers.vary = 'Authorization';
    } else {
      headers['cache-control'] ??= `public, max-age=${options.ttlSeconds}`;
      // Shared caches must not hand this anonymous answer to a signed-in caller, nor the reverse.
      headers.vary = headers.vary ? `${headers.vary}, Authorization` : 'Authorization';
    }
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
    const { principal } = c.get('ctx');
    const signedIn = principal.kind !== 'anonymous';
    const group = groupOf(principal);
    if (!options.enabled || c.req.method !== 'GET' || group === null) {
      await next();
      if (signedIn) markPrivate(c.res);
      return;
    }
    const key = `${group}\u0000${cacheKeyOf(c.req.url)}`;
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
      const entry = await store(key, c.res, signedIn);
      settle(entry);
      if (entry) {
        // The first answer goes out with the same caching headers as the hits after it.
        c.res.headers.set('Cache-Control', entry.headers['cache-control']!);
        c.res.headers.set('Vary', entry.headers.vary!);
        c.res.headers.set('X-Cache', 'MISS');
      } else if (signedIn) markPrivate(c.res);
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
