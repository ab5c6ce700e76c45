import { isCartGoneStatus } from '@workwear/domain';
import { cartScope, createCart, findCart, rememberCart, statusOf } from '@/features/cart';

type Line = { sku: string; quantity: number };

/**
 * Adds a batch of lines to the visitor's cart (the cart session of features/cart), creating the cart
 * when there is none. As with a single add, a 404 means the cart is gone: a new one takes the lines.
 */
export async function addLinesToVisitorCart(lang: string, items: readonly Line[], idempotencyKey?: string) {
  const scope = await cartScope(lang);
  const existing = await findCart(scope);
  const cart = existing ?? (await createCart(scope));
  if (existing) await rememberCart(scope, existing.id);
  try {
    return await scope.cart.addRows(cart.id, { items: [...items] }, idempotencyKey);
  } catch (error) {
    const status = statusOf(error);
    if (status === undefined || !isCartGoneStatus(status)) throw error;
    const fresh = await createCart(scope);
    return scope.cart.addRows(fresh.id, { items: [...items] }, idempotencyKey);
  }
}

/** Quick order's check: the lines as the visitor's cart would take them, priced for them (nothing written). */
export async function previewVisitorLines(lang: string, items: readonly Line[]) {
  const scope = await cartScope(lang);
  return scope.cart.previewLines({ items: [...items] });
}
