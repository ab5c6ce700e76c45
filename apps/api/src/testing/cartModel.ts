import { type CartView, MAX_BATCH_LINES } from '@workwear/contracts';
import type { DatabaseHandle } from '@workwear/db';
import { MAX_ROW_QUANTITY } from '@workwear/domain';
import { sql } from 'drizzle-orm';
import { bearerFor } from './accessTokens';
import { cartApi } from './cartApi';
import { demoBearer, demoLogin } from './demoBearers';

/**
 * Bearers of many business buyers, each with an active cart of their own: the demo punch-out user in
 * `count` punch-out sessions named from `tag` (a punch-out cart belongs to its session). The small test
 * world has a dozen accounts; tests that need more signed-in carts than that, or that must never share
 * one with another test, take a tag of their own.
 */
export async function sessionBuyers(handle: DatabaseHandle, tag: string, count: number): Promise<string[]> {
  const login = demoLogin('punchout.user');
  const { customerId, companyId } = await demoBearer(handle, login);
  const [account] = await handle.rows<{ role_id: number; market_name: string }>(sql`
    SELECT a.role_id, c.market_name FROM accounts a JOIN customers c ON c.id = a.customer_id
    WHERE a.customer_id = ${customerId}`);
  return Promise.all(
    Array.from({ length: count }, (_, i) =>
      bearerFor(handle, {
        customerId,
        companyId,
        role: Number(account!.role_id),
        market: account!.market_name,
        punchOutType: 'OCI4',
        sessionId: `${tag}-${i}-${Date.now()}`,
      }),
    ),
  );
}

/** One sellable sku of each product (the smallest), up to `count`: candidates spread over the catalogue. */
export async function skuPerProduct(handle: DatabaseHandle, count: number): Promise<string[]> {
  const rows = await handle.rows<{ sku: string }>(sql`
    SELECT min(s.sku) AS sku FROM skus s
    JOIN variants v ON v.id = s.variant_id
    JOIN variant_listing l ON l.variant_id = v.id AND l.is_sellable
    GROUP BY v.product_id ORDER BY min(s.sku) LIMIT ${count}`);
  return rows.map((r) => r.sku);
}

/**
 * Which of the candidates this principal can buy in the market, asked of the API: a batch add into a
 * cart of its own, which is deleted afterwards (a signed-in buyer's next create starts a fresh one).
 */
export async function buyableSkus(
  baseUrl: string,
  bearer: string | undefined,
  market: string,
  candidates: readonly string[],
): Promise<string[]> {
  const client = cartApi(baseUrl, bearer, market);
  const cart = (await client.create()).body;
  const res = await client.batch(cart.id, {
    items: candidates.slice(0, MAX_BATCH_LINES).map((sku) => ({ sku, quantity: 1 })),
  });
  if (res.status !== 200) throw new Error(`batch add answered ${res.status}: ${JSON.stringify(res.body)}`);
  await client.call('DELETE', `/api/cart/carts/${cart.id}?version=${res.body.cart.version}`);
  return res.body.lines.filter((l) => l.status === 'added').map((l) => l.sku);
}

/**
 * The quantity a row keeps for a requested quantity, written out from the design's rule (not taken
 * from the domain) so the property test checks the service against it: up to the factor it is the
 * factor; a remainder up to half the factor rounds down, above half up; never above the largest
 * multiple of the factor that fits MAX_ROW_QUANTITY.
 */
export function expectedFactorQuantity(quantity: number, factor: number): number {
  if (factor <= 1) return quantity;
  if (quantity <= factor) return factor;
  const remainder = quantity % factor;
  const down = quantity - remainder;
  const kept = remainder === 0 || remainder <= factor / 2 ? down : down + factor;
  return Math.min(kept, Math.floor(MAX_ROW_QUANTITY / factor) * factor);
}

/** A request quantity the service takes: a JSON number that is a whole number from 1 to 9999. */
export const isValidQuantity = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_ROW_QUANTITY;

const BLOCKED = ['<', '>', '"', "'", '{', '}', ';', '@'];

/**
 * What a row comment as sent becomes: 'body' when the request schema refuses it (a control character
 * other than tab or a line break, or more than 1000 UTF-16 units), 'rule' when the comment rule does
 * (a blocked character, or more than 98 characters once control characters are stripped), else the
 * stored text.
 */
export function commentVerdict(comment: string): { refused: 'body' | 'rule' } | { stored: string } {
  // The body's schema refuses control characters (but tab and line breaks), the blocked characters
  // (the contracts' free-text rule) and more than 1000 characters before the cart is looked up.
  if (
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is checked
    /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(comment) ||
    comment.length > 1000 ||
    BLOCKED.some((c) => comment.includes(c))
  )
    return { refused: 'body' };
  const stored = comment.replace(/\p{Cc}/gu, '');
  if ([...stored].length > 98) return { refused: 'rule' };
  return { stored };
}

/** The cart's totals summed again from its rows and its discount and delivery fields (a VAT market). */
export function recomputedTotals(cart: CartView) {
  const bought = cart.rows.filter((r) => !r.gift);
  const productsNet = bought.reduce((sum, r) => sum + r.price * r.quantity, 0);
  const productsGross = bought.reduce((sum, r) => sum + r.priceIncVat * r.quantity, 0);
  const { discountNet, discountGross, deliveryNet, deliveryGross } = cart.totals;
  const totalNet = productsNet - discountNet + deliveryNet;
  const totalGross = productsGross - discountGross + deliveryGross;
  return { productsNet, productsGross, totalNet, totalGross, vat: totalGross - totalNet };
}
