import { type Language, routePath } from '@workwear/domain';
import { ORDER_QUERY_PARAM, type OrderStatusRoute } from './checkoutRoutes';

/** A status page about one order: /{lang}/{translated checkout/status/...}?order=<uuid>. */
export const statusHref = (language: Language, route: OrderStatusRoute, orderId: string): string =>
  `${routePath(route, language)}?${ORDER_QUERY_PARAM}=${encodeURIComponent(orderId)}`;

/** The status page an order belongs on now: paid or on invoice, awaiting its card payment, or cancelled. */
export function statusRouteOf(order: {
  readonly paymentState: string;
  readonly awaitingPayment: boolean;
}): OrderStatusRoute {
  if (order.paymentState === 'Cancelled') return 'OrderCanceled';
  if (order.paymentState === 'Failed') return 'OrderFailed';
  if (order.awaitingPayment) return 'OrderPending';
  return 'OrderConfirmed';
}
