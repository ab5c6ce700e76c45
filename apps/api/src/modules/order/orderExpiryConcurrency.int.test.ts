import { ONE_CONNECTION } from '@workwear/db/testing';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  cartWithRows,
  ensureTestDelivery,
  type OrderCallResult,
  orderApi,
  sendBody,
  setStock,
  skusSafeToSellOut,
  stockOf,
  type TestDelivery,
} from '../../testing/orderApi';
import { orderInvariantViolations } from '../../testing/orderInvariants';
import { type TestServer, testServer } from '../../testing/testServer';
import { expireUnpaidOrders } from './orderExpiry';

/**
 * The expiry of unpaid card orders (issue 25, item 8) on the PostgreSQL server, concurrently with new
 * sends of the same sku, with buyers cancelling some of the expiring orders at the same moment and
 * with several sweeps at once (as several API processes run them): every expiring order gives back
 * exactly what it reserved, once; nothing else is given back; stock plus what is still reserved is
 * what there was. PGlite has one connection, so there the requests would follow one another.
 */
const onServer = inject('databaseUrl') !== undefined;
const MINUTES = 30;
const START_STOCK = 100;
const EXPIRING = 20;
const EACH = 2;
const YOUNG = 5;
const NEW_SENDS = 40;
const CANCELLED_BY_BUYER = 6;
const SWEEPS = 3;
/** Colours whose last two sizes are sold at once. */
const ROUNDS = 10;

let api: TestServer;
let delivery: TestDelivery;
let sku: string;

beforeAll(async () => {
  if (!onServer) return;
  api = await testServer();
  delivery = await ensureTestDelivery(api.handle);
  // Past the skus the other order test files take (orderableSkus, orderConcurrency's 40 to 56).
  [sku] = (await skusSafeToSellOut(api.handle, 1, 70)) as [string];
  await setStock(api.handle, [sku], START_STOCK);
});

const guest = () => orderApi(api.baseUrl);
const outcomeOf = (r: OrderCallResult<unknown>) =>
  r.status === 409 || r.status === 422 ? `${r.status}:${r.body?.orderErrorCode}` : String(r.status);

async function sendOrders(count: number, quantity: number) {
  const carts = await Promise.all(
    Array.from({ length: count }, () => cartWithRows(api.baseUrl, [{ sku, quantity }])),
  );
  return Promise.all(carts.map((cart) => guest().send(sendBody(cart, delivery))));
}

const reservations = () =>
  api.handle.rows<{ orderId: string; quantity: number; released: boolean }>(sql`
    SELECT order_id::text AS "orderId", quantity, released_at IS NOT NULL AS released
    FROM stock_reservations WHERE sku = ${sku}`);

describe('orders emptying two sizes of one colour at the same moment', () => {
  it('turn the colour out of stock in the listing, whichever commits last', async (ctx) => {
    if (!onServer) return ctx.skip(ONE_CONNECTION);
    // Colours with at least two sizes: the last unit of each of two sizes goes to a send of its own.
    const colours = await api.handle.rows<{ variant_id: number; skus: string[] }>(sql`
      SELECT s.variant_id, (array_agg(s.sku ORDER BY s.sku))[1:2] AS skus
      FROM skus s JOIN variant_listing l ON l.variant_id = s.variant_id AND l.is_sellable AND l.has_stock
      JOIN variants v ON v.id = s.variant_id JOIN products p ON p.id = v.product_id AND p.quantity_factor = 1
      WHERE s.sku NOT IN (SELECT sku FROM stock_reservations)
      GROUP BY s.variant_id HAVING count(*) >= 2 ORDER BY s.variant_id DESC LIMIT ${ROUNDS}`);
    for (const { variant_id: variantId, skus } of colours) {
      await api.handle.db.execute(sql`
        UPDATE stock SET on_hand = 0 WHERE sku IN (SELECT sku FROM skus WHERE variant_id = ${variantId})`);
      await setStock(api.handle, skus, 1);
      const carts = await Promise.all(skus.map((s) => cartWithRows(api.baseUrl, [{ sku: s, quantity: 1 }])));
      const sent = await Promise.all(carts.map((cart) => guest().send(sendBody(cart, delivery))));
      expect(sent.map(outcomeOf)).toEqual(['201', '201']);
      const [row] = await api.handle.rows<{ has_stock: boolean }>(
        sql`SELECT has_stock FROM variant_listing WHERE variant_id = ${variantId}`,
      );
      expect(row?.has_stock, `colour ${variantId}`).toBe(false);
      // Both cancelled at once: the colour is in stock again (and the catalogue as other files found it).
      await Promise.all(sent.map((r) => guest().cancel(r.body.id)));
      const [back] = await api.handle.rows<{ has_stock: boolean }>(
        sql`SELECT has_stock FROM variant_listing WHERE variant_id = ${variantId}`,
      );
      expect(back?.has_stock, `colour ${variantId}`).toBe(true);
    }
  });
});

describe('unpaid card orders expiring while new orders take the same sku', () => {
  it('give back exactly what each reserved, once, and nothing else', async (ctx) => {
    if (!onServer) return ctx.skip(ONE_CONNECTION);
    const expiring = await sendOrders(EXPIRING, EACH);
    const young = await sendOrders(YOUNG, 1);
    expect([...expiring, ...young].map(outcomeOf).every((o) => o === '201')).toBe(true);
    const expiringIds = expiring.map((r) => r.body.id as string);
    const youngIds = young.map((r) => r.body.id as string);
    await api.handle.db.execute(sql`
      UPDATE orders SET created_at = now() - make_interval(mins => ${MINUTES + 1})
      WHERE id = ANY(${sql.param(expiringIds)}::uuid[])`);
    const before = START_STOCK - EXPIRING * EACH - YOUNG;
    expect(await stockOf(api.handle, sku)).toBe(before);

    const newCarts = await Promise.all(
      Array.from({ length: NEW_SENDS }, () => cartWithRows(api.baseUrl, [{ sku, quantity: EACH }])),
    );
    const deps = { handle: api.handle, publicOriginOf: () => 'https://shop.example' };
    const cancelled = expiringIds.slice(0, CANCELLED_BY_BUYER);
    const [sweeps, sends, cancels] = await Promise.all([
      Promise.all(Array.from({ length: SWEEPS }, () => expireUnpaidOrders(deps, MINUTES))),
      Promise.all(newCarts.map((cart) => guest().send(sendBody(cart, delivery)))),
      Promise.all(cancelled.map((id) => guest().cancel(id))),
    ]);

    // Each expiring order ended once: by one sweep, or by its buyer's cancel, never both.
    // (Another file's aged orders may be expired by these sweeps too: only this test's are counted.)
    const expiredBySweep = sweeps.flat().filter((id) => expiringIds.includes(id));
    const cancelledByBuyer = cancelled.filter((_, i) => cancels[i]!.status === 200);
    expect(cancels.every((c) => c.status === 200 || c.status === 409)).toBe(true);
    expect(new Set(expiredBySweep).size).toBe(expiredBySweep.length);
    expect([...expiredBySweep, ...cancelledByBuyer].sort()).toEqual([...expiringIds].sort());

    const outcomes = sends.map(outcomeOf);
    expect(
      outcomes.every((o) => o === '201' || o === '422:10'),
      outcomes.join(' '),
    ).toBe(true);
    const made = outcomes.filter((o) => o === '201').length;
    // The stock there was before the sweep is enough for this many whatever the order of events.
    expect(made).toBeGreaterThanOrEqual(Math.floor(before / EACH));

    const held = await reservations();
    const byOrder = new Map(held.map((r) => [r.orderId, r]));
    for (const id of expiringIds) expect(byOrder.get(id)).toMatchObject({ quantity: EACH, released: true });
    for (const id of youngIds) expect(byOrder.get(id)).toMatchObject({ released: false });
    const stillHeld = held.filter((r) => !r.released).reduce((sum, r) => sum + r.quantity, 0);
    expect(stillHeld).toBe(YOUNG + made * EACH);
    expect((await stockOf(api.handle, sku))! + stillHeld).toBe(START_STOCK);
    expect(await orderInvariantViolations(api.handle)).toEqual([]);
  });
});
