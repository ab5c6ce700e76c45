import { type CartApi, createCartApi, createHttpClient } from '@workwear/client';
import type { CartView } from '@workwear/contracts';
import { openDatabase } from '@workwear/db';
import { sql } from 'drizzle-orm';
import { PORT } from './apiBenchKit';
import { send } from './connectionLoops';

/**
 * What the cart benchmark works with: skus a principal can buy (one per variant, spread over the
 * catalogue), carts made and filled through the typed cart client, and the request paths the load
 * loops send.
 */

/** The market of every cart in the benchmark: the demo world's generated companies are mostly Swedish. */
export const CART_MARKET = 'se';
/** Rows in the connections' carts: from 5 to 20, spread over the connections. */
export const CART_ROWS = { min: 5, max: 20 } as const;
export const QUICK_ORDER_LINES = 200;

export const rowsOfConnection = (connection: number, connections: number) =>
  CART_ROWS.min + Math.round((connection * (CART_ROWS.max - CART_ROWS.min)) / Math.max(1, connections - 1));

/**
 * Skus of `count` different variants priced in the list and sellable, in a fixed pseudo-random order
 * (md5 of the variant id), skipping the first `offset` so that pools of one list do not overlap.
 */
export async function skuPool(
  url: string,
  priceListId: number,
  count: number,
  offset = 0,
): Promise<string[]> {
  const handle = await openDatabase({ url });
  const rows = await handle.rows<{ sku: string }>(sql`
    WITH picked AS (
      SELECT vp.variant_id FROM variant_prices vp
      JOIN variant_listing l ON l.variant_id = vp.variant_id AND l.is_sellable
      WHERE vp.price_list_id = ${priceListId}
      ORDER BY md5(vp.variant_id::text) LIMIT ${count} OFFSET ${offset})
    SELECT (SELECT min(s.sku) FROM skus s WHERE s.variant_id = picked.variant_id) AS sku FROM picked`);
  await handle.close();
  return rows.map((r) => r.sku).filter(Boolean);
}

export async function publicPriceListId(url: string, market: string): Promise<number> {
  const handle = await openDatabase({ url });
  const [row] = await handle.rows<{ id: number }>(
    sql`SELECT id FROM price_lists WHERE market_name = ${market} AND type = 0 ORDER BY id LIMIT 1`,
  );
  await handle.close();
  if (!row) throw new Error(`No public price list in ${market}`);
  return row.id;
}

/** The typed cart client for one principal (a bearer token, or anonymous). */
export function cartClient(token?: string): CartApi {
  return createCartApi(
    createHttpClient({
      baseUrl: `http://127.0.0.1:${PORT}`,
      getToken: () => token,
      defaultQuery: () => ({ marketId: CART_MARKET }),
      defaultTimeoutMs: 60_000,
    }),
  );
}

/**
 * An empty cart: a new one for an anonymous visitor; a signed-in buyer's active cart, emptied by
 * deleting it first when an earlier run left rows in it (one active cart per buyer).
 */
export async function emptyCart(api: CartApi, token: string | undefined): Promise<CartView> {
  const cart = await api.create();
  if (cart.rows.length === 0) return cart;
  // Not api.remove: the typed client checks a 204's empty body (undefined) against z.null() and throws.
  const removed = await send({
    method: 'DELETE',
    path: `${cartPath(cart.id)}&version=${cart.version}`,
    headers: authorised(token),
  });
  if (removed.status !== 204) throw new Error(`delete cart: ${removed.status} ${removed.body.slice(0, 200)}`);
  return api.create();
}

/** Adds the skus in one batch and fails unless every line was added. */
export async function fill(api: CartApi, cart: CartView, skus: readonly string[]): Promise<CartView> {
  const result = await api.addRows(cart.id, { items: skus.map((sku) => ({ sku, quantity: 1 })) });
  const refused = result.lines.filter((l) => l.status !== 'added');
  if (refused.length > 0) {
    throw new Error(`Not added: ${refused.map((l) => `${l.sku} ${l.status} (${l.message})`).join('; ')}`);
  }
  return result.cart;
}

const authorised = (token: string | undefined) =>
  token ? { Authorization: `Bearer ${token}` } : ({} as Record<string, string>);

export const cartPath = (cartId: string, tail = '') =>
  `/api/cart/carts/${cartId}${tail}?marketId=${CART_MARKET}`;

export const addRequest = (cartId: string, sku: string, token?: string) => ({
  method: 'POST' as const,
  path: cartPath(cartId, '/products'),
  headers: authorised(token),
  body: JSON.stringify({ sku, quantity: 1 }),
});

export const readRequest = (cartId: string, token?: string) => ({
  method: 'GET' as const,
  path: cartPath(cartId),
  headers: authorised(token),
});

export const batchRequest = (cartId: string, skus: readonly string[], token?: string) => ({
  method: 'POST' as const,
  path: cartPath(cartId, '/products/batch'),
  headers: authorised(token),
  body: JSON.stringify({ items: skus.map((sku) => ({ sku, quantity: 1 })) }),
});
