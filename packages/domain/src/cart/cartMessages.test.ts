import { describe, expect, it } from 'vitest';
import {
  CART_ROW_REMOVE_FAILED,
  CART_ROW_SAVE_FAILED,
  CART_STATUSES,
  isCartGoneStatus,
  isCartStatus,
  priceListRemovedMessage,
  priceListUpdatedMessage,
  SAVED_CART_OPEN_FAILED,
} from './cartMessages';

describe('cart messages', () => {
  it('are the spec texts', () => {
    expect(SAVED_CART_OPEN_FAILED).toBe('Could not open saved cart, please try again.');
    expect(CART_ROW_REMOVE_FAILED).toBe('Could not remove product from cart');
    expect(CART_ROW_SAVE_FAILED).toBe(
      'One or more products did not load correctly. Please reload the page to fix the problem. If the error is not resolved, please contact customer service.',
    );
    expect(priceListRemovedMessage('Jacket (X)')).toBe(
      'Jacket (X) Does not exist in priceList and has been removed from your cart.',
    );
    expect(priceListUpdatedMessage('Jacket (X)')).toBe(
      'Jacket (X) has been updated with the correct priceList. The price might have changed.',
    );
  });
});

describe('cart statuses', () => {
  it('are default, saved and ordered', () => {
    expect(CART_STATUSES).toEqual(['default', 'saved', 'ordered']);
    expect(isCartStatus('saved')).toBe(true);
    expect(isCartStatus('Saved')).toBe(false);
    expect(isCartStatus(1)).toBe(false);
  });
});

describe('isCartGoneStatus', () => {
  it('treats only a 404 as a cart that is gone', () => {
    expect(isCartGoneStatus(404)).toBe(true);
    for (const status of [200, 400, 401, 403, 409, 500])
      expect(isCartGoneStatus(status), String(status)).toBe(false);
  });
});
