// The catalog's face for the request layer (the route registry, the page cache): no React.
export { LIST_PAGE_QUERY_PARAMS } from './listRoutes';
