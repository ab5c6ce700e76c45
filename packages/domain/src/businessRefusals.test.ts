import { describe, expect, it } from 'vitest';
import { discountCodeResult, orderRefusal } from './businessRefusals';
import { DISCOUNT_CODE_STATUSES, refetchPromotionsAfter } from './discountCodes';

describe('order refusals', () => {
  it('carry the spec code with its name and a message', () => {
    expect(orderRefusal('CartIsLocked')).toEqual({
      ok: false,
      refusal: {
        code: 'order_refused',
        orderErrorCode: 38,
        reason: 'CartIsLocked',
        message: 'The order was refused: CartIsLocked.',
      },
    });
    expect(orderRefusal('NotFound', 'No such cart').refusal).toMatchObject({
      orderErrorCode: 0,
      message: 'No such cart',
    });
  });
});

describe('discount code results', () => {
  it('accept CodeAdded, AlreadyAdded, CodeRemoved and AlreadyRemoved; refuse the others with the catalogue text', () => {
    const accepted = DISCOUNT_CODE_STATUSES.filter((s) => discountCodeResult('C', s).ok);
    expect(accepted).toEqual(['CodeAdded', 'AlreadyAdded', 'CodeRemoved', 'AlreadyRemoved']);
    const messages = (['RequirementsNotMet', 'Error', 'NotValid'] as const).map((s) => {
      const result = discountCodeResult('C', s);
      return result.ok ? null : result.refusal.message;
    });
    expect(messages).toEqual([
      'The cart does not meet the requirements for this discount',
      'Invalid code',
      'Invalid code',
    ]);
  });

  it('fetch engine promotions again except after AlreadyAdded, RequirementsNotMet or AlreadyRemoved', () => {
    expect(refetchPromotionsAfter('apply', 'CodeAdded')).toBe(true);
    expect(refetchPromotionsAfter('apply', 'AlreadyAdded')).toBe(false);
    expect(refetchPromotionsAfter('apply', 'RequirementsNotMet')).toBe(false);
    expect(refetchPromotionsAfter('remove', 'CodeRemoved')).toBe(true);
    expect(refetchPromotionsAfter('remove', 'AlreadyRemoved')).toBe(false);
  });
});
