import { describe, expect, it } from 'vitest';
import { articleNumberOf, toTsQuery, withArticleHits } from './searchQuery';

describe('toTsQuery', () => {
  it('requires every word, accepts corrections, and lets only the last word be a prefix', () => {
    expect(
      toTsQuery([
        { word: 'softshel', terms: ['softshell'], compounds: [] },
        { word: 'jaket', terms: ['jacket', 'jacka'], compounds: [] },
      ]),
    ).toBe('(softshel | softshell) & (jaket:* | jacket | jacka)');
  });

  it('accepts the compounds a word is part of as the word', () => {
    expect(
      toTsQuery([
        { word: 'jacke', terms: [], compounds: ['arbeitsjacke', 'softshelljacke'] },
        { word: 'damen', terms: [], compounds: [] },
      ]),
    ).toBe('(jacke | arbeitsjacke | softshelljacke) & (damen:*)');
  });

  it('gives no query for no words', () => {
    expect(toTsQuery([])).toBeUndefined();
  });
});

describe('articleNumberOf', () => {
  it('reads letters and digits, upper-cased, without the separators typed between groups', () => {
    expect(articleNumberOf('100163309900')).toBe('100163309900');
    expect(articleNumberOf(' 1001 6330-9900 ')).toBe('100163309900');
    expect(articleNumberOf('1001.6330.9900.3xl')).toBe('1001633099003XL');
  });

  it('refuses what cannot be an article number', () => {
    expect(articleNumberOf('100')).toBeUndefined();
    expect(articleNumberOf('jacke, damen')).toBeUndefined();
    expect(articleNumberOf('10016330/9900')).toBeUndefined();
    expect(articleNumberOf('1'.repeat(41))).toBeUndefined();
  });
});

describe('withArticleHits', () => {
  const hit = (productId: number, exact: boolean) => ({
    productId,
    uniqueName: `p${productId}`,
    partNo: `${productId}`.padStart(12, '0'),
    match: exact ? ('partNo' as const) : null,
  });

  it('ranks products an article number names above every text match, the exact one first', () => {
    const text = { productIds: [1, 5, 9], relevance: [0.2, 0.6, 0.1] };
    expect(withArticleHits(text, [hit(9, false), hit(7, true)])).toEqual({
      productIds: [1, 5, 7, 9],
      relevance: [0.2, 0.6, 2.6, 1.6],
    });
  });

  it('is the hits alone without a text search, and the text search alone without hits', () => {
    expect(withArticleHits(undefined, [hit(3, false)])).toEqual({ productIds: [3], relevance: [1] });
    const text = { productIds: [2], relevance: [0.5] };
    expect(withArticleHits(text, [])).toBe(text);
    expect(withArticleHits(undefined, [])).toBeUndefined();
  });
});
