import {
  type AcceptedDiscountCodeStatus,
  DISCOUNT_REFUSAL_MESSAGE,
  type DiscountCodeStatus,
  type DiscountRefusalReason,
  isAcceptedDiscountCodeStatus,
  type RefusedDiscountCodeStatus,
} from './discountCodes';
import { ORDER_ERROR_CODE, type OrderErrorCode, type OrderErrorName } from './orderErrorCodes';
import { ok, type Result, refuse } from './result';

/** An order or checkout the business refuses, with the spec's code (0-38) and its name. */
export interface OrderRefusal {
  readonly code: 'order_refused';
  readonly orderErrorCode: OrderErrorCode;
  readonly reason: OrderErrorName;
  readonly message: string;
  /** The skus at fault, for the codes about products and stock (8, 9, 10, 13). */
  readonly skus?: readonly string[];
}

export const orderRefusal = (
  reason: OrderErrorName,
  message = `The order was refused: ${reason}.`,
  skus?: readonly string[],
) =>
  refuse<OrderRefusal>({
    code: 'order_refused',
    orderErrorCode: ORDER_ERROR_CODE[reason],
    reason,
    message,
    ...(skus && skus.length > 0 ? { skus } : {}),
  });

/** A discount code that is not accepted, with the spec's status and the error catalogue's text. */
export interface DiscountRefusal {
  readonly code: 'discount_refused';
  readonly status: RefusedDiscountCodeStatus;
  readonly discountCode: string;
  readonly message: string;
  /** Why, for the buyer's message (absent where the engine gave only a status). */
  readonly reason?: DiscountRefusalReason;
  /** The code's first or last valid instant (ISO), with 'notStarted' and 'expired'. */
  readonly validFrom?: string;
  readonly validTo?: string;
}

export interface DiscountCodeAccepted {
  readonly status: AcceptedDiscountCodeStatus;
  readonly discountCode: string;
}

/** Reads the promotion engine's status into the result a discount call answers. */
export function discountCodeResult(
  discountCode: string,
  status: DiscountCodeStatus | 'NotValid',
): Result<DiscountCodeAccepted, DiscountRefusal> {
  if (isAcceptedDiscountCodeStatus(status)) return ok({ status, discountCode });
  return refuse({
    code: 'discount_refused',
    status,
    discountCode,
    message: DISCOUNT_REFUSAL_MESSAGE[status],
  });
}
