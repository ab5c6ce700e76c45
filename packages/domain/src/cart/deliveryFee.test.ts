import { describe, expect, it } from 'vitest';
import { getMarketByName, MARKETS, type Market } from '../markets';
import { deliveryFeeFromGross, standardDeliveryFee } from './deliveryFee';

function market(name: string): Market {
  const found = getMarketByName(name);
  if (!found) throw new Error(name);
  return found;
}

describe('standardDeliveryFee', () => {
  it('charges consumers and anonymous visitors a round gross parcel price, VAT worked back from it', () => {
    expect(standardDeliveryFee(market('se'), 'b2c')).toEqual({ net: 4720, gross: 5900 }); // 59 kr, 25 %
    expect(standardDeliveryFee(market('se'), 'anonymous')).toEqual({ net: 4720, gross: 5900 });
    expect(standardDeliveryFee(market('de'), 'b2c')).toEqual({ net: 496, gross: 590 }); // 4.957 at 19 %
    expect(standardDeliveryFee(market('fi'), 'b2c')).toEqual({ net: 470, gross: 590 }); // 25.5 %: 470.12
    expect(standardDeliveryFee(market('ch'), 'anonymous')).toEqual({ net: 731, gross: 790 }); // 8.1 %: 730.80
  });

  it('keeps every gross fee round and its parts adding up', () => {
    for (const m of MARKETS) {
      const fee = standardDeliveryFee(m, 'b2c');
      expect(fee.gross % 5, m.name).toBe(0);
      expect(deliveryFeeFromGross(m, fee.gross)).toEqual(fee);
    }
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
