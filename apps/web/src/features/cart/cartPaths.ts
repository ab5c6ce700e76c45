/** The header badge's route handler (app/cart-count/route.ts); proxy.ts passes it on as a plain path. */
export const CART_COUNT_PATH = '/cart-count';
