import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  andInto,
  bitsOf,
  flagBits,
  forEachBit,
  hasBit,
  keepBits,
  orInto,
  popcount,
  postingBits,
  wordsFor,
} from './rowBits';

const rowsOf = (bits: Uint32Array) => {
  const rows: number[] = [];
  forEachBit(bits, (r) => rows.push(r));
  return rows;
};

/** An index size and two ascending row lists within it. */
const twoLists = fc.integer({ min: 1, max: 3000 }).chain((size) =>
  fc.record({
    size: fc.constant(size),
    a: fc
      .uniqueArray(fc.integer({ min: 0, max: size - 1 }), { maxLength: size })
      .map((l) => l.sort((x, y) => x - y)),
    b: fc
      .uniqueArray(fc.integer({ min: 0, max: size - 1 }), { maxLength: size })
      .map((l) => l.sort((x, y) => x - y)),
  }),
);

describe('row bit sets', () => {
  it('hold the rows of a list, visited ascending, and intersect and unite as sets do (fast-check)', () => {
    fc.assert(
      fc.property(twoLists, ({ size, a, b }) => {
        const words = wordsFor(size);
        const bitsA = bitsOf(Int32Array.from(a), words);
        const bitsB = postingBits(Int32Array.from(b), words);
        expect(rowsOf(bitsA)).toEqual(a);
        expect(rowsOf(bitsB)).toEqual(b);
        const inB = new Set(b);
        expect(rowsOf(andInto(bitsA.slice(), bitsB))).toEqual(a.filter((r) => inB.has(r)));
        expect(rowsOf(orInto(bitsA.slice(), bitsB))).toEqual(
          [...new Set([...a, ...b])].sort((x, y) => x - y),
        );
        expect(rowsOf(keepBits(bitsA.slice(), (r) => r % 3 === 0))).toEqual(a.filter((r) => r % 3 === 0));
        for (const r of a) expect(hasBit(bitsA, r)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('keeps a long list as bits and answers the same the second time', () => {
    const list = Int32Array.from({ length: 500 }, (_, i) => i * 2);
    const first = postingBits(list, wordsFor(1000));
    expect(postingBits(list, wordsFor(1000))).toBe(first);
    expect(rowsOf(first)).toEqual([...list]);
  });

  it('makes a set of the rows whose flag is set', () => {
    const flags = Uint8Array.from([1, 0, 0, 1, 1, ...Array(40).fill(0), 1]);
    expect(rowsOf(flagBits(flags, wordsFor(flags.length), (f) => f === 1))).toEqual([0, 3, 4, 45]);
  });
});

describe('popcount', () => {
  it('counts the set bits of any 32-bit word, signed as bitwise operators give it (fast-check)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(2 ** 31), max: 2 ** 32 - 1 }), (x) => {
        const word = x | 0;
        const expected = [...(word >>> 0).toString(2)].filter((b) => b === '1').length;
        expect(popcount(word)).toBe(expected);
      }),
    );
    expect(popcount(-1)).toBe(32);
    expect(popcount(0)).toBe(0);
  });
});
