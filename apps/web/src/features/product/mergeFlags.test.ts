import { describe, expect, it } from 'vitest';
import { mergeFlags } from './mergeFlags';

describe('mergeFlags', () => {
  it('lists each flag once, product flags first', () => {
    const news = { id: 1, code: 'news', name: 'News', isPromotion: false };
    const sale = { id: 2, code: 'sale', name: 'Sale', isPromotion: true };
    expect(mergeFlags([news], [sale, news])).toEqual([news, sale]);
    expect(mergeFlags([], [])).toEqual([]);
  });
});
