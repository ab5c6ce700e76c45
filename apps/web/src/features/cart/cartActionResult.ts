import type { CartView } from '@workwear/contracts';
import type { DiscountCodeStatus, DiscountRefusalReason } from '@workwear/domain';

/** Why a cart change did not go through, as the cart's texts name it (messages cart.errors.*). */
export type CartFailure =
  | 'addFailed'
  | 'rowSaveFailed'
  | 'removeFailed'
  | 'splitFailed'
  | 'invalid'
  | 'gone'
  | 'discountInvalid'
  | 'discountRequirements'
  | 'discountNotValid'
  | 'discountFailed';

/**
 * What every cart action answers: the cart as it now is, or the failure and (when the API sent it
 * with a 409, or it could be read again) the cart as it is, so the page never shows a stale one.
 */
export type CartActionResult =
  | {
      readonly ok: true;
      readonly cart: CartView;
      readonly highlightRowId?: number;
      readonly discount?: DiscountCodeStatus;
    }
  | {
      readonly ok: false;
      readonly failure: CartFailure;
      readonly cart: CartView | null;
      readonly detail?: string;
      /** Why a discount code was refused (issue 27); `detail` then holds its date, written for the page. */
      readonly discountReason?: DiscountRefusalReason;
    };
