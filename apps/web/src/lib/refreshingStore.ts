/**
 * The spec's provider states for data the storefront keeps between requests (feature flags, company
 * settings): not-ready before the first answer, ready while the value is fresh, stale once it is
 * older than the time to live (it is still served while one reload runs), error when the last load
 * failed. Readers get the fallback in not-ready and error, so a failing service turns features off
 * (their default) rather than taking pages down.
 */
export type ProviderState = 'not-ready' | 'ready' | 'error' | 'stale';

export type StoreRead<T> = { readonly state: ProviderState; readonly value: T };

type Entry<T> = {
  value: T | undefined;
  loadedAt: number;
  failedAt: number | undefined;
  loading: Promise<void> | undefined;
};

export type RefreshingStoreOptions<K, T> = {
  load: (key: K) => Promise<T>;
  /** What readers get when there is no value to serve (not-ready, error). */
  fallback: T;
  ttlMs: number;
  /** After a failure the next load waits this long, so a down service is not asked on every request. */
  retryAfterMs: number;
  /** A reload replaces the kept value only when it differs, so readers keep the same object. */
  differs?: (kept: T, loaded: T) => boolean;
  /** Called with each failed load (the storefront logs it). */
  onError: (key: K, error: unknown) => void;
  clock?: () => number;
  maxEntries?: number;
  /** The identity of a key (default: the key itself), when keys carry more than what they name. */
  idOf?: (key: K) => unknown;
};

export function createRefreshingStore<K, T>(options: RefreshingStoreOptions<K, T>) {
  const clock = options.clock ?? Date.now;
  const differs = options.differs ?? (() => true);
  const idOf = options.idOf ?? ((key: K) => key);
  const entries = new Map<unknown, Entry<T>>();

  const reload = (key: K, entry: Entry<T>): Promise<void> => {
    entry.loading ??= options
      .load(key)
      .then(
        (loaded) => {
          if (entry.value === undefined || differs(entry.value, loaded)) entry.value = loaded;
          entry.loadedAt = clock();
          entry.failedAt = undefined;
        },
        (error: unknown) => {
          entry.failedAt = clock();
          options.onError(key, error);
        },
      )
      .finally(() => {
        entry.loading = undefined;
      });
    return entry.loading;
  };

  const entryOf = (key: K): Entry<T> => {
    const id = idOf(key);
    let entry = entries.get(id);
    if (!entry) {
      // The oldest key goes first; flags and settings have far fewer keys than this in practice.
      if (entries.size >= (options.maxEntries ?? 1000)) entries.delete(entries.keys().next().value);
      entry = { value: undefined, loadedAt: 0, failedAt: undefined, loading: undefined };
      entries.set(id, entry);
    }
    return entry;
  };

  const stateOf = (entry: Entry<T>, now: number): ProviderState => {
    if (entry.failedAt !== undefined) return 'error';
    if (entry.value === undefined) return 'not-ready';
    return now - entry.loadedAt < options.ttlMs ? 'ready' : 'stale';
  };

  const read = (entry: Entry<T>): StoreRead<T> => {
    const state = stateOf(entry, clock());
    const usable = state === 'ready' || state === 'stale';
    return { state, value: usable && entry.value !== undefined ? entry.value : options.fallback };
  };

  return {
    /** The state and value without loading anything. */
    peek(key: K): StoreRead<T> {
      const entry = entries.get(idOf(key));
      return entry ? read(entry) : { state: 'not-ready', value: options.fallback };
    },
    /**
     * The value for a page: the first read waits for the load; a stale value is served at once while
     * it reloads in the background; after a failure the load is tried again once retryAfterMs passed.
     */
    async get(key: K): Promise<StoreRead<T>> {
      const entry = entryOf(key);
      const now = clock();
      const state = stateOf(entry, now);
      if (state === 'not-ready') await reload(key, entry);
      else if (state === 'error' && now - (entry.failedAt ?? 0) >= options.retryAfterMs) {
        await reload(key, entry);
      } else if (state === 'stale') void reload(key, entry);
      return read(entry);
    },
    clear(): void {
      entries.clear();
    },
  };
}
