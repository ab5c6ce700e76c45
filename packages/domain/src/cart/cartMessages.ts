/**
 * The cart's texts from the spec's error catalogue (section 8), in English; the storefront translates
 * them by these constants. The discount refusals are in discountCodes.ts.
 */

export const SAVED_CART_OPEN_FAILED = 'Could not open saved cart, please try again.';

/** Snackbar after a row failed to save. */
export const CART_ROW_SAVE_FAILED =
  'One or more products did not load correctly. Please reload the page to fix the problem. If the error is not resolved, please contact customer service.';

export const CART_ROW_REMOVE_FAILED = 'Could not remove product from cart';

/** Warning: a row whose product is in none of the shopper's price lists has left the cart. */
export const priceListRemovedMessage = (item: string) =>
  `${item} Does not exist in priceList and has been removed from your cart.`;

/** Notice (shown 20 s, PRICE_LIST_WARNING_MS): a row is now priced from another list. */
export const priceListUpdatedMessage = (item: string) =>
  `${item} has been updated with the correct priceList. The price might have changed.`;

/**
 * A cart's Status. 'default' is the working cart, 'saved' one the shopper named and put aside (no
 * longer active), 'ordered' one that became an order.
 */
export const CART_STATUSES = ['default', 'saved', 'ordered'] as const;
export type CartStatus = (typeof CART_STATUSES)[number];

export const isCartStatus = (value: unknown): value is CartStatus =>
  typeof value === 'string' && (CART_STATUSES as readonly string[]).includes(value);

/**
 * Whether an answer to adding a row means the cart is gone (404: deleted, ordered elsewhere, or
 * purged): the caller then creates a new cart and adds the row to it, rather than showing an error.
 */
export function isCartGoneStatus(status: number): boolean {
  return status === 404;
}
