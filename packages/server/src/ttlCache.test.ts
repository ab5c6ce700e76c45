import { describe, expect, it } from 'vitest';
import { createTtlCache } from './ttlCache';

describe('createTtlCache', () => {
  it('shares one load between concurrent misses', async () => {
    const cache = createTtlCache<number>({ ttlMs: 1000, maxEntries: 10 });
    let loads = 0;
    const load = async () => ++loads;
    const [a, b] = await Promise.all([cache.get('k', load), cache.get('k', load)]);
    expect([a, b, loads]).toEqual([1, 1, 1]);
  });

  it('reloads after the time to live', async () => {
    const cache = createTtlCache<number>({ ttlMs: 0, maxEntries: 10 });
    let loads = 0;
    await cache.get('k', async () => ++loads);
    await cache.get('k', async () => ++loads);
    expect(loads).toBe(2);
  });

  it('keeps an entry its time to live by the given clock', async () => {
    let now = 0;
    const cache = createTtlCache<number>({ ttlMs: 300_000, maxEntries: 10, clock: () => now });
    let loads = 0;
    const load = async () => ++loads;
    await cache.get('k', load);
    now = 299_999;
    expect(await cache.get('k', load)).toBe(1);
    now = 300_000;
    expect(await cache.get('k', load)).toBe(2);
  });

  it('drops failed loads and the oldest entry past the bound', async () => {
    const cache = createTtlCache<number>({ ttlMs: 10_000, maxEntries: 2 });
    await expect(cache.get('bad', async () => Promise.reject(new Error('x')))).rejects.toThrow('x');
    expect(cache.size).toBe(0);
    for (const k of ['a', 'b', 'c']) await cache.get(k, async () => 1);
    expect(cache.size).toBe(2);
    let reloaded = false;
    await cache.get('a', async () => {
      reloaded = true;
      return 1;
    });
    expect(reloaded).toBe(true);
  });
});
