// The product feature's face for the request layer (the route registry, the page cache): no React.
export { PRODUCT_PAGE_QUERY_PARAMS } from './productQuery';
