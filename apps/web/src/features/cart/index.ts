// The cart feature's face: code outside features/cart imports it only from here.
// The cart: its page, the header's cart, the client store, and the server's cart calls.
export { CartPage } from './CartPage';
export { cartCountResponse } from './cartCountRoute';
export {
  type CartScope,
  cartScope,
  createCart,
  currentCartOf,
  findCart,
  rememberCart,
  statusOf,
  writeToVisitorCart,
} from './cartServer';
export { addToCartTexts } from './cartTexts';
export { HeaderCart } from './HeaderCart';
