import { parseArgs } from 'node:util';
import type { OrderSendBody } from '@workwear/contracts';
import { openDatabase } from '@workwear/db';
import { createServerDatabase } from '@workwear/db/testing';
import { sql } from 'drizzle-orm';
import { type ApiProcess, startApiProcess } from './apiProcess';
import { sellableSkus } from './cartApi';
import {
  cartWithRows,
  ensureTestDelivery,
  newIdempotencyKey,
  orderApi,
  sendBody,
  setStock,
} from './orderApi';
import { orderInvariantViolations, stockLevels, stockNotConserved, type Violation } from './orderInvariants';

/**
 * The order send crash test (issue 11 point 7), run by CI after the PostgreSQL integration tests and
 * not by `npm test`: the real API process on a fresh database of the PostgreSQL server, many guest
 * sends at once (each its own cart and Idempotency-Key), the API killed with SIGKILL part-way (no
 * graceful anything), started again, and every send whose answer was lost sent again with its key,
 * as a storefront would. Then: every acknowledged order exists exactly once, every cart has one
 * order, no reservation without its order, and on hand plus reserved is what was on hand before.
 *
 *   node --import tsx apps/api/src/testing/orderCrash.ts [--sends=200] [--concurrency=8] [--kills=3]
 *
 * TEST_DATABASE_URL names the server (default postgres://postgres@127.0.0.1:5432/test); the database is
 * made for the run and dropped after a clean one (kept, and named, when something broke).
 */
const { values: options } = parseArgs({
  options: {
    sends: { type: 'string', default: '200' },
    concurrency: { type: 'string', default: '8' },
    /** SIGKILLs, evenly spread over the sends' orders. */
    kills: { type: 'string', default: '3' },
  },
});
const SENDS = Number(options.sends);
const CONCURRENCY = Number(options.concurrency);
const KILLS = Number(options.kills);
const SERVER = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SKUS = 8;
const ON_HAND = 10_000;
/** How often a retry meets 409 (the dead process's transaction not yet gone) before it counts as failed. */
const RETRIES = 100;

interface Send {
  index: number;
  cartId: string;
  key: string;
  body: OrderSendBody;
  /** The order the API answered (first try or a retry). */
  orderId?: string;
  /** In flight when the API died at least once: an answer was lost. */
  lost: boolean;
  /** 201 or 200 of the answer that counted. */
  status?: number;
  /** That answer was the stored one of an earlier try with the key (Idempotent-Replayed). */
  replayed?: boolean;
  failure?: string;
}

const started = Date.now();
const seconds = () => ((Date.now() - started) / 1000).toFixed(1);
const say = (line: string) => console.log(`[${seconds()} s] ${line}`);
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const database = await createServerDatabase('workwear_crash', SERVER);
const handle = await openDatabase({ url: database.url, poolSize: 2 });
const apiEnv = {
  DATABASE_URL: database.url,
  DEMO_DATA: '1',
  API_RATE_LIMIT: 'off',
  LOG_LEVEL: 'warn',
  DATABASE_POOL_SIZE: String(CONCURRENCY + 2),
};
let api: ApiProcess | undefined;
const violations: Violation[] = [];

try {
  const first = await startApiProcess(apiEnv);
  api = first;
  say(`API up on ${database.name} (demo data written)`);
  const delivery = await ensureTestDelivery(handle);
  const skus = await sellableSkus(handle, SKUS);
  await setStock(handle, skus, ON_HAND);
  const initial = await stockLevels(handle, skus);
  // The demo data's past orders are there before the run.
  const ordersBefore = await orderCount();

  const sends: Send[] = await inBatches(SENDS, CONCURRENCY, async (index) => {
    // One to three rows of one to three units each, spread over the skus.
    const rows = Array.from({ length: 1 + (index % 3) }, (_, r) => ({
      sku: skus[(index + r * 3) % skus.length]!,
      quantity: 1 + ((index + r) % 3),
    }));
    const cart = await cartWithRows(first.url, rows);
    return {
      index,
      cartId: cart.id,
      key: newIdempotencyKey(),
      body: sendBody(cart, delivery),
      lost: false,
    };
  });
  say(`${sends.length} carts ready; sending ${CONCURRENCY} at a time, ${KILLS} SIGKILLs on the way`);

  // Each run sends what has no order yet, the lost ones first (with their keys), until the kill that
  // the send answering the run's last order triggers; the last run has no kill and finishes them all.
  const committedUnanswered = new Map<string, string[]>();
  for (let run = 0; run <= KILLS; run++) {
    const queue = [
      ...sends.filter((s) => !s.orderId && s.lost),
      ...sends.filter((s) => !s.orderId && !s.lost),
    ];
    const ordersSoFar = sends.length - queue.length;
    const killAt = run < KILLS ? Math.round((SENDS * (run + 1)) / (KILLS + 1)) : undefined;
    const lost = await sendUntilKilled(api, queue, killAt === undefined ? undefined : killAt - ordersSoFar);
    if (killAt === undefined) break;
    const committed = await ordersOfCarts(lost.map((s) => s.cartId));
    for (const [cart, ids] of committed) committedUnanswered.set(cart, ids);
    say(
      `SIGKILL at ${killAt} orders: ${lost.length} sends in flight lost their answers, ${committed.size} of them had committed`,
    );
    api = await startApiProcess(apiEnv);
    say('API up again');
  }
  const retried = sends.filter((s) => s.lost);
  say(
    `${sends.filter((s) => s.orderId).length} of ${SENDS} sends answered; ${retried.length} were sent again after a lost answer (${retried.filter((s) => s.replayed || s.status === 200).length} answered the order made before the crash; ${retried.filter((s) => !s.replayed && s.status === 201).length} made it now)`,
  );

  if (committedUnanswered.size === 0)
    say('no send committed before a kill lost its answer this time (it happens in about half the runs)');
  violations.push(...(await exactlyOnce(sends, committedUnanswered, ordersBefore)));
  violations.push(...(await orderInvariantViolations(handle)));
  violations.push(...(await stockNotConserved(handle, initial)));
} catch (error) {
  violations.push({ check: 'the run itself', rows: [String(error instanceof Error ? error.stack : error)] });
} finally {
  await api?.stop();
  await handle.close();
}

if (violations.length === 0) {
  await database.dispose();
  say(
    `order crash test passed: every acknowledged order exactly once, stock conserved (${database.name} dropped)`,
  );
} else {
  for (const v of violations)
    console.error(`VIOLATION: ${v.check}\n${JSON.stringify(v.rows.slice(0, 10), null, 2)}`);
  if (api) console.error(`API output (last 3,000 characters):\n${api.output().slice(-3000)}`);
  console.error(
    `order crash test FAILED with ${violations.length} violations; database kept: ${database.name}`,
  );
  process.exit(1);
}

/**
 * Sends the queue CONCURRENCY at a time; the send that answers the run's killAt-th order kills the
 * API. Sends in flight then lose their answers (answered: the lost ones); the rest of the queue waits.
 * A 409 (a dead process's transaction still holding the cart or the key) is tried again after a pause.
 */
async function sendUntilKilled(
  target: ApiProcess,
  queue: readonly Send[],
  killAt: number | undefined,
): Promise<Send[]> {
  let answered = 0;
  let crash: Promise<void> | undefined;
  const lost: Send[] = [];
  await inBatches(queue.length, CONCURRENCY, async (i) => {
    const send = queue[i]!;
    for (let attempt = 0; attempt < RETRIES && !crash; attempt++) {
      try {
        const answer = await orderApi(target.url).send(send.body, send.key);
        if (answer.status === 201 || answer.status === 200) {
          const replayed = answer.headers.get('Idempotent-Replayed') === 'true';
          Object.assign(send, {
            orderId: answer.body.id,
            status: answer.status,
            replayed,
            failure: undefined,
          });
          if (++answered === killAt) crash = target.kill();
          return;
        }
        send.failure = `${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`;
        if (answer.status !== 409) return;
      } catch (error) {
        send.failure = String(error);
        if (crash) {
          send.lost = true;
          lost.push(send);
          return;
        }
      }
      await delay(100);
    }
  });
  await crash;
  return lost;
}

/** Runs job(0..count-1), at most `width` at a time, and answers their results in order. */
async function inBatches<T>(count: number, width: number, job: (index: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      results[index] = await job(index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, count) }, worker));
  return results;
}

/** The orders of the carts, by cart. */
async function ordersOfCarts(cartIds: readonly string[]): Promise<Map<string, string[]>> {
  const rows = await handle.rows<{ cart_id: string; id: string }>(sql`
    SELECT cart_id::text, id::text FROM orders WHERE cart_id = ANY(${sql.param(cartIds)}::uuid[])`);
  const byCart = new Map<string, string[]>();
  for (const r of rows) byCart.set(r.cart_id, [...(byCart.get(r.cart_id) ?? []), r.id]);
  return byCart;
}

/**
 * Every send ended with an order; the order each answer named is the one order of its cart; an order
 * committed before the crash is the one its retry answered; there are no orders but these.
 */
async function exactlyOnce(
  sends: readonly Send[],
  committedUnanswered: Map<string, string[]>,
  ordersBefore: number,
) {
  const found: Violation[] = [];
  const orders = await ordersOfCarts(sends.map((s) => s.cartId));
  const check = (name: string, rows: unknown[]) => {
    if (rows.length > 0) found.push({ check: name, rows });
  };
  check(
    'a send that never got its order',
    sends.filter((s) => !s.orderId).map((s) => ({ index: s.index, failure: s.failure })),
  );
  check(
    'an answered order that is not its cart’s one order',
    sends
      .filter((s) => s.orderId && JSON.stringify(orders.get(s.cartId)) !== JSON.stringify([s.orderId]))
      .map((s) => ({ cart: s.cartId, answered: s.orderId, stored: orders.get(s.cartId) })),
  );
  check(
    'a retry answered another order than the one committed before the crash',
    [...committedUnanswered]
      .filter(([cartId, ids]) => sends.find((s) => s.cartId === cartId)?.orderId !== ids[0])
      .map(([cart, ids]) => ({ cart, committed: ids })),
  );
  const made = (await orderCount()) - ordersBefore;
  check('orders other than the sends’ ones', made === sends.length ? [] : [{ made, sends: sends.length }]);
  return found;
}

async function orderCount(): Promise<number> {
  const [row] = await handle.rows<{ orders: number }>(sql`SELECT count(*)::int AS orders FROM orders`);
  return Number(row!.orders);
}
