/**
 * In-process cache of promises with a time to live and a size bound (oldest entries go first).
 * Storing the promise, not the value, makes concurrent misses share one load.
 */
export interface TtlCache<V> {
  get(key: string, load: () => Promise<V>): Promise<V>;
  clear(): void;
  readonly size: number;
  /** Bytes the loaded entries hold by `sizeOf`; 0 without one. */
  readonly bytes: number;
}

interface Entry<V> {
  value: Promise<V>;
  expires: number;
  /** Counted once the load resolves: a pending promise holds nothing yet. */
  bytes: number;
}

export function createTtlCache<V>(options: {
  ttlMs: number;
  maxEntries: number;
  /** With sizeOf: past this many bytes the oldest entries go, the newest too if it alone is larger. */
  maxBytes?: number;
  /** What an entry holds in memory (the registry measures with heldBytes). */
  sizeOf?: (key: string, value: V) => number;
  /** Milliseconds now; default Date.now. Tests pass their own to step past the time to live. */
  clock?: () => number;
}): TtlCache<V> {
  const entries = new Map<string, Entry<V>>();
  const clock = options.clock ?? Date.now;
  const { maxBytes = Number.POSITIVE_INFINITY, sizeOf } = options;
  let bytes = 0;

  const remove = (key: string) => {
    bytes -= entries.get(key)?.bytes ?? 0;
    entries.delete(key);
  };
  const oldestKey = () => entries.keys().next().value as string;

  const count = (key: string, entry: Entry<V>, value: V) => {
    // A newer load for the key, or a clear, has replaced this entry meanwhile.
    if (!sizeOf || entries.get(key) !== entry) return;
    entry.bytes = sizeOf(key, value);
    bytes += entry.bytes;
    while (bytes > maxBytes && entries.size > 0) remove(oldestKey());
  };

  return {
    get(key, load) {
      const now = clock();
      const hit = entries.get(key);
      if (hit && hit.expires > now) return hit.value;
      if (hit) remove(key);
      const value = load();
      const entry: Entry<V> = { value, expires: now + options.ttlMs, bytes: 0 };
      entries.set(key, entry);
      value.then(
        (loaded) => count(key, entry, loaded),
        // A failed load must not be served from the cache until it expires.
        () => remove(key),
      );
      if (entries.size > options.maxEntries) remove(oldestKey());
      return value;
    },
    clear: () => {
      entries.clear();
      bytes = 0;
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
  };
}
