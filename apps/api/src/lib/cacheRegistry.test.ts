import { describe, expect, it } from 'vitest';
import { createCacheRegistry } from './cacheRegistry';
import { heldBytes } from './heldBytes';

const declaration = { owner: 'pricing', name: 'companies', key: 'company id', ttlMs: 10_000 };

describe('cache registry', () => {
  it('lists each cache with its owner, key, time to live, byte cap and the bytes it holds', async () => {
    const caches = createCacheRegistry();
    const companies = caches.ttlCache<string>({ ...declaration, maxEntries: 10, maxBytes: 1024 });
    caches.register(
      { owner: 'listing', name: 'listingIndex', key: 'one index', ttlMs: 60_000, maxBytes: null },
      { clear: () => {} },
    );
    await companies.get('42', async () => 'Nordbygg');
    expect(caches.list()).toEqual([
      { ...declaration, maxBytes: 1024, heldBytes: heldBytes('42') + heldBytes('Nordbygg') },
      {
        owner: 'listing',
        name: 'listingIndex',
        key: 'one index',
        ttlMs: 60_000,
        maxBytes: null,
        heldBytes: null,
      },
    ]);
  });

  it('refuses a second cache of the same owner and name', () => {
    const caches = createCacheRegistry();
    caches.ttlCache({ ...declaration, maxEntries: 10, maxBytes: 1024 });
    expect(() => caches.ttlCache({ ...declaration, maxEntries: 10, maxBytes: 1024 })).toThrow(
      'pricing/companies is declared twice',
    );
  });

  it('evicts the oldest entries past the byte cap, counted by heldBytes', async () => {
    const caches = createCacheRegistry();
    // Key '1' and a 99-character value: 200 bytes an entry, so two fit in 450 and a third does not.
    const cache = caches.ttlCache<string>({ ...declaration, maxEntries: 100, maxBytes: 450 });
    let loads = 0;
    const load = async () => {
      loads++;
      return 'x'.repeat(99);
    };
    for (const key of ['1', '2', '3']) await cache.get(key, load);
    expect([cache.size, cache.bytes]).toEqual([2, 400]);
    await cache.get('2', load);
    await cache.get('3', load);
    expect(loads).toBe(3);
    await cache.get('1', load);
    expect(loads).toBe(4);
  });

  it('keeps no entry larger than the whole cap', async () => {
    const caches = createCacheRegistry();
    const cache = caches.ttlCache<string>({ ...declaration, maxEntries: 10, maxBytes: 100 });
    expect(await cache.get('big', async () => 'y'.repeat(100))).toBe('y'.repeat(100));
    expect([cache.size, cache.bytes]).toEqual([0, 0]);
  });

  it('clearCaches empties every registered cache', async () => {
    const caches = createCacheRegistry();
    const companies = caches.ttlCache<number>({ ...declaration, maxEntries: 10, maxBytes: 1024 });
    const flags = caches.ttlCache<boolean>({
      owner: 'features',
      name: 'flags',
      key: 'market id',
      ttlMs: 300_000,
      maxEntries: 10,
      maxBytes: 1024,
    });
    let indexCleared = false;
    caches.register(
      { owner: 'listing', name: 'listingIndex', key: 'one index', ttlMs: 60_000, maxBytes: null },
      { clear: () => (indexCleared = true) },
    );
    await companies.get('1', async () => 1);
    await flags.get('SE', async () => true);
    caches.clearCaches();
    expect([companies.size, companies.bytes, flags.size, indexCleared]).toEqual([0, 0, 0, true]);
    expect(await companies.get('1', async () => 2)).toBe(2);
  });
});
