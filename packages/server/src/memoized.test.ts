import { describe, expect, it } from 'vitest';
import { memoized } from './memoized';

describe('memoized', () => {
  it('computes each input once, undefined results included', () => {
    const calls: string[] = [];
    const lengthOrNothing = memoized((s) => {
      calls.push(s);
      return s === '' ? undefined : s.length;
    }, 10);
    expect([
      lengthOrNothing('abc'),
      lengthOrNothing('abc'),
      lengthOrNothing(''),
      lengthOrNothing(''),
    ]).toEqual([3, 3, undefined, undefined]);
    expect(calls).toEqual(['abc', '']);
  });

  it('forgets everything at its bound, so distinct inputs never grow it past maxEntries', () => {
    const calls: string[] = [];
    const upper = memoized((s) => {
      calls.push(s);
      return s.toUpperCase();
    }, 2);
    for (const s of ['a', 'b', 'c', 'a']) upper(s);
    // 'c' found the memo full and cleared it, so 'a' is computed again.
    expect(calls).toEqual(['a', 'b', 'c', 'a']);
  });
});
