import { describe, expect, it } from 'vitest';
import { pgQsort } from './pgSort';
import { charTableOf, queryWords } from './textForm';
import { rankItems } from './textIndex';
import { similarity, trigramsOf } from './trigrams';
import { parseTsvector } from './tsvectorText';

const sim = (a: string, b: string) => similarity(trigramsOf(a), trigramsOf(b));

describe('trigram similarity', () => {
  it('gives pg_trgm similarity() to the float4 bit', () => {
    // Values read from PostgreSQL 15's pg_trgm: SELECT similarity('jacket', 'jaket') and the rest.
    expect(sim('jacket', 'jaket')).toBe(Math.fround(0.44444445));
    expect(sim('abcdefg', 'abcdxfg')).toBe(Math.fround(0.45454547));
    expect(sim('softshell', 'softshel')).toBe(Math.fround(0.72727275));
    expect(sim('word', 'word')).toBe(1);
    expect(sim('abc', 'xyz')).toBe(0);
  });

  it('rounds to float4 like PostgreSQL, so 7/20 is just under 0.35 as a double', () => {
    const s = sim('arbeitehosen', 'arbeitsjacken');
    expect(s).toBe(Math.fround(7 / 20));
    expect(s < 0.35).toBe(true);
    expect(s >= Math.fround(0.35)).toBe(true);
  });

  it('pads the word with two spaces before and one after, each trigram once', () => {
    expect(trigramsOf('aaa')).toEqual(['  a', ' aa', 'aa ', 'aaa']);
    expect(trigramsOf('øl')).toEqual(['  ø', ' øl', 'øl ']);
  });
});

describe('query words', () => {
  // A table as PostgreSQL writes it: ASCII letters and digits are words; Ä becomes a, ß ss.
  const flags = Array.from({ length: 200 }, (_, i) =>
    /[a-zA-Z0-9]/.test(String.fromCodePoint(i + 1)) ? '1' : '0',
  );
  const upper = Object.fromEntries(
    Array.from({ length: 26 }, (_, i) => [65 + i, String.fromCharCode(97 + i)]),
  );
  const table = charTableOf(flags.join(''), { ...upper, 196: 'a', 223: 'ss' });

  it('lower-cases and unaccents by the table, splits on what is not a letter or digit, keeps words of two', () => {
    expect(queryWords(table, 'Jacka ÄRM-x 100% ßo')).toEqual(['jacka', 'arm', '100', 'sso']);
  });

  it('keeps each word once, where it first appears', () => {
    expect(queryWords(table, 'ab cd ab')).toEqual(['ab', 'cd']);
  });
});

describe('tsvector text', () => {
  it('reads lexemes, doubled quotes and backslashes, positions and weights', () => {
    expect(parseTsvector("'it''s':1A,5 'a\\\\b':3C 'x':2B 'plain'")).toEqual([
      { lexeme: "it's", positions: [(3 << 14) | 1, 5] },
      { lexeme: 'a\\b', positions: [(1 << 14) | 3] },
      { lexeme: 'x', positions: [(2 << 14) | 2] },
      { lexeme: 'plain', positions: [] },
    ]);
  });
});

describe("PostgreSQL's qsort and ts_rank's operands", () => {
  it('sorts like any sort', () => {
    const values = Array.from({ length: 300 }, (_, i) => (i * 7919) % 101);
    expect(pgQsort([...values], (a, b) => a - b)).toEqual([...values].sort((a, b) => a - b));
  });

  it('keeps equal elements in order under seven (insertion sort)', () => {
    const items = [
      { k: 2, id: 'a' },
      { k: 1, id: 'b' },
      { k: 2, id: 'c' },
    ];
    expect(pgQsort(items, (a, b) => a.k - b.k).map((i) => i.id)).toEqual(['b', 'a', 'c']);
  });

  it('keeps the operand written last of two with one lexeme: to_tsquery stores them in reverse', () => {
    expect(
      rankItems([
        [
          { lexeme: 'led', prefix: true },
          { lexeme: 'led', prefix: false },
        ],
      ]),
    ).toEqual([{ lexeme: 'led', prefix: false }]);
  });
});
