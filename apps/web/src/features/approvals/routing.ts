// The approvals feature's face for the request layer (the route registry, the page cache): no React.
export { PENDING_QUERY_PARAMS } from './pendingQuery';
