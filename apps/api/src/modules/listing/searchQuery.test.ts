import { describe, expect, it } from 'vitest';
import { toTsQuery } from './searchQuery';

describe('toTsQuery', () => {
  it('requires every word, accepts corrections, and lets only the last word be a prefix', () => {
    expect(
      toTsQuery([
        { word: 'softshel', terms: ['softshell'] },
        { word: 'jaket', terms: ['jacket', 'jacka'] },
      ]),
    ).toBe('(softshel | softshell) & (jaket:* | jacket | jacka)');
  });

  it('gives no query for no words', () => {
    expect(toTsQuery([])).toBeUndefined();
  });
});
