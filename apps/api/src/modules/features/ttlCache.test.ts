import { describe, expect, it } from 'vitest';
import { ttlCache } from './ttlCache';

describe('ttlCache', () => {
  it('keeps a value for its time by the given clock, then loads again', async () => {
    let now = 0;
    let loads = 0;
    const cache = ttlCache<number>(300_000, () => now);
    const load = async () => ++loads;
    expect(await cache.get('se', load)).toBe(1);
    now = 299_999;
    expect(await cache.get('se', load)).toBe(1);
    now = 300_000;
    expect(await cache.get('se', load)).toBe(2);
    expect(await cache.get('de', load)).toBe(3);
    cache.clear();
    expect(await cache.get('se', load)).toBe(4);
  });

  it('shares one load between concurrent misses and forgets a failed load', async () => {
    let loads = 0;
    const cache = ttlCache<number>(1000, () => 0);
    const [a, b] = await Promise.all([
      cache.get('k', async () => ++loads),
      cache.get('k', async () => ++loads),
    ]);
    expect([a, b, loads]).toEqual([1, 1, 1]);
    const failing = ttlCache<number>(1000, () => 0);
    await expect(failing.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await failing.get('k', async () => 7)).toBe(7);
  });
});
