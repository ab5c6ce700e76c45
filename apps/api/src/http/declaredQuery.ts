import { type AnyCall, fullPathOf } from '@workwear/contracts';
import { memoized } from '@workwear/server/memoized';
import { TrieRouter } from 'hono/router/trie-router';
import type { z } from 'zod';

/** The query parameters the GET calls served at a path declare; undefined where no call is declared. */
export type DeclaredQuery = (path: string) => ReadonlySet<string> | undefined;

/**
 * The declared query parameters per path, matched with Hono's router as the routes are. Where two
 * declarations match one path (/products/search/{term} and /products/{sku}/{kind}), the names of both
 * count: keeping a name too many only splits entries, dropping one would mix answers.
 */
export function declaredQueryOf(calls: readonly AnyCall[]): DeclaredQuery {
  const router = new TrieRouter<readonly string[]>();
  for (const call of calls) {
    if (call.method !== 'get') continue;
    const names = Object.keys((call.query as z.ZodObject | undefined)?.shape ?? {});
    router.add('GET', fullPathOf(call).replace(/\{(\w+)\}/g, ':$1'), names);
  }
  // Every cacheable request asks; the match costs microseconds, a remembered path tens of nanoseconds.
  return memoized((path) => {
    const [matches] = router.match('GET', path);
    return matches.length === 0 ? undefined : new Set(matches.flatMap(([names]) => names));
  }, 10_000);
}
