import { describe, expect, it } from 'vitest';
import { getMarketByName } from './markets';
import { taxInPrice } from './taxInPrice';

describe('taxInPrice', () => {
  it('is the VAT in the price where the market has a rate', () => {
    expect(taxInPrice({ price: 39_920, priceIncVat: 49_900 }, getMarketByName('se')!)).toEqual({
      kind: 'known',
      amount: 9_980,
    });
  });

  it('is TBD in the sales-tax markets, where the rate depends on the address', () => {
    for (const name of ['us', 'ca']) {
      expect(taxInPrice({ price: 5_000, priceIncVat: 5_000 }, getMarketByName(name)!)).toEqual({
        kind: 'tbd',
      });
    }
  });
});
