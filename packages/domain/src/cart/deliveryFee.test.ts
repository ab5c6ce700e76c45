import { describe, expect, it } from 'vitest';
import { getMarketByName, MARKETS, type Market } from '../markets';
import { standardDeliveryFee } from './deliveryFee';

function market(name: string): Market {
  const found = getMarketByName(name);
  if (!found) throw new Error(name);
  return found;
}

describe('standardDeliveryFee', () => {
  it('charges consumers and anonymous visitors the parcel price with the market VAT', () => {
    expect(standardDeliveryFee(market('se'), 'b2c')).toEqual({ net: 4900, gross: 6125 }); // 49 kr + 25 %
    expect(standardDeliveryFee(market('se'), 'anonymous')).toEqual({ net: 4900, gross: 6125 });
    expect(standardDeliveryFee(market('de'), 'b2c')).toEqual({ net: 595, gross: 708 }); // 708.05
    expect(standardDeliveryFee(market('fi'), 'b2c')).toEqual({ net: 595, gross: 747 }); // 25.5 %: 746.725
    expect(standardDeliveryFee(market('ch'), 'anonymous')).toEqual({ net: 790, gross: 854 }); // 8.1 %: 853.99
  });

  it('adds no VAT in the sales-tax markets, Canada included', () => {
    expect(standardDeliveryFee(market('us'), 'b2c')).toEqual({ net: 995, gross: 995 });
    expect(standardDeliveryFee(market('ca'), 'b2c')).toEqual({ net: 1295, gross: 1295 });
  });

  it('is free for business buyers, whose delivery terms are agreed', () => {
    expect(standardDeliveryFee(market('se'), 'b2b')).toEqual({ net: 0, gross: 0 });
    expect(standardDeliveryFee(market('us'), 'b2b')).toEqual({ net: 0, gross: 0 });
  });

  it('has a fee for every market', () => {
    for (const m of MARKETS) expect(standardDeliveryFee(m, 'b2c').net).toBeGreaterThan(0);
  });
});
