/**
 * In-process cache of promises with a time to live and a size bound (oldest entries go first).
 * Storing the promise, not the value, makes concurrent misses share one load.
 */
export interface TtlCache<V> {
  get(key: string, load: () => Promise<V>): Promise<V>;
  clear(): void;
  readonly size: number;
}

export function createTtlCache<V>(options: {
  ttlMs: number;
  maxEntries: number;
  /** Milliseconds now; default Date.now. Tests pass their own to step past the time to live. */
  clock?: () => number;
}): TtlCache<V> {
  const entries = new Map<string, { value: Promise<V>; expires: number }>();
  const clock = options.clock ?? Date.now;
  return {
    get(key, load) {
      const now = clock();
      const hit = entries.get(key);
      if (hit && hit.expires > now) return hit.value;
      if (hit) entries.delete(key);
      const value = load();
      entries.set(key, { value, expires: now + options.ttlMs });
      // A failed load must not be served from the cache until it expires.
      value.catch(() => entries.delete(key));
      if (entries.size > options.maxEntries) entries.delete(entries.keys().next().value as string);
      return value;
    },
    clear: () => entries.clear(),
    get size() {
      return entries.size;
    },
  };
}
