// The cart's face for the request layer (proxy.ts): no React.
export { CART_COUNT_PATH } from './cartPaths';
