import { ONE_CONNECTION } from '@workwear/db/testing';
import { type SQL, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { cartApi } from '../../testing/cartApi';
import {
  cartWithRows,
  ensureTestDelivery,
  newIdempotencyKey,
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
let scarcePair: [string, string];

beforeAll(async () => {
  if (!onServer) return;
  api = await testServer();
  delivery = await ensureTestDelivery(api.handle);
  // Past the first ones, which the other order test files take (orderableSkus).
  const skus = await skusSafeToSellOut(api.handle, 17, 40);
  plenty = skus.slice(0, 14);
  scarce = skus[14]!;
  scarcePair = [skus[15]!, skus[16]!];
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

/**
 * Sends every cart at once, each in a tab of its own, and checks that `made` of them became orders and
 * `refused` were refused with code 10 (out of stock); the answers in the carts' order.
 */
async function sendRacing(carts: readonly { id: string }[], made: number, refused: number) {
  const answers = await Promise.all(carts.map((cart) => guest().send(sendBody(cart, delivery))));
  const outcomes = answers.map(outcomeOf);
  expect(
    outcomes.filter((o) => o === '201'),
    outcomes.join(' '),
  ).toHaveLength(made);
  expect(
    outcomes.filter((o) => o === '422:10'),
    outcomes.join(' '),
  ).toHaveLength(refused);
  return answers;
}

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
    const answers = await sendRacing(carts, LAST_UNITS, RACING_CARTS - LAST_UNITS);
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

describe('carts holding two scarce skus, in either row order', () => {
  it(`never deadlock: the ${LAST_UNITS} units of each make ${LAST_UNITS} orders, no 5xx`, async (ctx) => {
    if (!onServer) return ctx.skip(ONE_CONNECTION);
    const [a, b] = scarcePair;
    await setStock(api.handle, scarcePair, LAST_UNITS);
    // Half the carts name a first, half b first: locks taken in row order would cross and deadlock.
    const carts = await Promise.all(
      Array.from({ length: 3 * LAST_UNITS }, (_, i) =>
        cartWithRows(
          api.baseUrl,
          (i % 2 === 0 ? [a, b] : [b, a]).map((sku) => ({ sku, quantity: 1 })),
        ),
      ),
    );
    await sendRacing(carts, LAST_UNITS, 2 * LAST_UNITS);
    expect([await stockOf(api.handle, a), await stockOf(api.handle, b)]).toEqual([0, 0]);
  }, 120_000);
});

describe('adds racing a send of their cart', () => {
  it('land before it, in the order, or are refused after it: no row of an ordered cart is outside its order', async (ctx) => {
    if (!onServer) return ctx.skip(ONE_CONNECTION);
    const carts = cartApi(api.baseUrl);
    const seen: string[] = [];
    for (let round = 0; round < 10; round++) {
      const cart = await cartWithRows(api.baseUrl, [{ sku: plenty[3]!, quantity: 1 }]);
      const [sent, ...adds] = await Promise.all([
        guest().send(sendBody(cart, delivery)),
        ...plenty.slice(4).map((sku) => carts.add(cart.id, { sku, quantity: 2 })),
      ]);
      expect(sent!.status, JSON.stringify(sent!.body)).toBe(201);
      seen.push(...adds.map((a) => String(a.status)));
      expect(adds.every((a) => a.status === 200 || a.status === 422)).toBe(true);
      const rows = await api.handle.rows<{ sku: string; quantity: number }>(
        sql`SELECT sku, quantity FROM cart_rows WHERE cart_id = ${cart.id}::uuid ORDER BY sku`,
      );
      const lines = (sent!.body.lines as { sku: string; quantity: number }[])
        .map((l) => ({ sku: l.sku, quantity: l.quantity }))
        .sort((x, y) => x.sku.localeCompare(y.sku));
      expect(lines, `round ${round}`).toEqual(
        rows.map((r) => ({ sku: r.sku, quantity: Number(r.quantity) })),
      );
      // Every add answered 200 is in the order; every one refused is not.
      expect(rows.length).toBe(1 + adds.filter((a) => a.status === 200).length);
    }
    console.info('adds racing a send, 10 rounds:', tallyOf(seen));
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
    expect(again.status).toBe(201);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await ordersOfCart(cart.id)).toEqual([first.body.id]);
  });

  it(`sent by ${TABS} requests at once makes one order: the others replay its 201 or answer 409 37`, async (ctx) => {
    if (!onServer) return ctx.skip(ONE_CONNECTION);
    const cart = await cartWithRows(api.baseUrl, [{ sku: plenty[0]!, quantity: 3 }]);
    const key = newIdempotencyKey();
    const body = sendBody(cart, delivery);
    const answers = await Promise.all(Array.from({ length: TABS }, () => guest().send(body, key)));
    const outcomes = answers.map(outcomeOf);
    console.info(`order send, one key x ${TABS} requests:`, tallyOf(outcomes));
    const firsts = answers.filter((a) => a.status === 201 && a.headers.get('Idempotent-Replayed') === null);
    expect(firsts, outcomes.join(' ')).toHaveLength(1);
    expect(
      outcomes.every((o) => ['201', '409:37'].includes(o)),
      outcomes.join(' '),
    ).toBe(true);
    const orders = await ordersOfCart(cart.id);
    expect(orders).toHaveLength(1);
    const ids = new Set(answers.filter((a) => a.status < 300).map((a) => a.body.id));
    expect([...ids]).toEqual(orders);
    // Every other 201 is the first one's stored answer, not a send of its own.
    for (const replay of answers.filter((a) => a.status === 201 && a !== firsts[0]))
      expect(replay.body).toEqual(firsts[0]!.body);
  });
});

describe('a send that cannot get in', () => {
  /** Runs `meanwhile` while another connection holds what `hold` locks, in a transaction rolled back after. */
  const whileHeld = <T>(hold: SQL, meanwhile: () => Promise<T>) =>
    api.handle.dedicated(async (db) => {
      await db.execute(sql`BEGIN`);
      try {
        await db.execute(hold);
        return await meanwhile();
      } finally {
        await db.execute(sql`ROLLBACK`);
      }
    });

  it('answers 409 38 CartIsLocked when its cart stays locked past 5 s; the same key sends it once free', async (ctx) => {
    if (!onServer) return ctx.skip(ONE_CONNECTION);
    const cart = await cartWithRows(api.baseUrl, [{ sku: plenty[0]!, quantity: 1 }]);
    const body = sendBody(cart, delivery);
    const key = newIdempotencyKey();
    const locked = await whileHeld(sql`SELECT id FROM carts WHERE id = ${cart.id}::uuid FOR UPDATE`, () =>
      guest().send(body, key),
    );
    expect(outcomeOf(locked), JSON.stringify(locked.body)).toBe('409:38');
    expect(locked.body.reason).toBe('CartIsLocked');
    // The refusal rolled back with its key: nothing of it stays.
    const sent = await guest().send(body, key);
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(await ordersOfCart(cart.id)).toEqual([sent.body.id]);
  }, 30_000);

  it('answers 409 37 OrderIsBeingProcessed while a send with its key runs elsewhere past the wait', async (ctx) => {
    if (!onServer) return ctx.skip(ONE_CONNECTION);
    const cart = await cartWithRows(api.baseUrl, [{ sku: plenty[0]!, quantity: 1 }]);
    const key = newIdempotencyKey();
    // The key claimed, not yet completed, by a transaction of another process (the way a slow send holds it).
    const claimed = sql`
      INSERT INTO idempotency_keys (principal, operation, key, request_hash, state, expires_at)
      VALUES ('anonymous', 'order.send', ${key}, 'elsewhere', 'pending', now() + interval '1 day')`;
    const waited = await whileHeld(claimed, () => guest().send(sendBody(cart, delivery), key));
    expect(outcomeOf(waited), JSON.stringify(waited.body)).toBe('409:37');
    expect(waited.body.reason).toBe('OrderIsBeingProcessed');
    expect(await ordersOfCart(cart.id)).toEqual([]);
  }, 30_000);
});

describe('after the races', () => {
  it('leaves no stock below 0, one reservation per ordered sku, and none without its order', async (ctx) => {
    if (!onServer) return ctx.skip(ONE_CONNECTION);
    expect(await orderInvariantViolations(api.handle)).toEqual([]);
  });
});
