import { ONE_CONNECTION } from '@workwear/db/testing';
import { toDecimalString } from '@workwear/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  colleagueBuyer,
  coWorkerOf,
  ledgerUse,
  limitCart,
  limitedBuyer,
  limitSendBody,
  orderNetOf,
  setCompanyLimits,
  setInfo,
} from '../../../testing/amountLimits';
import {
  ensureTestDelivery,
  type OrderCallResult,
  orderApi,
  setStock,
  skusSafeToSellOut,
  type TestBuyer,
  type TestDelivery,
} from '../../../testing/orderApi';
import { type TestServer, testServer } from '../../../testing/testServer';

/**
 * Amount limits under truly concurrent sends over HTTP, on the PostgreSQL server only (PGlite has one
 * connection, so its requests follow one another). The advisory locks on the company and on each
 * customer make the second of two sends read what the first spent: a limit is never passed, not by
 * one minor unit, however many send at once.
 */
const onServer = inject('databaseUrl') !== undefined;
const ROUNDS = 10;
const PARALLEL = 50;
const FITTING = 10;

let api: TestServer;
let delivery: TestDelivery;
let skus: string[];

beforeAll(async () => {
  if (!onServer) return;
  api = await testServer();
  delivery = await ensureTestDelivery(api.handle);
  // Past the ones the other order test files take and restock.
  skus = await skusSafeToSellOut(api.handle, 2, 45);
  await setStock(api.handle, skus, 100_000);
});

const outcomeOf = (r: OrderCallResult<unknown>) =>
  r.status === 409 || r.status === 422 ? `${r.status}:${r.body?.orderErrorCode}` : String(r.status);

const sendAll = (carts: readonly { buyer: TestBuyer; cart: { id: string } }[]) =>
  Promise.all(
    carts.map(({ buyer, cart }) => orderApi(api.baseUrl, buyer.bearer).send(limitSendBody(cart, delivery))),
  );

describe('two carts for one person, each 60 % of what is left of their limit, sent at the same moment', () => {
  it(`make exactly one order, ${ROUNDS} times over; the other is refused with 5`, async (ctx) => {
    if (!onServer) return ctx.skip(ONE_CONNECTION);
    for (let round = 0; round < ROUNDS; round++) {
      const first = await limitedBuyer(api.handle);
      const second = await colleagueBuyer(api.handle, first);
      // Both carts' rows are for one co-worker: the buyers themselves have no limit.
      const person = await coWorkerOf(api.handle, first.companyId);
      const carts = [];
      for (const buyer of [first, second])
        carts.push({
          buyer,
          cart: await limitCart(api.baseUrl, buyer, [{ sku: skus[0]!, quantity: 1, coWorkerId: person }]),
        });
      const share = carts[0]!.cart.rows[0]!.discounted.net;
      // What is left is the limit less an earlier spend; each cart is 60 % of it.
      const left = Math.ceil((share * 100) / 60);
      await setInfo(api.handle, person, 'AmountLimit', toDecimalString(left));
      const outcomes = (await sendAll(carts)).map(outcomeOf);
      const context = `round ${round}: ${outcomes.join(' ')}`;
      expect([...outcomes].sort(), context).toEqual(['201', '422:5']);
      expect(await ledgerUse(api.handle, 'customer', person), context).toBe(share);
      const [orders] = await api.handle.rows<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM orders WHERE company_id = ${first.companyId}`,
      );
      expect(orders?.n, context).toBe(1);
    }
  }, 300_000);
});

describe(`${PARALLEL} buyers of one company send at once against the company’s limit`, () => {
  it(`make exactly ${FITTING} orders, and the ledger's sum never passes the limit by one minor unit`, async (ctx) => {
    if (!onServer) return ctx.skip(ONE_CONNECTION);
    const first = await limitedBuyer(api.handle);
    const buyers = [first];
    while (buyers.length < PARALLEL) buyers.push(await colleagueBuyer(api.handle, first));
    const carts = [];
    for (const buyer of buyers)
      carts.push({ buyer, cart: await limitCart(api.baseUrl, buyer, [{ sku: skus[1]!, quantity: 1 }]) });
    const net = await orderNetOf(api.baseUrl, first, carts[0]!.cart, delivery);
    // Room for FITTING orders and most of one more: the one after them would pass it.
    const limit = FITTING * net + net - 1;
    await setCompanyLimits(api.handle, first.companyId, { invoiceCreditStopAmount: limit });
    const outcomes = (await sendAll(carts)).map(outcomeOf);
    const tally: Record<string, number> = {};
    for (const o of outcomes) tally[o] = (tally[o] ?? 0) + 1;
    expect(tally).toEqual({ '201': FITTING, '422:4': PARALLEL - FITTING });
    const used = await ledgerUse(api.handle, 'company', first.companyId);
    expect(used).toBe(FITTING * net);
    expect(used).toBeLessThanOrEqual(limit);
    const [orders] = await api.handle.rows<{ total: number }>(
      sql`SELECT coalesce(sum(total_net), 0)::float8 AS total FROM orders WHERE company_id = ${first.companyId}`,
    );
    expect(orders?.total).toBe(used);
  }, 300_000);
});
