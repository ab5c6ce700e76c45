import { describe, expect, it } from 'vitest';
import { createRefreshingStore } from './refreshingStore';

function setup(differs?: (a: { v: number }, b: { v: number }) => boolean) {
  let now = 0;
  let next: { v: number } | Error = { v: 1 };
  let loads = 0;
  const errors: unknown[] = [];
  const store = createRefreshingStore<string, { v: number }>({
    load: async () => {
      loads++;
      if (next instanceof Error) throw next;
      return next;
    },
    fallback: { v: 0 },
    ttlMs: 300_000,
    retryAfterMs: 5_000,
    onError: (_key, error) => errors.push(error),
    clock: () => now,
    ...(differs ? { differs } : {}),
  });
  return {
    store,
    errors,
    loads: () => loads,
    advance: (ms: number) => {
      now += ms;
    },
    answer: (value: { v: number } | Error) => {
      next = value;
    },
  };
}

describe('refreshing store (provider states)', () => {
  it('is not-ready with the fallback before anything loaded, ready after the first read', async () => {
    const t = setup();
    expect(t.store.peek('se')).toEqual({ state: 'not-ready', value: { v: 0 } });
    expect(await t.store.get('se')).toEqual({ state: 'ready', value: { v: 1 } });
    expect(t.loads()).toBe(1);
  });

  it('serves a stale value at once after the time to live and reloads it once in the background', async () => {
    const t = setup();
    await t.store.get('se');
    t.answer({ v: 2 });
    t.advance(300_000);
    const [a, b] = await Promise.all([t.store.get('se'), t.store.get('se')]);
    expect(a).toEqual({ state: 'stale', value: { v: 1 } });
    expect(b.state).toBe('stale');
    await Promise.resolve();
    await Promise.resolve();
    expect(t.loads()).toBe(2);
    expect(t.store.peek('se')).toEqual({ state: 'ready', value: { v: 2 } });
  });

  it('falls back to the default in error, and tries again only after the retry delay', async () => {
    const t = setup();
    t.answer(new Error('down'));
    expect(await t.store.get('se')).toEqual({ state: 'error', value: { v: 0 } });
    expect(t.errors).toHaveLength(1);
    t.answer({ v: 3 });
    t.advance(4_999);
    expect(await t.store.get('se')).toEqual({ state: 'error', value: { v: 0 } });
    expect(t.loads()).toBe(1);
    t.advance(1);
    expect(await t.store.get('se')).toEqual({ state: 'ready', value: { v: 3 } });
  });

  it('keeps the same object when a reload brings nothing different', async () => {
    const t = setup((a, b) => a.v !== b.v);
    const first = (await t.store.get('se')).value;
    t.answer({ v: 1 });
    t.advance(300_000);
    await t.store.get('se');
    await new Promise((resolve) => setTimeout(resolve, 0));
    const kept = t.store.peek('se');
    expect(kept.state).toBe('ready');
    expect(kept.value).toBe(first);
    t.answer({ v: 4 });
    t.advance(300_000);
    await t.store.get('se');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(t.store.peek('se').value).toEqual({ v: 4 });
  });

  it('keeps each key apart', async () => {
    const t = setup();
    await t.store.get('se');
    expect(t.store.peek('de').state).toBe('not-ready');
  });
});
