import { type OrderErrorName, type OrderRefusal, orderRefusal } from '@workwear/domain';

/** The API's English text per code it produces; the storefront shows its own translation per code. */
const MESSAGES: Partial<Record<OrderErrorName, string>> = {
  NotFound: 'The cart was not found.',
  CartProductsAreMissing: 'The cart is empty.',
  CompanyAmountLimitIsReached: 'The order is over what the company may spend in this period.',
  CustomerAmountLimitIsReached: 'The order is over a person’s amount limit for this period.',
  CompanyIsBlocked: 'The company is blocked from ordering.',
  OrderProductNotFound: 'Some products in the cart can no longer be ordered.',
  OrderProductOnHandNotFound: 'Some products in the cart have no stock.',
  OrderProductOnHand: 'Some products in the cart are not in stock in the quantity ordered.',
  CartUsesAnOutdatedPromotionCode: 'The promotion code in the cart is no longer valid.',
  OrderContainsInvalidSkus: 'The cart holds article numbers that are not valid.',
  DeliveryMethodRequiresCustomerBuyerCellphone: 'The delivery method needs the buyer’s cellphone number.',
  DeliveryMethodRequiresZeroDeliveryCost: 'The delivery method is only for orders with free delivery.',
  DeliveryMethodNotFound: 'The delivery method is not offered to this buyer in this market.',
  PromotionInCartWithSettingOff: 'The cart holds a promotion code, but promotion codes are off here.',
  BuyerMustExist: 'The buyer is not a customer of the company.',
  ProjectOrOrderNumberDoesNotExist: 'The company requires a project number or an order number.',
  CheckoutDisabled: 'Checkout is disabled for the company.',
  HookUrlIsMissing:
    'A punch-out session’s order goes back to the purchasing system, and the shop has no return address (hook URL) for it.',
  AppliedPromotionsHaveChanged: 'The promotions that apply to the cart have changed: review the cart.',
  AttestantEmailMissing: 'The order needs approval, and no attestant is named for it.',
  AttestantDoesNotExist:
    'The order needs approval, and its attestant is not an active customer of the company.',
  OrderIsBeingProcessed: 'The order is being processed: try again in a moment.',
  CartIsLocked: 'The cart is being changed by another request: try again in a moment.',
};

/**
 * A refused order, thrown out of the send's unit of work so that nothing it did stays (the
 * idempotency key included, so the buyer may fix the cart and send with the same key), and answered
 * as the call's declared refusal.
 */
export class OrderRefused extends Error {
  constructor(readonly refusal: OrderRefusal) {
    super(refusal.message);
    this.name = 'OrderRefused';
  }
}

export function refusalOf(reason: OrderErrorName, skus?: readonly string[]): OrderRefusal {
  return orderRefusal(reason, MESSAGES[reason], skus && [...new Set(skus)].sort()).refusal;
}

/**
 * A guest's or consumer's order taking more of a sku than the market's cap: code 10 (the stock the
 * order may take is short), naming the skus, with the cap in the message.
 */
export const reservationCapRefusal = (skus: readonly string[], cap: number): OrderRefusal =>
  orderRefusal(
    'OrderProductOnHand',
    `An order may take at most ${cap} of one size; fewer are needed of the sizes named.`,
    [...new Set(skus)].sort(),
  ).refusal;

export const refused = (reason: OrderErrorName, skus?: readonly string[]) =>
  new OrderRefused(refusalOf(reason, skus));
