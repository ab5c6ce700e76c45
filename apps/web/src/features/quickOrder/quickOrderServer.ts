import { cartScope, writeToVisitorCart } from '@/features/cart';

type Line = { sku: string; quantity: number };

/**
 * Adds a batch of lines to the visitor's cart (the cart session of features/cart), creating the cart
 * when there is none; as with a single add, a cart gone meanwhile is replaced by a new one.
 */
export async function addLinesToVisitorCart(lang: string, items: readonly Line[], idempotencyKey?: string) {
  const scope = await cartScope(lang);
  return writeToVisitorCart(scope, (cartId) =>
    scope.cart.addRows(cartId, { items: [...items] }, idempotencyKey),
  );
}

/** Quick order's check: the lines as the visitor's cart would take them, priced for them (nothing written). */
export async function previewVisitorLines(lang: string, items: readonly Line[]) {
  const scope = await cartScope(lang);
  return scope.cart.previewLines({ items: [...items] });
}
