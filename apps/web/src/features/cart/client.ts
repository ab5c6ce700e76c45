// The cart feature's face for client components (and server components alike): only modules
// that are safe in the browser, the cart's store and texts, and the add-to-cart button. Its index.ts holds server code a client bundle must not load.
export { AddToCart, type AddToCartProps } from './AddToCart';
export { cartStore, useCartStore } from './cartStore';
export { fillText } from './fillText';
export { pluralText } from './pluralText';
