import { memoized } from '@workwear/server/memoized';
import type { MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { LRUCache } from 'lru-cache';
import type { Principal } from '../context/requestContext';
import type { AppEnv } from './appEnv';
import type { DeclaredQuery } from './declaredQuery';

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
  /** What the entry holds in memory, about: key, body and headers. */
  bytes: number;
}

/** A signed-in caller's answer holds their prices: no cache downstream may keep it. */
function markPrivate(res: Response) {
  res.headers.set('Cache-Control', 'private, no-store');
  res.headers.set('Vary', 'Authorization');
}

/**
 * Path and the declared query parameters, decoded and in a fixed order: ?a=1&b=2, ?b=2&a=1 and
 * ?a=%31&b=2&utm=x share an entry. A parameter no call declares changes nothing in the answer (the
 * query schemas drop it), so it must not make a new entry either.
 */
export function cacheKeyOf(url: string, declared: ReadonlySet<string>): string {
  const { pathname, searchParams } = new URL(url);
  const kept = [...searchParams]
    .filter(([name]) => declared.has(name))
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .sort();
  return kept.length === 0 ? pathname : `${pathname}?${kept.join('&')}`;
}

const headerBytes = (headers: Record<string, string>) =>
  Object.entries(headers).reduce((sum, [name, value]) => sum + name.length + value.length + 4, 0);

/**
 * Caches successful GET responses for the spec's default cache time, per answer group (groupOf):
 * catalogue reads are the same for every anonymous visitor of a market and language, and, for signed-in
 * callers, the same for everyone the group names (the catalogue's: one company and role, see
 * catalogueAnswerGroup). The catalogue changes by import (which clears the cache), so a repeat request
 * is served from memory. Concurrent misses of one key share a single computation.
 * A signed-in caller's answer always goes out `private, no-store`: no cache downstream may keep it.
 * The principal is resolved before this runs, so a revoked or expired token is refused, never served.
 * Entries are keyed on the declared query parameters only (`queryOf`; a path no call declares is not
 * cached) and the whole cache is capped in bytes, least recently used out first, one entry at most a
 * quarter of it: no run of distinct URLs can grow it past `maxBytes`.
 */
export function responseCache(options: {
  ttlSeconds: number;
  maxBytes: number;
  enabled: boolean;
  queryOf: DeclaredQuery;
  groupOf?: AnswerGroup;
}) {
  const groupOf = options.groupOf ?? anonymousOnly;
  const entries = new LRUCache<string, CachedResponse>({
    maxSize: options.maxBytes,
    maxEntrySize: Math.floor(options.maxBytes / 4),
    sizeCalculation: (entry) => entry.bytes,
    ttl: options.ttlSeconds * 1000,
  });
  const pending = new Map<string, Promise<CachedResponse | null>>();
  // A hit's one computation of note: the URL's path decides its declared names, so the URL alone keys it.
  const urlKeyOf = memoized(cacheKeyOf, 10_000);

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
    const body = new Uint8Array(await res.clone().arrayBuffer());
    // Strings count two bytes a character in memory.
    const entry = {
      status: 200 as const,
      body,
      headers,
      bytes: key.length * 2 + body.length + headerBytes(headers),
    };
    entries.set(key, entry);
    return entry;
  };

  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    const { principal } = c.get('ctx');
    const signedIn = principal.kind !== 'anonymous';
    const group = groupOf(principal);
    const declared = options.queryOf(c.req.path);
    if (!options.enabled || c.req.method !== 'GET' || group === null || declared === undefined) {
      await next();
      if (signedIn) markPrivate(c.res);
      return;
    }
    const key = `${group}\u0000${urlKeyOf(c.req.url, declared)}`;
    const hit = entries.get(key);
    if (hit) return c.body(hit.body, hit.status, hit.headers);
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
    /** How many answers are kept and the bytes they hold. */
    stats: () => ({ entries: entries.size, bytes: entries.calculatedSize }),
    heldBytes: () => entries.calculatedSize,
  };
}
