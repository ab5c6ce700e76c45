import type { RouteName } from '@workwear/domain';
import { PENDING_QUERY_PARAMS } from '../../features/approvals/routing';
import { LIST_PAGE_QUERY_PARAMS } from '../../features/catalog/routing';
import { STATUS_PAGE_QUERY_PARAMS } from '../../features/checkout/routing';
import { ORDER_HISTORY_QUERY_PARAMS } from '../../features/orders/routing';
import { PRODUCT_PAGE_QUERY_PARAMS } from '../../features/product/routing';

/**
 * The page folders under app/[lang]/(routes)/, one per page. proxy.ts rewrites a localized path to
 * `/{lang}/{folder}/{path}`, so Next builds each page with only its own client islands. The names are
 * capitalised so that no localized slug (all lower-case) can be one of them.
 */
export const PAGE_FOLDERS = [
  'ProductList',
  'Product',
  'Cart',
  'CheckoutOrder',
  'CheckoutDelivery',
  'OrderStatus',
  'ResellerLogin',
  'InstantOrder',
  'Account',
  'AccountOrders',
  'AccountSettings',
  'AccountSizes',
  'AccountSavedCarts',
  'CartMerge',
  'Legal',
  'CompanyPendingOrders',
  'AmountLimitApprove',
  'CompanyAmountLimits',
] as const;
export type PageFolder = (typeof PAGE_FOLDERS)[number];

/** One row of the route registry: the route's page folder and the query parameters its page reads. */
type RouteRow = { page: PageFolder; query?: readonly string[] };

const list: RouteRow = { page: 'ProductList', query: LIST_PAGE_QUERY_PARAMS };
const orderStatus: RouteRow = { page: 'OrderStatus', query: STATUS_PAGE_QUERY_PARAMS };

/**
 * The route registry: each route name of @workwear/domain's route table with its page folder (whose
 * page.tsx holds the page and its metadata) and its query parameters, which are also the page cache's
 * key. It loads no React: proxy.ts and the web server's page cache read it. Routes whose pages arrive
 * with later issues (company, deliveries, ...) are in the domain's table already, so guards and
 * language switching work for them; with no row here they answer 404 (app/[lang]/[...path]).
 */
const ROUTES: Readonly<Partial<Record<RouteName, RouteRow>>> = {
  Products: list,
  ProductsByGroup: list,
  ProductsByFamily: list,
  ProductsMen: list,
  ProductsWomen: list,
  ProductsByCategory: list,
  ProductsByBaseCategory: list,
  Product: { page: 'Product', query: PRODUCT_PAGE_QUERY_PARAMS },
  Cart: { page: 'Cart' },
  CartOrder: { page: 'CheckoutOrder' },
  CheckoutB2BConfirm: { page: 'CheckoutDelivery' },
  OrderConfirmed: orderStatus,
  OrderFailed: orderStatus,
  OrderCanceled: orderStatus,
  OrderExternal: orderStatus,
  OrderPending: orderStatus,
  PunchoutConfirmed: orderStatus,
  ResellerLogin: { page: 'ResellerLogin' },
  InstantOrder: { page: 'InstantOrder' },
  Account: { page: 'Account' },
  AccountOrders: { page: 'AccountOrders', query: ORDER_HISTORY_QUERY_PARAMS },
  AccountSettings: { page: 'AccountSettings' },
  AccountSizes: { page: 'AccountSizes' },
  AccountSavedCarts: { page: 'AccountSavedCarts' },
  CartMerge: { page: 'CartMerge' },
  TermsOfSale: { page: 'Legal' },
  Privacy: { page: 'Legal' },
  WithdrawalAndReturns: { page: 'Legal' },
  Contact: { page: 'Legal' },
  Cookies: { page: 'Legal' },
  CompanyPendingOrders: { page: 'CompanyPendingOrders', query: PENDING_QUERY_PARAMS },
  AmountLimitApprove: { page: 'AmountLimitApprove', query: PENDING_QUERY_PARAMS },
  CompanyAmountLimits: { page: 'CompanyAmountLimits' },
};

/** The page folder of a route, or undefined for a route with no page yet (404). */
export function pageFolderOf(name: RouteName): PageFolder | undefined {
  return ROUTES[name]?.page;
}

/**
 * The query parameters a route's page reads. Pages are handed only these (routePage.ts), and the page
 * cache keys on only these, so the two cannot disagree: any other parameter changes neither what is
 * rendered nor which cache entry serves it.
 */
export function queryParamsOfRoute(name: RouteName): readonly string[] {
  return ROUTES[name]?.query ?? [];
}

/** Where proxy.ts sends a localized path: its route's page folder, with the path kept for Next's caches. */
export function pageFolderPath(language: string, folder: PageFolder, rest: string): string {
  return `/${language}/${folder}/${rest}`;
}
