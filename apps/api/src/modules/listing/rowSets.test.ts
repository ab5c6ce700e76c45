import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { intersect, intersectAll, union } from './rowSets';

const rows = (...n: number[]) => Int32Array.from(n);

describe('row sets', () => {
  it('intersects ascending lists', () => {
    expect([...intersect(rows(1, 3, 5, 7), rows(3, 4, 5, 8))]).toEqual([3, 5]);
    expect([...intersect(rows(), rows(1))]).toEqual([]);
  });

  it('unites lists without duplicates, ascending', () => {
    expect([...union([rows(1, 5), rows(2, 5, 9), rows(0)])]).toEqual([0, 1, 2, 5, 9]);
    expect([...union([])]).toEqual([]);
  });

  it('intersects many, or means every row for none', () => {
    expect([...intersectAll([rows(1, 2, 3, 4), rows(2, 4), rows(4, 2, 9).sort()])!]).toEqual([2, 4]);
    expect(intersectAll([])).toBeUndefined();
  });

  it('intersects a long list (through its bit set) as a walk over both would, in either order', () => {
    const ascending = (max: number, minLength: number) =>
      fc
        .uniqueArray(fc.integer({ min: 0, max }), { minLength, maxLength: minLength + 3000 })
        .map((n) => Int32Array.from(n).sort());
    fc.assert(
      fc.property(ascending(200_000, 5000), ascending(200_000, 0), (long, short) => {
        const inLong = new Set(long);
        const expected = [...short].filter((x) => inLong.has(x));
        expect([...intersect(long, short)]).toEqual(expected);
        expect([...intersect(short, long)]).toEqual(expected);
        // A second time: the bit set kept for the long list answers the same.
        expect([...intersect(short, long)]).toEqual(expected);
      }),
      { numRuns: 30 },
    );
  });
});
