import { describe, expect, it } from 'vitest';
import { toPrefixTsQuery } from './searchRepository';

describe('toPrefixTsQuery', () => {
  it('requires every word and accepts its corrections as alternatives', () => {
    expect(
      toPrefixTsQuery([
        { word: 'softshel', terms: ['softshell'] },
        { word: 'jaket', terms: ['jacket', 'jacka'] },
      ]),
    ).toBe('(softshel:* | softshell:*) & (jaket:* | jacket:* | jacka:*)');
  });

  it('gives no query for no words', () => {
    expect(toPrefixTsQuery([])).toBeUndefined();
  });
});
