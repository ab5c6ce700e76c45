import { describe, expect, it } from 'vitest';
import { percentOfMinor } from '../money';
import { cartRoundingMode } from './rounding';

describe('cartRoundingMode', () => {
  it('rounds away from zero with engine promotions on, half even otherwise', () => {
    expect(cartRoundingMode(true)).toBe('awayFromZero');
    expect(cartRoundingMode(false)).toBe('halfEven');
  });

  it('makes 10 % off 10.05 a discount of 1.01 with engine promotions and 1.00 without', () => {
    expect(percentOfMinor(1005, 1000, cartRoundingMode(true))).toBe(101);
    expect(percentOfMinor(1005, 1000, cartRoundingMode(false))).toBe(100);
    // 10 % off 10.15 is 1.015: half even goes up to the even 102 as well.
    expect(percentOfMinor(1015, 1000, cartRoundingMode(false))).toBe(102);
  });
});
