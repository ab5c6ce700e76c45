/**
 * A small map whose entries live ttlMs by the given clock (tests pass their own to expire entries
 * without waiting). Concurrent misses of one key share one load; a failed load is not kept.
 */
export function ttlCache<V>(ttlMs: number, clock: () => number = Date.now) {
  const entries = new Map<string, { value: Promise<V>; expires: number }>();
  return {
    get(key: string, load: () => Promise<V>): Promise<V> {
      const hit = entries.get(key);
      if (hit && hit.expires > clock()) return hit.value;
      const value = load();
      entries.set(key, { value, expires: clock() + ttlMs });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
    clear: () => entries.clear(),
  };
}
