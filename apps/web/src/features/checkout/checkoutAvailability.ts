/**
 * Why the checkout cannot go on, or null when it can. In order of what the buyer can do about it:
 * nothing where the market has no checkout (spec §9 checkout markets) or the company turned checkout
 * off (DisableCheckout, the order refusal code 27); otherwise the cart must hold something and be
 * valid (its mandatory row fields filled), which the cart page is where to fix.
 */
export type CheckoutBlocker = 'marketClosed' | 'checkoutDisabled' | 'emptyCart' | 'cartInvalid';

export interface CheckoutAvailabilityInput {
  /** domain isCheckoutActive(market, environment). */
  readonly checkoutActive: boolean;
  /** The company setting DisableCheckout (business buyers only). */
  readonly checkoutDisabled: boolean;
  /** The visitor's cart: its top-level row count and validity; null when there is none. */
  readonly cart: { readonly rowCount: number; readonly valid: boolean } | null;
}

export function checkoutBlocker(input: CheckoutAvailabilityInput): CheckoutBlocker | null {
  if (!input.checkoutActive) return 'marketClosed';
  if (input.checkoutDisabled) return 'checkoutDisabled';
  if (!input.cart || input.cart.rowCount === 0) return 'emptyCart';
  if (!input.cart.valid) return 'cartInvalid';
  return null;
}

/** The blockers the cart page itself explains (it shows empty and invalid carts its own way). */
export const blocksWholeCheckout = (
  blocker: CheckoutBlocker | null,
): blocker is 'marketClosed' | 'checkoutDisabled' =>
  blocker === 'marketClosed' || blocker === 'checkoutDisabled';
