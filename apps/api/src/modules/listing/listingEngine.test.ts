import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { byScore, pageBySorting, pageByWalking } from './listingEngine';

/** A precomputed order over n rows (a permutation) and each row's position in it. */
const ordered = fc.integer({ min: 1, max: 400 }).chain((n) =>
  fc.shuffledSubarray(
    Array.from({ length: n }, (_, r) => r),
    { minLength: n, maxLength: n },
  ),
);

describe('a page in a precomputed order', () => {
  it('is the same whether the matches are sorted by position or the order is walked (fast-check)', () => {
    fc.assert(
      fc.property(
        ordered,
        fc.infiniteStream(fc.boolean()),
        fc.integer({ min: 0, max: 120 }),
        fc.integer({ min: 1, max: 30 }),
        (permutation, picks, start, pageSize) => {
          const order = Int32Array.from(permutation);
          const rank = new Int32Array(order.length);
          order.forEach((r, position) => {
            rank[r] = position;
          });
          const stream = picks[Symbol.iterator]();
          const rows = permutation.map((_, r) => r).filter(() => stream.next().value === true);
          const expected = [...rows].sort((a, b) => rank[a]! - rank[b]!).slice(start, start + pageSize);
          expect(pageBySorting(order, rank, rows, start, pageSize)).toEqual(expected);
          expect(pageByWalking(order, rows, order.length, start, pageSize)).toEqual(expected);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('rows by score', () => {
  it('are the comparison sort: highest score first, ties by row, cut at the count (fast-check)', () => {
    fc.assert(
      fc.property(
        // Long enough that a first page is kept while the rows pass, a late one sorted.
        fc.uniqueArray(fc.integer({ min: 0, max: 2 ** 21 - 1 }), { minLength: 50, maxLength: 300 }),
        // Few distinct scores, so ties are common; doubles as withArticleHits makes them.
        fc.array(fc.constantFrom(0, 0.1, Math.fround(0.0607927), Math.fround(0.0607927) + 2, 3.5), {
          minLength: 300,
          maxLength: 300,
        }),
        fc.oneof(fc.integer({ min: 0, max: 30 }), fc.integer({ min: 0, max: 320 })),
        (rows, scores, count) => {
          const score = (r: number) => scores[rows.indexOf(r)]!;
          const expected = [...rows].sort((a, b) => score(b) - score(a) || a - b).slice(0, count);
          expect(byScore(rows, score, count)).toEqual(expected);
        },
      ),
    );
  });
});
