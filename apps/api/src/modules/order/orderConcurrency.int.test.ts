import { ONE_CONNECTION } from '@workwear/db/testing';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { type TestServer, testServer } from '../../testing/testServer';
import { sellableSkus } from '../cart/cartApi.testing';
import {
  cartWithRows,
  ensureTestDelivery,
  newIdempotencyKey,
  type OrderCallResult,
  orderApi,
  sendBody,
  setStock,
  stockOf,
  type TestDelivery,
} from './orderApi.testing';
import { orderInvariantViolations } from './orderInvariants.testing';

/**
 * Order send under truly concurrent requests over HTTP (issue 11 point 7), on the PostgreSQL server
 * only: PGlite has one connection, so its requests follow one another. Exactly once means one order
 * per cart whatever the number of tabs sending it; no oversell means the stock's last units go to
 * exactly as many carts as there are units; a key names one request body. No answer is ever a 5xx.
 */
const onServer = inject('databaseUrl') !== undefined;
const TABS = 20;
const ROUNDS = 50;
const RACING_CARTS = 50;
const LAST_UNITS = 10;

let api: TestServer;
let delivery: TestDelivery;
/** Skus of these tests only: past the first ones, which other order tests take and restock. */
let plenty: string[];
let scarce: string;

beforeAll(async () => {
  if (!onServer) return;
  api = await testServer();
  delivery = await ensureTestDelivery(api.handle);
  const skus = (await sellableSkus(api.handle, 60)).slice(40);
  plenty = skus.slice(0, 3);
  scarce = skus[3]!;
  await setStock(api.handle, plenty, 100_000);
});

const guest = () => orderApi(api.baseUrl);
const ordersOfCart = async (cartId: string) =>
  (
    await api.handle.rows<{ id: string }>(sql`SELECT id::text FROM orders WHERE cart_id = ${cartId}::uuid`)
  ).map((r) => r.id);

/** Status and, for a refusal, its order code: what each answer is, in a line a failure can show. */
const outcomeOf = (r: OrderCallResult<unknown>) =>
  r.status === 409 || r.status === 422 ? `${r.status}:${r.body?.orderErrorCode}` : String(r.status);

function tallyOf(outcomes: readonly string[]): Record<string, number> {
  const tally: Record<string, number> = {};
  for (const o of outcomes) tally[o] = (tally[o] ?? 0) + 1;
  return tally;
}

describe(`${TABS} tabs send one cart at once, each with its own key`, () => {
  it(`make exactly one order, ${ROUNDS} times over: every 2xx is that order, the rest 409 (37 or 38), no 5xx`, async (ctx) => {
    if (!onServer) return ctx.skip(ONE_CONNECTION);
    const seen: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const cart = await cartWithRows(api.baseUrl, [
        { sku: plenty[0]!, quantity: 2 },
        { sku: plenty[1]!, quantity: 1 },
      ]);
      const body = sendBody(cart, delivery);
      const answers = await Promise.all(Array.from({ length: TABS }, () => guest().send(body)));
      const outcomes = answers.map(outcomeOf);
      seen.push(...outcomes);
      const context = `round ${round}: ${outcomes.join(' ')}`;
      expect(
        outcomes.filter((o) => o === '201'),
        context,
      ).toHaveLength(1);
      expect(
        outcomes.every((o) => ['200', '201', '409:37', '409:38'].includes(o)),
        context,
      ).toBe(true);
      const created = answers.find((a) => a.status === 201)!.body;
      const ids = new Set(answers.filter((a) => a.status < 300).map((a) => a.body.id));
      expect([...ids], context).toEqual([created.id]);
      expect(await ordersOfCart(cart.id), context).toEqual([created.id]);
    }
    // What the tabs met, over all rounds (seen in the run's output; the assertions above are per round).
    console.info(`order send, ${TABS} tabs x ${ROUNDS} rounds:`, tallyOf(seen));
  }, 300_000);
});

describe(`${RACING_CARTS} carts race for the last ${LAST_UNITS} units of a sku`, () => {
  it(`make exactly ${LAST_UNITS} orders and leave none; the others are refused with code 10 and keep their carts`, async (ctx) => {
    if (!onServer) return ctx.skip(ONE_CONNECTION);
    await setStock(api.handle, [scarce], LAST_UNITS);
    // Each cart also holds a sku in plenty: a refused send must give back what it took of it.
    const plentyBefore = await stockOf(api.handle, plenty[2]!);
    const carts = await Promise.all(
      Array.from({ length: RACING_CARTS }, () =>
        cartWithRows(api.baseUrl, [
          { sku: plenty[2]!, quantity: 1 },
          { sku: scarce, quantity: 1 },
        ]),
      ),
    );
    const answers = await Promise.all(carts.map((cart) => guest().send(sendBody(cart, delivery))));
    const outcomes = answers.map(outcomeOf);
    expect(
      outcomes.filter((o) => o === '201'),
      outcomes.join(' '),
    ).toHaveLength(LAST_UNITS);
    expect(
      outcomes.filter((o) => o === '422:10'),
      outcomes.join(' '),
    ).toHaveLength(RACING_CARTS - LAST_UNITS);
    for (const refusal of answers.filter((a) => a.status === 422)) {
      expect(refusal.body).toMatchObject({ reason: 'OrderProductOnHand', skus: [scarce] });
    }
    expect(await stockOf(api.handle, scarce)).toBe(0);
    expect(await stockOf(api.handle, plenty[2]!)).toBe(plentyBefore! - LAST_UNITS);
    const [reserved] = await api.handle.rows<{ units: number; orders: number }>(sql`
      SELECT coalesce(sum(quantity), 0)::int AS units, count(*)::int AS orders
      FROM stock_reservations WHERE sku = ${scarce} AND released_at IS NULL`);
    expect(reserved).toEqual({ units: LAST_UNITS, orders: LAST_UNITS });
    const refusedCarts = carts.filter((_, i) => answers[i]!.status === 422).map((c) => c.id);
    const kept = await api.handle.rows<{ status: string; orders: number }>(sql`
      SELECT c.status, (SELECT count(*)::int FROM orders o WHERE o.cart_id = c.id) AS orders
      FROM carts c WHERE c.id = ANY(${sql.param(refusedCarts)}::uuid[])`);
    expect(kept).toHaveLength(RACING_CARTS - LAST_UNITS);
    expect(kept.every((c) => c.status !== 'ordered' && c.orders === 0)).toBe(true);
  }, 120_000);
});

describe('one Idempotency-Key', () => {
  it('answers 422 to another body and the same order to the same body', async (ctx) => {
    if (!onServer) return ctx.skip(ONE_CONNECTION);
    const cart = await cartWithRows(api.baseUrl, [{ sku: plenty[0]!, quantity: 1 }]);
    const other = await cartWithRows(api.baseUrl, [{ sku: plenty[1]!, quantity: 1 }]);
    const key = newIdempotencyKey();
    const body = sendBody(cart, delivery);
    const first = await guest().send(body, key);
    expect(first.status, JSON.stringify(first.body)).toBe(201);

    const comment = await guest().send({ ...body, comment: 'Leave it at the door' }, key);
    expect(comment.status).toBe(422);
    expect(comment.body.code).not.toBe('order_refused');
    // The key's first body named another cart: that cart must not be ordered under it.
    const elsewhere = await guest().send(sendBody(other, delivery), key);
    expect(elsewhere.status).toBe(422);
    expect(await ordersOfCart(other.id)).toEqual([]);

    const again = await guest().send(body, key);
    expect(again.status).toBe(200);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await ordersOfCart(cart.id)).toEqual([first.body.id]);
  });

  it(`sent by ${TABS} requests at once makes one order: the others replay it (200) or answer 409 37`, async (ctx) => {
    if (!onServer) return ctx.skip(ONE_CONNECTION);
    const cart = await cartWithRows(api.baseUrl, [{ sku: plenty[0]!, quantity: 3 }]);
    const key = newIdempotencyKey();
    const body = sendBody(cart, delivery);
    const answers = await Promise.all(Array.from({ length: TABS }, () => guest().send(body, key)));
    const outcomes = answers.map(outcomeOf);
    console.info(`order send, one key x ${TABS} requests:`, tallyOf(outcomes));
    expect(
      outcomes.filter((o) => o === '201'),
      outcomes.join(' '),
    ).toHaveLength(1);
    expect(
      outcomes.every((o) => ['200', '201', '409:37'].includes(o)),
      outcomes.join(' '),
    ).toBe(true);
    const orders = await ordersOfCart(cart.id);
    expect(orders).toHaveLength(1);
    const ids = new Set(answers.filter((a) => a.status < 300).map((a) => a.body.id));
    expect([...ids]).toEqual(orders);
    // The 200s are the first one's stored answer, not sends of their own.
    for (const replay of answers.filter((a) => a.status === 200))
      expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
  });
});

describe('after the races', () => {
  it('leaves no stock below 0, one reservation per ordered sku, and none without its order', async (ctx) => {
    if (!onServer) return ctx.skip(ONE_CONNECTION);
    expect(await orderInvariantViolations(api.handle)).toEqual([]);
  });
});
