// The orders feature's face for the request layer (the route registry, the page cache): no React.
export { ORDER_HISTORY_QUERY_PARAMS } from './orderHistoryQuery';
