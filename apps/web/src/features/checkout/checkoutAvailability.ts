import type { OrderErrorCode } from '@workwear/domain/orderErrorCodes';

/**
 * Why the checkout cannot go on, or null when it can. In order of what the buyer can do about it:
 * nothing where the market has no checkout (spec §9 checkout markets), the company turned checkout
 * off (DisableCheckout, the order refusal code 27) or the visitor is in a punch-out session (its cart
 * goes back to the procurement system; until that transfer exists the send refuses it with code 36
 * HookUrlIsMissing); otherwise the cart must hold something and be valid (its mandatory row fields
 * filled), which the cart page is where to fix.
 */
export type CheckoutBlocker = 'marketClosed' | 'checkoutDisabled' | 'punchOut' | 'emptyCart' | 'cartInvalid';

export interface CheckoutAvailabilityInput {
  /** domain isCheckoutActive(market, environment). */
  readonly checkoutActive: boolean;
  /** The company setting DisableCheckout (business buyers only). */
  readonly checkoutDisabled: boolean;
  /** The visitor signed in through a punch-out company (OCI, cXML). */
  readonly punchOutSession: boolean;
  /** The visitor's cart: its top-level row count and validity; null when there is none. */
  readonly cart: { readonly rowCount: number; readonly valid: boolean } | null;
}

export function checkoutBlocker(input: CheckoutAvailabilityInput): CheckoutBlocker | null {
  if (!input.checkoutActive) return 'marketClosed';
  if (input.checkoutDisabled) return 'checkoutDisabled';
  if (input.punchOutSession) return 'punchOut';
  if (!input.cart || input.cart.rowCount === 0) return 'emptyCart';
  if (!input.cart.valid) return 'cartInvalid';
  return null;
}

/** The order refusal code a send answers for a blocked checkout: 27, 36, or 1 (nothing to order). */
export const blockerOrderCode = (blocker: CheckoutBlocker): OrderErrorCode =>
  blocker === 'checkoutDisabled' ? 27 : blocker === 'punchOut' ? 36 : 1;

/** The blockers the cart page itself explains (it shows empty and invalid carts its own way). */
export const blocksWholeCheckout = (
  blocker: CheckoutBlocker | null,
): blocker is 'marketClosed' | 'checkoutDisabled' | 'punchOut' =>
  blocker === 'marketClosed' || blocker === 'checkoutDisabled' || blocker === 'punchOut';
