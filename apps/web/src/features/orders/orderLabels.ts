import {
  type BuyerLineStatus,
  type BuyerOrderStatus,
  type BuyerStatusDetail,
  buyerLineStatus,
  paymentMethodById,
} from '@workwear/domain';

/**
 * Message keys (namespace `orders`) for what an order shows: the buyer's one status (domain
 * buyerOrderStatus), the details beside it, a line's status in the same words, and the payment method.
 */
export const buyerStatusKey = (status: BuyerOrderStatus): `buyerStatus.${BuyerOrderStatus}` =>
  `buyerStatus.${status}`;

export const lineStateKey = (code: number): `lineState.${BuyerLineStatus}` =>
  `lineState.${buyerLineStatus(code)}`;

export const statusDetailKey = (detail: BuyerStatusDetail): `statusDetails.${BuyerStatusDetail['kind']}` =>
  `statusDetails.${detail.kind}`;

/** The payment method's name key and, for one the shop has no name for, its id. */
export function paymentMethodKey(id: number): {
  key: `paymentMethods.${'invoice' | 'card' | 'other'}`;
  id: number;
} {
  const provider = paymentMethodById(id)?.provider;
  return { key: `paymentMethods.${provider ?? 'other'}`, id };
}
