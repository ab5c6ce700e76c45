import { describe, expect, it } from 'vitest';
import { getMarketByName, type Market } from '../markets';
import {
  BUSINESS_FREE_DELIVERY_FROM,
  businessFreeDeliveryFrom,
  deliveryAfterThreshold,
  freeDeliveryProgress,
} from './freeDelivery';

const market = (name: string): Market => getMarketByName(name)!;
const FEE = { net: 4900, gross: 6125 };

describe('business free delivery', () => {
  it('is free for a business order from the market’s threshold, not a cent below', () => {
    const de = market('de');
    const from = BUSINESS_FREE_DELIVERY_FROM.de!;
    expect(from).toBe(20_000);
    expect(deliveryAfterThreshold(de, 'b2b', from, FEE)).toEqual({ net: 0, gross: 0 });
    expect(deliveryAfterThreshold(de, 'b2b', from - 1, FEE)).toEqual(FEE);
  });

  it('is no rule for consumers, nor in markets without a threshold', () => {
    expect(businessFreeDeliveryFrom(market('de'), 'b2c')).toBeNull();
    expect(deliveryAfterThreshold(market('de'), 'b2c', 10_000_000, FEE)).toEqual(FEE);
    expect(businessFreeDeliveryFrom(market('us'), 'b2b')).toBeNull();
    expect(deliveryAfterThreshold(market('us'), 'b2b', 10_000_000, FEE)).toEqual(FEE);
  });
});

describe('the progress toward free delivery', () => {
  it('tells what is left to the nearest threshold, net and with the market’s VAT', () => {
    expect(freeDeliveryProgress(market('se'), 100_000, [150_000, 200_000])).toEqual({
      thresholdNet: 150_000,
      remainingNet: 50_000,
      remainingGross: 62_500,
    });
  });

  it('adds no VAT in a sales-tax market', () => {
    expect(freeDeliveryProgress(market('us'), 1_000, [5_000])).toMatchObject({
      remainingNet: 4_000,
      remainingGross: 4_000,
    });
  });

  it('is null once a threshold is reached, and without one', () => {
    expect(freeDeliveryProgress(market('se'), 150_000, [150_000, 200_000])).toBeNull();
    expect(freeDeliveryProgress(market('se'), 100_000, [])).toBeNull();
  });
});
