import {
  type CartApi,
  createCartApi,
  createHttpClient,
  createPriceApi,
  type PriceApi,
} from '@workwear/client';
import { type CartView, type CustomerSummary, tokenPairSchema } from '@workwear/contracts';

/**
 * The buyer steps benchmark's state, kept through the API beside the browser: each buyer's active
 * cart set to what a step starts from (emptied, or with rows), and saved carts deleted, so that
 * repetitions do not pile up rows or carts. Nothing here is timed.
 */

export const MARKET = 'se';
/** The access token lives 15 minutes; a buyer signs in again after 10. */
const TOKEN_REUSE_MS = 10 * 60_000;

export type ApiBuyer = {
  readonly login: string;
  /** The buyer's customer id (a business cart's rows need a co-worker: the buyer herself). */
  readonly customer: () => CustomerSummary;
  readonly cart: () => Promise<CartApi>;
  /** The price service (the engine's discount codes of a consumer's cart). */
  readonly price: () => Promise<PriceApi>;
  readonly token: () => Promise<string>;
};

async function signIn(apiUrl: string, login: string, password: string) {
  const response = await fetch(`${apiUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ userName: login, password, market: MARKET }),
  });
  if (!response.ok) throw new Error(`API sign-in of ${login}: ${response.status}`);
  return tokenPairSchema.parse(await response.json());
}

export async function apiBuyer(apiUrl: string, login: string, password: string): Promise<ApiBuyer> {
  let pair = await signIn(apiUrl, login, password);
  let signedAt = Date.now();
  const token = async () => {
    if (Date.now() - signedAt > TOKEN_REUSE_MS) {
      pair = await signIn(apiUrl, login, password);
      signedAt = Date.now();
    }
    return pair.accessToken;
  };
  const http = createHttpClient({
    baseUrl: apiUrl,
    getToken: () => pair.accessToken,
    defaultQuery: () => ({ marketId: MARKET }),
    defaultTimeoutMs: 60_000,
  });
  const client = createCartApi(http);
  const price = createPriceApi(http);
  return {
    login,
    customer: () => pair.customer,
    token,
    cart: async () => {
      await token();
      return client;
    },
    price: async () => {
      await token();
      return price;
    },
  };
}

/**
 * Deletes a cart with a raw request: the typed client checks a 204's empty body against z.null()
 * and throws (as cartBenchSetup's emptyCart notes).
 */
async function deleteCart(apiUrl: string, buyer: ApiBuyer, cart: Pick<CartView, 'id' | 'version'>) {
  const response = await fetch(
    `${apiUrl}/api/cart/carts/${cart.id}?marketId=${MARKET}&version=${cart.version}`,
    { method: 'DELETE', headers: { Authorization: `Bearer ${await buyer.token()}` } },
  );
  if (response.status !== 204 && response.status !== 404) {
    throw new Error(`delete cart ${cart.id}: ${response.status} ${(await response.text()).slice(0, 200)}`);
  }
}

export type Row = { sku: string; quantity: number; coWorkerId?: number };

/**
 * The buyer's active cart with exactly these rows: the API's create answers the active cart (one per
 * buyer), whose rows are removed, then the rows are added in one batch. The cart itself stays, as a
 * buyer's does between visits, so the browser's cart cookie keeps naming it; deleting it each time
 * made every step start from a cookie naming a gone cart, which buyers meet only after an order.
 */
export async function cartWith(_apiUrl: string, buyer: ApiBuyer, rows: readonly Row[]): Promise<CartView> {
  const api = await buyer.cart();
  let cart = await api.create();
  // A removed row takes the rows under it along: remove the first left until none is.
  for (let row = cart.rows[0]; row; row = cart.rows[0])
    cart = await api.removeRow(cart.id, row.id, cart.version);
  if (rows.length === 0) return cart;
  const added = await api.addRows(cart.id, { items: rows.map((r) => ({ ...r })) });
  const refused = added.lines.filter((l) => l.status !== 'added');
  if (refused.length > 0) {
    throw new Error(`not added: ${refused.map((l) => `${l.sku} ${l.status} (${l.message})`).join('; ')}`);
  }
  return added.cart;
}

/** Deletes every saved cart of the buyer. */
export async function deleteSavedCarts(apiUrl: string, buyer: ApiBuyer): Promise<void> {
  const saved = await (await buyer.cart()).list({ status: 'saved' });
  for (const cart of saved) await deleteCart(apiUrl, buyer, cart);
}

/** A saved cart named `name` with these rows (the active cart saved: Status saved, IsActive False). */
export async function savedCartWith(
  apiUrl: string,
  buyer: ApiBuyer,
  name: string,
  rows: readonly Row[],
): Promise<void> {
  const cart = await cartWith(apiUrl, buyer, rows);
  await (await buyer.cart()).update(cart.id, {
    version: cart.version,
    name,
    metadata: { Status: 'saved', IsActive: 'False' },
  });
}

type Detail = { variants: { sellable?: boolean; sizes: { sku: string; availableStock: number }[] }[] };

/**
 * Skus in stock in Sweden, one per product, from products without a pack size (socks and gloves come
 * in packs, so their quantities would be rounded): the rows every step puts in a cart.
 */
export async function skusInStock(apiUrl: string, count: number): Promise<string[]> {
  const query = `marketId=SE&cultureCode=sv-SE`;
  const list = await fetch(`${apiUrl}/api/product/products?${query}&pageSize=40`);
  if (!list.ok) throw new Error(`product list: ${list.status}`);
  const names = ((await list.json()) as { results: { uniqueName: string }[] }).results
    .map((r) => r.uniqueName)
    .filter((n) => !/sock|strump|glove|handsk/i.test(n));
  const skus: string[] = [];
  for (const name of names) {
    const answer = await fetch(
      `${apiUrl}/api/product/products/uniqueName/${encodeURIComponent(name)}?${query}`,
    );
    if (!answer.ok) continue;
    const size = ((await answer.json()) as Detail).variants
      .filter((v) => v.sellable !== false)
      .flatMap((v) => v.sizes)
      .find((s) => s.availableStock > 50);
    if (size) skus.push(size.sku);
    if (skus.length === count) return skus;
  }
  throw new Error(`fewer than ${count} products with a size in stock`);
}

/**
 * Takes a discount code off the buyer's active cart: the engine's code (a consumer's) or the one kept
 * under PromotionCode (a business buyer's). The cart outlives the repetitions (cartWith), so a code
 * left on it would answer the next repetition's apply with "already added".
 */
export async function removeCode(buyer: ApiBuyer, code: string, engine: boolean): Promise<void> {
  const cart = await (await buyer.cart()).create();
  if (engine) await (await buyer.price()).removeDiscountCode(cart.id, code, cart.version);
  else
    await (await buyer.cart()).upsertMetadata(cart.id, {
      version: cart.version,
      key: 'PromotionCode',
      value: '',
    });
}
