import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { editDistance, editsAllowed } from './editDistance';

/** The textbook optimal string alignment distance, the whole matrix, no bound: the reference. */
function reference(a: string, b: string): number {
  const s = [...a];
  const t = [...b];
  const d = Array.from({ length: s.length + 1 }, (_, i) =>
    Array.from({ length: t.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= s.length; i++) {
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) {
        d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
      }
    }
  }
  return d[s.length]![t.length]!;
}

describe('edit distance (optimal string alignment)', () => {
  it('counts two swapped neighbours as one edit, as Levenshtein does not', () => {
    expect(editDistance('jakca', 'jacka', 2)).toBe(1);
    expect(editDistance('jkaca', 'jacka', 2)).toBe(2);
    expect(editDistance('byxor', 'bxyor', 2)).toBe(1);
  });

  it('counts a deletion, an insertion and a substitution as one edit each', () => {
    expect(editDistance('jacka', 'jaka', 2)).toBe(1);
    expect(editDistance('jacka', 'jackan', 2)).toBe(1);
    expect(editDistance('jacka', 'jacke', 2)).toBe(1);
    expect(editDistance('jacka', 'jacka', 2)).toBe(0);
  });

  it('is restricted: a swapped pair is not edited again (ca to abc is three edits)', () => {
    expect(editDistance('ca', 'abc', 5)).toBe(3);
  });

  it('counts letters as code points, so ę, ř and ģ are one letter each', () => {
    expect(editDistance('męska', 'męksa', 2)).toBe(1);
    expect(editDistance('řemen', 'remen', 2)).toBe(1);
    expect(editDistance('ģērbšanās', 'gērbšanās', 2)).toBe(1);
  });

  it('answers one past the bound for anything farther, early', () => {
    expect(editDistance('jacka', 'byxor', 1)).toBe(2);
    expect(editDistance('a', 'abcdef', 2)).toBe(3);
    expect(editDistance('', 'ab', 5)).toBe(2);
    expect(editDistance('', 'abcdef', 2)).toBe(3);
  });

  it('equals the whole matrix up to the bound for any two words (fast-check)', () => {
    const word = fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'ę', 'ř'), maxLength: 9 });
    fc.assert(
      fc.property(word, word, fc.integer({ min: 0, max: 4 }), (a, b, max) => {
        expect(editDistance(a, b, max)).toBe(Math.min(reference(a, b), max + 1));
      }),
      { numRuns: 3000 },
    );
  });

  it('allows no edit under 4 letters, one up to 7, two from 8', () => {
    expect([2, 3, 4, 7, 8, 12].map(editsAllowed)).toEqual([0, 0, 1, 1, 2, 2]);
  });
});
