import { MARKETS } from '@workwear/domain';
import { describe, expect, it } from 'vitest';
import { DEMO_EXCHANGE_RATES, marketPrice, priceLists } from './prices';

describe('marketPrice', () => {
  it('writes kronor, zloty and koruna as whole units ending in 9', () => {
    for (const currency of ['SEK', 'NOK', 'DKK', 'CZK', 'PLN']) {
      for (const eur of [500, 1_295, 8_900, 24_900]) {
        const minor = marketPrice(eur, currency);
        expect(minor % 100).toBe(0);
        expect((minor / 100) % 10).toBe(9);
      }
    }
    expect(marketPrice(8_900, 'SEK')).toBe(101_900);
  });

  it('ends pounds and dollars on .99, francs on .90, krónur on hundreds less ten', () => {
    expect(marketPrice(8_900, 'GBP')).toBe(7_599);
    expect(marketPrice(8_900, 'USD') % 100).toBe(99);
    expect(marketPrice(8_900, 'CAD') % 100).toBe(99);
    expect(marketPrice(8_900, 'CHF') % 100).toBe(90);
    expect(marketPrice(8_900, 'ISK')).toBe(1_339_000);
  });

  it('ends euros on .95, or .00 on multiples of five', () => {
    expect(marketPrice(8_900, 'EUR')).toBe(8_895);
    expect(marketPrice(9_000, 'EUR')).toBe(9_000);
    expect(marketPrice(1_200, 'EUR')).toBe(1_195);
  });

  it('stays positive for the cheapest items', () => {
    for (const currency of Object.keys(DEMO_EXCHANGE_RATES))
      expect(marketPrice(100, currency)).toBeGreaterThan(0);
  });

  it('knows a rate for every market currency', () => {
    for (const market of MARKETS) expect(DEMO_EXCHANGE_RATES[market.currency.code]).toBeDefined();
  });
});

describe('priceLists', () => {
  it('has one public list per market and two Swedish agreement lists', () => {
    const lists = priceLists();
    const publicLists = lists.filter((l) => l.type === 0);
    expect(publicLists.map((l) => l.code)).toEqual(MARKETS.map((m) => `PUBLIC-${m.marketId}`));
    const agreements = lists.filter((l) => l.type === 5);
    expect(agreements).toHaveLength(2);
    expect(agreements.every((l) => l.market.name === 'se')).toBe(true);
    expect(new Set(lists.map((l) => l.id)).size).toBe(lists.length);
  });
});
