import {
  type DeliveryLabel,
  deliveryLabel,
  type OrderLineStatusName,
  type OrderStatusName,
  orderLineStatusName,
  orderStatusName,
  paymentMethodById,
} from '@workwear/domain';

/**
 * Message keys (namespace `orders`) for the codes an order carries: order status, line status, the
 * delivery label (domain deliveryLabel) and the payment method. A code the shop does not know yet
 * (a later status from the warehouse) is 'Unknown' rather than a missing message.
 */
export const orderStatusKey = (code: number): `orderStatus.${OrderStatusName | 'Unknown'}` =>
  `orderStatus.${orderStatusName(code) ?? 'Unknown'}`;

export const lineStatusKey = (code: number): `lineStatus.${OrderLineStatusName | 'Unknown'}` =>
  `lineStatus.${orderLineStatusName(code) ?? 'Unknown'}`;

export const deliveryKey = (code: number): `delivery.${DeliveryLabel}` => `delivery.${deliveryLabel(code)}`;

/**
 * What the history says of an order's delivery, from its lowest line status: the spec's delivery
 * label where the code has one (0 and 10 Not delivered, 50 Delivered), else the line status itself
 * (To be invoiced, Confirmed, ...), which says more than the label's Unknown.
 */
export function deliveryOrLineStatusKey(
  lineStatus: number,
): `delivery.${DeliveryLabel}` | ReturnType<typeof lineStatusKey> {
  const delivery = deliveryKey(lineStatus);
  if (delivery !== 'delivery.Unknown') return delivery;
  const line = lineStatusKey(lineStatus);
  return line === 'lineStatus.Unknown' ? delivery : line;
}

/** The payment method's name key and, for one the shop has no name for, its id. */
export function paymentMethodKey(id: number): {
  key: `paymentMethods.${'invoice' | 'card' | 'other'}`;
  id: number;
} {
  const provider = paymentMethodById(id)?.provider;
  return { key: `paymentMethods.${provider ?? 'other'}`, id };
}
