import { CACHE_DEFAULT_SECONDS } from '@workwear/domain';
import { createTtlCache, type TtlCache } from '@workwear/server/ttlCache';

/**
 * What every page asks about the session's own company (the company, the companies it may switch
 * to), kept per access token for the spec's default cache time, so a buyer moving between pages does
 * not ask again each time. A token names one session acting for one company, and a refresh or a
 * company switch brings a new one; a failed answer is not kept.
 */
export function createPerTokenCache<V>(): TtlCache<V> {
  return createTtlCache<V>({ ttlMs: CACHE_DEFAULT_SECONDS * 1000, maxEntries: 5_000 });
}
