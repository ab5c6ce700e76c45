import { describe, expect, it } from 'vitest';
import { isOrderErrorCode, ORDER_ERROR_CODE, orderErrorName } from './orderErrorCodes';

describe('order error codes', () => {
  it('covers 0-38 except 18, 30 and 35', () => {
    const codes = Object.values(ORDER_ERROR_CODE).sort((a, b) => a - b);
    const expected = Array.from({ length: 39 }, (_, i) => i).filter((i) => ![18, 30, 35].includes(i));
    expect(codes).toEqual(expected);
  });

  it('maps names to codes and back', () => {
    expect(ORDER_ERROR_CODE.CheckoutDisabled).toBe(27);
    expect(ORDER_ERROR_CODE.CartIsLocked).toBe(38);
    expect(orderErrorName(12)).toBe('CartUsesAnOutdatedPromotionCode');
    expect(orderErrorName(18)).toBeUndefined();
    expect(isOrderErrorCode(0)).toBe(true);
    expect(isOrderErrorCode(35)).toBe(false);
    expect(isOrderErrorCode('1')).toBe(false);
  });
});
