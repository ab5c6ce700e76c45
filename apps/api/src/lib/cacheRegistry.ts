import { createTtlCache, type TtlCache } from '@workwear/server/ttlCache';
import { heldBytes } from './heldBytes';

export const MIB = 1024 * 1024;

/**
 * What every cache of the API says about itself, in one place: who owns the fact it keeps, what an
 * entry is keyed on, how long an entry is believed and how many bytes it may hold. README's table
 * "a change shows to a buyer within N seconds" is read from these declarations.
 */
export interface CacheDeclaration {
  /** The module that owns the cached fact; only it fills the cache. */
  readonly owner: string;
  /** What the cache holds, unique within its owner. */
  readonly name: string;
  /** What one entry is keyed on. */
  readonly key: string;
  /** How long an entry is believed (0: caching is off, every read loads). */
  readonly ttlMs: number;
  /** Bytes the cache may hold (heldBytes of its entries); null where the cache is the data set itself. */
  readonly maxBytes: number | null;
  /** What empties it before its time besides clearCaches(), when anything does. */
  readonly invalidatedBy?: string;
}

/** How the registry empties a cache and reads what it holds (none where counting would walk the data set). */
export interface CacheHandle {
  clear(): void;
  heldBytes?: () => number;
}

/** A TTL cache's declaration: its entry bound beside its byte cap, and a clock for tests. */
export interface TtlCacheDeclaration extends CacheDeclaration {
  readonly maxBytes: number;
  readonly maxEntries: number;
  readonly clock?: () => number;
}

/** What an entry holds: its key and its value, strings at two bytes a character (heldBytes). */
const entryBytes = (key: string, value: unknown) => key.length * 2 + heldBytes(value);

/**
 * The caches of one app: modules declare theirs here as they are built, and the composition root
 * clears them all in one walk (clearCaches) instead of naming every owner.
 */
export function createCacheRegistry() {
  const caches: { declaration: CacheDeclaration; handle: CacheHandle }[] = [];

  function register(declaration: CacheDeclaration, handle: CacheHandle) {
    const { owner, name } = declaration;
    if (caches.some((c) => c.declaration.owner === owner && c.declaration.name === name)) {
      throw new Error(`Cache ${owner}/${name} is declared twice`);
    }
    caches.push({ declaration, handle });
  }

  return {
    register,

    /** A TTL cache (packages/server/ttlCache) capped at maxBytes by heldBytes, registered under its declaration. */
    ttlCache<V>(declaration: TtlCacheDeclaration): TtlCache<V> {
      const { maxEntries, clock, ...declared } = declaration;
      const cache = createTtlCache<V>({
        ttlMs: declaration.ttlMs,
        maxEntries,
        maxBytes: declaration.maxBytes,
        sizeOf: entryBytes,
        ...(clock ? { clock } : {}),
      });
      register(declared, { clear: cache.clear, heldBytes: () => cache.bytes });
      return cache;
    },

    /** Every declaration with the bytes its cache holds now (null: not counted), in registration order. */
    list(): (CacheDeclaration & { heldBytes: number | null })[] {
      return caches.map(({ declaration, handle }) => ({
        ...declaration,
        heldBytes: handle.heldBytes?.() ?? null,
      }));
    },

    /** After a catalogue import or a settings change: every registered cache forgets what it holds. */
    clearCaches() {
      for (const { handle } of caches) handle.clear();
    },
  };
}
export type CacheRegistry = ReturnType<typeof createCacheRegistry>;
