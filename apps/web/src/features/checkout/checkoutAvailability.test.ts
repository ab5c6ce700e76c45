import { describe, expect, it } from 'vitest';
import {
  blockerOrderCode,
  blocksWholeCheckout,
  type CheckoutBlocker,
  checkoutBlocker,
} from './checkoutAvailability';

const open = {
  checkoutActive: true,
  checkoutDisabled: false,
  punchOutSession: false,
  cart: { rowCount: 2, valid: true },
};

describe('checkoutBlocker', () => {
  it('lets a valid cart with rows through in a checkout market', () => {
    expect(checkoutBlocker(open)).toBeNull();
  });

  it('names the market first: nothing else matters where checkout is closed', () => {
    expect(checkoutBlocker({ ...open, checkoutActive: false, checkoutDisabled: true, cart: null })).toBe(
      'marketClosed',
    );
  });

  it('names DisableCheckout (code 27) before anything about the cart', () => {
    expect(checkoutBlocker({ ...open, checkoutDisabled: true, cart: { rowCount: 0, valid: false } })).toBe(
      'checkoutDisabled',
    );
  });

  it('names a punch-out session (code 36) after DisableCheckout and before the cart', () => {
    expect(checkoutBlocker({ ...open, punchOutSession: true })).toBe('punchOut');
    expect(checkoutBlocker({ ...open, punchOutSession: true, cart: null })).toBe('punchOut');
    expect(checkoutBlocker({ ...open, punchOutSession: true, checkoutDisabled: true })).toBe(
      'checkoutDisabled',
    );
  });

  it('refuses no cart and an empty cart alike', () => {
    expect(checkoutBlocker({ ...open, cart: null })).toBe('emptyCart');
    expect(checkoutBlocker({ ...open, cart: { rowCount: 0, valid: true } })).toBe('emptyCart');
  });

  it('refuses a cart with errors', () => {
    expect(checkoutBlocker({ ...open, cart: { rowCount: 1, valid: false } })).toBe('cartInvalid');
  });

  it('answers a blocked send with the order code of its reason', () => {
    expect(
      ['checkoutDisabled', 'punchOut', 'emptyCart'].map((b) => blockerOrderCode(b as CheckoutBlocker)),
    ).toEqual([27, 36, 1]);
  });

  it('leaves empty and invalid carts to the cart page', () => {
    expect(blocksWholeCheckout('marketClosed')).toBe(true);
    expect(blocksWholeCheckout('checkoutDisabled')).toBe(true);
    expect(blocksWholeCheckout('punchOut')).toBe(true);
    expect(blocksWholeCheckout('emptyCart')).toBe(false);
    expect(blocksWholeCheckout('cartInvalid')).toBe(false);
    expect(blocksWholeCheckout(null)).toBe(false);
  });
});
