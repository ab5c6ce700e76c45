import { describe, expect, it } from 'vitest';
import { blocksWholeCheckout, checkoutBlocker } from './checkoutAvailability';

const open = { checkoutActive: true, checkoutDisabled: false, cart: { rowCount: 2, valid: true } };

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

  it('refuses no cart and an empty cart alike', () => {
    expect(checkoutBlocker({ ...open, cart: null })).toBe('emptyCart');
    expect(checkoutBlocker({ ...open, cart: { rowCount: 0, valid: true } })).toBe('emptyCart');
  });

  it('refuses a cart with errors', () => {
    expect(checkoutBlocker({ ...open, cart: { rowCount: 1, valid: false } })).toBe('cartInvalid');
  });

  it('leaves empty and invalid carts to the cart page', () => {
    expect(blocksWholeCheckout('marketClosed')).toBe(true);
    expect(blocksWholeCheckout('checkoutDisabled')).toBe(true);
    expect(blocksWholeCheckout('emptyCart')).toBe(false);
    expect(blocksWholeCheckout('cartInvalid')).toBe(false);
    expect(blocksWholeCheckout(null)).toBe(false);
  });
});
