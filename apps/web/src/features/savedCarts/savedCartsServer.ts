import type { CartView } from '@workwear/contracts';
import { type CartScope, cartScope, currentCartOf, findCart, rememberCart, statusOf } from '@/features/cart';

/**
 * Saved carts over the cart session of features/cart (its cookie, token and market): save, list,
 * reopen and delete, each with the cart's version. A stale version (409) is tried once more on the
 * API's current cart: saving, reopening or deleting the same cart again cannot undo anyone's change.
 */

export type SaveFailure = 'anonymous' | 'empty' | 'failed';
export type SaveResult = { ok: true; name: string; cart: CartView } | { ok: false; failure: SaveFailure };

async function onCurrentVersion<T>(version: number, run: (version: number) => Promise<T>): Promise<T> {
  try {
    return await run(version);
  } catch (error) {
    const current = currentCartOf(error);
    if (!current) throw error;
    return run(current.version);
  }
}

const inMarket = (scope: CartScope) => (cart: { marketId: string }) =>
  cart.marketId.toLowerCase() === scope.market.name.toLowerCase() ||
  cart.marketId.toLowerCase() === scope.market.marketId.toLowerCase();

/**
 * Saves the visitor's cart under `name` (Status saved, IsActive False) and starts a fresh active cart
 * (POST carts), as the spec says. The cookie is not written here: it still names the saved cart,
 * which findCart passes over for the API's active cart, and the header badge's next count sets it to
 * the fresh one (a cookie written by a server action costs the page's whole render in its answer).
 * Only signed-in buyers keep carts, and an empty cart is not saved: the API refuses both (401, 422),
 * and the visitor is told which.
 */
export async function saveVisitorCart(lang: string, name: string): Promise<SaveResult> {
  const scope = await cartScope(lang);
  if (!scope.signedIn) return { ok: false, failure: 'anonymous' };
  const cart = await findCart(scope);
  if (!cart || cart.rows.length === 0) return { ok: false, failure: 'empty' };
  try {
    await onCurrentVersion(cart.version, (version) =>
      scope.cart.update(cart.id, { version, name, metadata: { Status: 'saved', IsActive: 'False' } }),
    );
  } catch (error) {
    const status = statusOf(error);
    if (status === 401) return { ok: false, failure: 'anonymous' };
    if (status === 422) return { ok: false, failure: 'empty' };
    throw error;
  }
  return { ok: true, name, cart: await scope.cart.create({}) };
}

/** The signed-in buyer's saved carts in the page's market, newest first (the API's order). */
export async function listSavedCarts(lang: string) {
  const scope = await cartScope(lang);
  if (!scope.signedIn) return [];
  return (await scope.cart.list({ status: 'saved' })).filter(inMarket(scope));
}

/**
 * Reopens a saved cart (Status default, IsActive True): the API saves the cart that was active (or
 * deletes it when empty), and the cookie names the reopened one.
 */
export async function reopenSavedCart(lang: string, cartId: string, version: number): Promise<CartView> {
  const scope = await cartScope(lang);
  const cart = await onCurrentVersion(version, (v) =>
    scope.cart.update(cartId, { version: v, metadata: { Status: 'default', IsActive: 'True' } }),
  );
  await rememberCart(scope, cart.id);
  return cart;
}

export async function deleteSavedCart(lang: string, cartId: string, version: number): Promise<void> {
  const scope = await cartScope(lang);
  await onCurrentVersion(version, (v) => scope.cart.remove(cartId, v));
}
