// The checkout's face for the request layer (the route registry, the page cache): no React.
export { CHECKOUT_ROUTES, isCheckoutRoute, STATUS_PAGE_QUERY_PARAMS } from './checkoutRoutes';
