import type { RouteName } from '@workwear/domain';

/** The order status pages (spec §2 checkout/status/...): each reads the order it is about from ?order=. */
export const ORDER_STATUS_ROUTES = [
  'OrderConfirmed',
  'OrderFailed',
  'OrderCanceled',
  'OrderExternal',
  'OrderPending',
  'PunchoutConfirmed',
] as const satisfies readonly RouteName[];
export type OrderStatusRoute = (typeof ORDER_STATUS_ROUTES)[number];

/** The checkout's own pages: steps 2 and 3 and the status pages (the cart, step 1, is the cart's). */
export const CHECKOUT_ROUTES = [
  'CartOrder',
  'CheckoutB2BConfirm',
  ...ORDER_STATUS_ROUTES,
] as const satisfies readonly RouteName[];
export type CheckoutRoute = (typeof CHECKOUT_ROUTES)[number];

export const isOrderStatusRoute = (name: string): name is OrderStatusRoute =>
  (ORDER_STATUS_ROUTES as readonly string[]).includes(name);

/**
 * Pages that hold one visitor's buyer details, addresses or order: never kept in or served from the
 * anonymous page cache (server/htmlCache.ts), and never indexed.
 */
export const isCheckoutRoute = (name: string): name is CheckoutRoute =>
  (CHECKOUT_ROUTES as readonly string[]).includes(name);

/** The query parameter naming the order on a status page. */
export const ORDER_QUERY_PARAM = 'order';
export const STATUS_PAGE_QUERY_PARAMS = [ORDER_QUERY_PARAM] as const;
