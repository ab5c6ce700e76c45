import { randomUUID } from 'node:crypto';
import type { CartView, OrderSendBody, OrderView } from '@workwear/contracts';
import type { DatabaseHandle } from '@workwear/db';
import { ROLE } from '@workwear/domain';
import { sql } from 'drizzle-orm';
import { bearerFor } from './accessTokens';
import { cartApi, freshCart, jsonCall } from './cartApi';

/**
 * Test helpers of the order service, shared by the order's integration tests, the concurrency tests
 * and the order benchmark: the calls over real HTTP, delivery methods to choose, stock to set, a cart
 * with rows and a payload that sends it.
 */

// biome-ignore lint/suspicious/noExplicitAny: test bodies are read loosely and asserted on
type Loose = any;

export interface OrderCallResult<T> {
  status: number;
  headers: Headers;
  body: T & Loose;
}

/** The order API over real HTTP, as a given bearer ("Bearer ...") or anonymously. */
export function orderApi(baseUrl: string, bearer?: string, market = 'SE') {
  async function call<T = OrderView>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<OrderCallResult<T>> {
    return jsonCall(`${baseUrl}/api/order${path}`, method, bearer, body, headers);
  }
  const withMarket = (path: string) => `${path}${path.includes('?') ? '&' : '?'}marketId=${market}`;
  return {
    call,
    /** POST orders/send with an Idempotency-Key (a new one unless given; null sends none). */
    send: (body: unknown, key: string | null = newIdempotencyKey()) =>
      call('POST', '/orders/send', body, key === null ? {} : { 'Idempotency-Key': key }),
    summary: (body: unknown) =>
      call<{ summary: OrderView['summary']; totals: OrderView['totals'] }>(
        'POST',
        withMarket('/orders/summary'),
        body,
      ),
    list: (query = '') => call<Loose>('GET', withMarket(`/orders${query ? `?${query}` : ''}`)),
    get: (id: string) => call('GET', withMarket(`/orders/${id}`)),
    pay: (id: string, body: unknown) =>
      call<{ state: string; declineReason?: string; order: OrderView }>(
        'POST',
        withMarket(`/orders/${id}/payments`),
        body,
      ),
    cancel: (id: string) => call('POST', withMarket(`/orders/${id}/cancel`)),
    reorder: (id: string, body: unknown = {}) =>
      call<{
        cart: CartView;
        lines: { sku: string; outcome: string; previousPrice: number; price: number | null }[];
      }>('POST', withMarket(`/orders/${id}/reorder`), body),
  };
}

export const newIdempotencyKey = () => randomUUID();

/** Delivery method ids the tests add (high, so they never meet demo data). */
export const TEST_METHODS = {
  standard: {
    id: 91_001,
    carrierCode: 200,
    fee: 4900,
    requiresCellphone: false,
    requiresZeroDeliveryCost: false,
  },
  cellphone: {
    id: 91_002,
    carrierCode: 1100,
    fee: 0,
    requiresCellphone: true,
    requiresZeroDeliveryCost: false,
  },
  freeOnly: {
    id: 91_003,
    carrierCode: 210,
    fee: 4900,
    requiresCellphone: false,
    requiresZeroDeliveryCost: true,
  },
  servicePoint: {
    id: 91_004,
    carrierCode: 1200,
    fee: 3900,
    requiresCellphone: false,
    requiresZeroDeliveryCost: false,
  },
} as const;
export type TestMethod = keyof typeof TEST_METHODS;

export interface TestDelivery {
  groupId: number;
  /** The payload's deliveryMethod for each test method. */
  choice: Record<
    TestMethod,
    { deliveryMethodId: number; deliveryGroupId: number; deliveryGroupEntryId: number }
  >;
}

/**
 * The market's default delivery group (made when the demo data has none) with the test methods in
 * it, at their fees. Idempotent: every test file may call it for the same market.
 */
export async function ensureTestDelivery(handle: DatabaseHandle, market = 'se'): Promise<TestDelivery> {
  await handle.db.execute(sql`
    INSERT INTO delivery_groups (market, name, is_default)
    SELECT ${market}, ${`Default ${market}`}, true
    WHERE NOT EXISTS (SELECT 1 FROM delivery_groups WHERE market = ${market} AND is_default)
    ON CONFLICT DO NOTHING`);
  const [group] = await handle.rows<{ id: number }>(
    sql`SELECT id FROM delivery_groups WHERE market = ${market} AND is_default`,
  );
  const groupId = Number(group!.id);
  const choice = {} as TestDelivery['choice'];
  for (const [key, m] of Object.entries(TEST_METHODS) as [TestMethod, (typeof TEST_METHODS)[TestMethod]][]) {
    await handle.db.execute(sql`
      INSERT INTO delivery_methods (id, carrier_code, names, requires_cellphone, requires_zero_delivery_cost)
      VALUES (${m.id}, ${m.carrierCode}, ${JSON.stringify({ en: `Test ${key}`, sv: `Test ${key} (sv)` })}::jsonb,
        ${m.requiresCellphone}, ${m.requiresZeroDeliveryCost})
      ON CONFLICT (id) DO NOTHING`);
    const [entry] = await handle.rows<{ id: number }>(sql`
      INSERT INTO delivery_group_entries (delivery_group_id, delivery_method_id, fee_gross, position)
      VALUES (${groupId}, ${m.id}, ${m.fee}, 100)
      ON CONFLICT (delivery_group_id, delivery_method_id) DO UPDATE SET fee_gross = EXCLUDED.fee_gross
      RETURNING id`);
    choice[key] = {
      deliveryMethodId: m.id,
      deliveryGroupId: groupId,
      deliveryGroupEntryId: Number(entry!.id),
    };
  }
  return { groupId, choice };
}

/** Sets the stock of skus (a row is made where none exists). */
export async function setStock(
  handle: DatabaseHandle,
  skus: readonly string[],
  onHand: number,
): Promise<void> {
  for (const sku of skus) {
    await handle.db.execute(sql`
      INSERT INTO stock (sku, on_hand) VALUES (${sku}, ${onHand})
      ON CONFLICT (sku) DO UPDATE SET on_hand = EXCLUDED.on_hand`);
  }
}

export async function stockOf(handle: DatabaseHandle, sku: string): Promise<number | undefined> {
  const [row] = await handle.rows<{ on_hand: number }>(sql`SELECT on_hand FROM stock WHERE sku = ${sku}`);
  return row === undefined ? undefined : Number(row.on_hand);
}

/**
 * A cart with rows: a fresh active cart for a signed-in bearer (their current one is deleted), a new
 * anonymous one otherwise. Rows are added one per call, as a shopper would.
 */
export async function cartWithRows(
  baseUrl: string,
  rows: readonly { sku: string; quantity: number }[],
  bearer?: string,
  market = 'SE',
): Promise<CartView> {
  const carts = cartApi(baseUrl, bearer, market);
  let cart = bearer ? await freshCart(carts) : (await carts.create()).body;
  for (const row of rows) {
    const added = await carts.add(cart.id, { sku: row.sku, quantity: row.quantity, version: cart.version });
    if (added.status !== 200)
      throw new Error(`add ${row.sku}: ${added.status} ${JSON.stringify(added.body)}`);
    cart = added.body;
  }
  return cart;
}

/** Sellable skus of the demo catalogue (factor 1), with their stock set high enough for the tests. */
/**
 * Skus in stock, one per colour, whose colour keeps another size in stock: restocking them or selling
 * them out never changes which colours the listing shows in stock, so the listing tests that share the
 * test database (and compare the index with SQL after a read-model refresh) see the same catalogue.
 */
export async function skusSafeToSellOut(
  handle: DatabaseHandle,
  count: number,
  offset = 0,
): Promise<string[]> {
  const rows = await handle.rows<{ sku: string }>(sql`
    SELECT sku FROM (
      SELECT DISTINCT ON (s.variant_id) s.sku
      FROM skus s
      JOIN stock st ON st.sku = s.sku AND st.on_hand > 0
      JOIN variant_listing l ON l.variant_id = s.variant_id AND l.is_sellable
      JOIN variants v ON v.id = s.variant_id
      JOIN products p ON p.id = v.product_id AND p.quantity_factor = 1
      WHERE EXISTS (SELECT 1 FROM skus o JOIN stock so ON so.sku = o.sku AND so.on_hand > 0
                    WHERE o.variant_id = s.variant_id AND o.sku <> s.sku)
      ORDER BY s.variant_id, s.sku
    ) one_per_colour
    ORDER BY sku OFFSET ${offset} LIMIT ${count}`);
  if (rows.length < count) throw new Error(`Only ${rows.length} skus safe to sell out, ${count} wanted`);
  return rows.map((r) => r.sku);
}

export async function orderableSkus(handle: DatabaseHandle, count: number, onHand = 1000): Promise<string[]> {
  const skus = await skusSafeToSellOut(handle, count);
  await setStock(handle, skus, onHand);
  return skus;
}

/** A Swedish delivery address that passes the checkout's forms. */
export const SWEDISH_ADDRESS = {
  addressLine1: 'Storgatan 1',
  zipCode: '11122',
  city: 'Stockholm',
  countryId: 752,
} as const;

/**
 * A payload that sends the cart in SE: a guest consumer's by default (card 168, prices with VAT, the
 * standard test method), with any field overridden.
 */
export function sendBody(
  cart: { id: string },
  delivery: TestDelivery,
  overrides: Partial<OrderSendBody> = {},
): OrderSendBody {
  return {
    cartId: cart.id,
    marketId: 'SE',
    cultureCode: 'sv-SE',
    buyer: { firstName: 'Test', lastName: 'Buyer', email: 'buyer@example.com', cellphone: '46701234567' },
    deliveryAddress: { ...SWEDISH_ADDRESS },
    deliveryMethod: delivery.choice.standard,
    paymentMethodId: 168,
    useIncVat: true,
    acceptTerms: true,
    ...overrides,
  };
}

export interface TestBuyer {
  customerId: number;
  companyId: number;
  bearer: string;
}

/**
 * A business buyer of a company made for the test (a user of it, signed in to it), so a test may
 * block the company or change its settings without touching the demo world others read.
 */
export async function testCompanyBuyer(
  handle: DatabaseHandle,
  settings: Record<string, string> = {},
  market = 'se',
): Promise<TestBuyer> {
  const tag = randomUUID().slice(0, 8);
  const [company] = await handle.rows<{ id: number }>(sql`
    INSERT INTO companies (name, market_name) VALUES (${`Order test company ${tag}`}, ${market}) RETURNING id`);
  const companyId = Number(company!.id);
  const [customer] = await handle.rows<{ id: number }>(sql`
    INSERT INTO customers (customer_code, first_name, last_name, email_address, market_name, language)
    VALUES (${`ORDER-TEST-${tag}`}, 'Test', 'Business', ${`business-${tag}@example.com`}, ${market}, 'sv')
    RETURNING id`);
  const customerId = Number(customer!.id);
  await handle.db.execute(sql`
    INSERT INTO customer_companies (customer_id, company_id, is_default) VALUES (${customerId}, ${companyId}, true)`);
  for (const [key, value] of Object.entries(settings)) await setCompanySetting(handle, companyId, key, value);
  const bearer = await bearerFor(handle, {
    customerId,
    companyId,
    role: ROLE.User,
    market,
    sessionId: `order-test-${tag}`,
  });
  return { customerId, companyId, bearer };
}

/** Sets (or with null removes) one stored company setting. */
export async function setCompanySetting(
  handle: DatabaseHandle,
  companyId: number,
  key: string,
  value: string | null,
): Promise<void> {
  await handle.db.execute(sql`DELETE FROM company_settings WHERE company_id = ${companyId} AND key = ${key}`);
  if (value !== null)
    await handle.db.execute(
      sql`INSERT INTO company_settings (company_id, key, value) VALUES (${companyId}, ${key}, ${value})`,
    );
}
