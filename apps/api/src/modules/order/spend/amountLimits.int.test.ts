import { unitOfWork } from '@workwear/db';
import { periodKey, ROLE, toDecimalString } from '@workwear/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearerFor } from '../../../testing/accessTokens';
import {
  coWorkerOf,
  ledgerUse,
  limitCart,
  limitedBuyer,
  limitSendBody,
  orderNetOf,
  setCompanyLimits,
  setInfo,
} from '../../../testing/amountLimits';
import { orderApi } from '../../../testing/orderApi';
import { orderTestBed, type TestDelivery, type TestServer } from '../../../testing/orderTestBed';
import { createSettingsService } from '../../settings';
import { limitDepsOf, limitFacts, recordSpend, releaseSpend, settleHolds } from '.';

/**
 * Amount limits through the real send over HTTP (issue 28; docs/companies/approvals-and-limits.md):
 * over a person's limit 5, over the company's 4, the period counted in the company market's zone, and
 * what a cancelled order spent given back. A refused send writes nothing: no order, no ledger row.
 */
let api: TestServer;
let delivery: TestDelivery;
let skus: string[];

beforeAll(async () => {
  ({ api, delivery, skus } = await orderTestBed(3));
});

const ordersOfCompany = async (companyId: number) =>
  (
    await api.handle.rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM orders WHERE company_id = ${companyId}`,
    )
  )[0]?.n ?? 0;

async function expectRefused(res: { status: number; body: { orderErrorCode?: number } }, code: number) {
  expect(res.status, JSON.stringify(res.body)).toBe(422);
  expect(res.body.orderErrorCode).toBe(code);
}

describe('a person’s limit (code 5)', () => {
  it('refuses an order one minor unit over the limit and takes one that reaches it exactly', async () => {
    const buyer = await limitedBuyer(api.handle);
    const cart = await limitCart(api.baseUrl, buyer, [{ sku: skus[0]!, quantity: 2 }]);
    const net = await orderNetOf(api.baseUrl, buyer, cart, delivery);
    const client = orderApi(api.baseUrl, buyer.bearer);

    await setInfo(api.handle, buyer.customerId, 'AmountLimit', toDecimalString(net - 1));
    await expectRefused(await client.send(limitSendBody(cart, delivery)), 5);
    expect(await ordersOfCompany(buyer.companyId)).toBe(0);
    expect(await ledgerUse(api.handle, 'customer', buyer.customerId)).toBe(0);

    await setInfo(api.handle, buyer.customerId, 'AmountLimit', toDecimalString(net));
    const sent = await client.send(limitSendBody(cart, delivery));
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body.totals.totalNet).toBe(net);
    expect(await ledgerUse(api.handle, 'customer', buyer.customerId)).toBe(net);
    expect(await ledgerUse(api.handle, 'company', buyer.companyId)).toBe(net);
  });

  it('falls back to the company’s default amount, and counts a co-worker’s rows against theirs', async () => {
    const buyer = await limitedBuyer(api.handle);
    const colleague = await coWorkerOf(api.handle, buyer.companyId);
    const cart = await limitCart(api.baseUrl, buyer, [
      { sku: skus[0]!, quantity: 1 },
      { sku: skus[1]!, quantity: 3, coWorkerId: colleague },
    ]);
    const net = await orderNetOf(api.baseUrl, buyer, cart, delivery);
    const rows = cart.rows.map((r) => ({ coWorker: r.coWorkerId, net: r.discounted.net }));
    const colleagueShare = rows.filter((r) => r.coWorker === colleague).reduce((s, r) => s + r.net, 0);
    // The buyer's own limit is high; the colleague has none of their own, so the default applies.
    await setInfo(api.handle, buyer.customerId, 'AmountLimit', '100000');
    await setCompanyLimits(api.handle, buyer.companyId, { defaultAmount: colleagueShare - 1 });
    const client = orderApi(api.baseUrl, buyer.bearer);
    await expectRefused(await client.send(limitSendBody(cart, delivery)), 5);

    await setCompanyLimits(api.handle, buyer.companyId, { defaultAmount: colleagueShare });
    const sent = await client.send(limitSendBody(cart, delivery));
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(await ledgerUse(api.handle, 'customer', colleague)).toBe(colleagueShare);
    // The delivery is on the buyer's share: the shares add up to the order's total ex VAT.
    expect(await ledgerUse(api.handle, 'customer', buyer.customerId)).toBe(net - colleagueShare);
  });

  it('waits for the attestant when the person has one (kind AmountLimit), holding its amount', async () => {
    const buyer = await limitedBuyer(api.handle);
    const cart = await limitCart(api.baseUrl, buyer, [{ sku: skus[0]!, quantity: 1 }]);
    await setInfo(api.handle, buyer.customerId, 'AmountLimit', '0.01');
    await setInfo(api.handle, buyer.customerId, 'AmountLimitAttestant', 'chef@example.com');
    const sent = await orderApi(api.baseUrl, buyer.bearer).send(limitSendBody(cart, delivery));
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body.approval).toMatchObject({ kind: 'AmountLimit', status: 'Waiting' });
    expect(sent.body.approval.attestants[0].email).toBe('chef@example.com');
    const kinds = await api.handle.rows<{ kind: string }>(
      sql`SELECT DISTINCT kind FROM spend_ledger WHERE order_id = ${sent.body.id}::uuid`,
    );
    expect(kinds.map((k) => k.kind)).toEqual(['hold']);
  });

  it('does not limit an administrator, nor a company without UseAmountLimit', async () => {
    const unlimited = await limitedBuyer(api.handle, { UseAmountLimit: 'False' });
    await setInfo(api.handle, unlimited.customerId, 'AmountLimit', '0.01');
    const cart = await limitCart(api.baseUrl, unlimited, [{ sku: skus[0]!, quantity: 1 }]);
    const sent = await orderApi(api.baseUrl, unlimited.bearer).send(limitSendBody(cart, delivery));
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(await ledgerUse(api.handle, 'customer', unlimited.customerId)).toBe(0);

    const limited = await limitedBuyer(api.handle);
    await setInfo(api.handle, limited.customerId, 'AmountLimit', '0.01');
    const admin = {
      ...limited,
      bearer: await bearerFor(api.handle, {
        customerId: limited.customerId,
        companyId: limited.companyId,
        role: ROLE.Administrator,
        market: 'se',
        sessionId: `limit-admin-${limited.customerId}`,
      }),
    };
    const adminCart = await limitCart(api.baseUrl, admin, [{ sku: skus[0]!, quantity: 1 }]);
    const adminSent = await orderApi(api.baseUrl, admin.bearer).send(limitSendBody(adminCart, delivery));
    expect(adminSent.status, JSON.stringify(adminSent.body)).toBe(201);
    // Not limited, but what the administrator spent counts for them and their company.
    expect(await ledgerUse(api.handle, 'customer', limited.customerId)).toBe(adminSent.body.totals.totalNet);
  });
});

describe('the company’s limit (code 4)', () => {
  it('refuses an order over what the company may spend in the period, attestant or not', async () => {
    const buyer = await limitedBuyer(api.handle);
    await setInfo(api.handle, buyer.customerId, 'AmountLimitAttestant', 'chef@example.com');
    const cart = await limitCart(api.baseUrl, buyer, [{ sku: skus[2]!, quantity: 1 }]);
    const net = await orderNetOf(api.baseUrl, buyer, cart, delivery);
    const client = orderApi(api.baseUrl, buyer.bearer);
    await setCompanyLimits(api.handle, buyer.companyId, { invoiceCreditStopAmount: net - 1 });
    await expectRefused(await client.send(limitSendBody(cart, delivery)), 4);
    expect(await ledgerUse(api.handle, 'company', buyer.companyId)).toBe(0);

    await setCompanyLimits(api.handle, buyer.companyId, { invoiceCreditStopAmount: net });
    const sent = await client.send(limitSendBody(cart, delivery));
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    // The company's limit is now used up: the next order, however small, is refused.
    const next = await limitCart(api.baseUrl, buyer, [{ sku: skus[0]!, quantity: 1 }]);
    await expectRefused(await client.send(limitSendBody(next, delivery)), 4);
  });
});

describe('the period', () => {
  it('is the month in the company market’s zone; an order of an earlier period leaves this one’s room', async () => {
    const buyer = await limitedBuyer(api.handle);
    const cart = await limitCart(api.baseUrl, buyer, [{ sku: skus[0]!, quantity: 1 }]);
    const net = await orderNetOf(api.baseUrl, buyer, cart, delivery);
    await setInfo(api.handle, buyer.customerId, 'AmountLimit', toDecimalString(net));
    const client = orderApi(api.baseUrl, buyer.bearer);
    const before = new Date();
    const sent = await client.send(limitSendBody(cart, delivery));
    const after = new Date();
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const [row] = await api.handle.rows<{ periodKey: string }>(sql`
      SELECT period_key AS "periodKey" FROM spend_ledger WHERE order_id = ${sent.body.id}::uuid AND subject = 'customer'`);
    const keys = [before, after].map((at) => periodKey('Month', at, 'Europe/Stockholm', sent.body.id));
    expect(keys).toContain(row?.periodKey);

    const again = await limitCart(api.baseUrl, buyer, [{ sku: skus[0]!, quantity: 1 }]);
    await expectRefused(await client.send(limitSendBody(again, delivery)), 5);
    // The same spend in last year's December counts there, not now.
    await api.handle.db.execute(
      sql`UPDATE spend_ledger SET period_key = '2000-12' WHERE order_id = ${sent.body.id}::uuid`,
    );
    const third = await client.send(limitSendBody(again, delivery));
    expect(third.status, JSON.stringify(third.body)).toBe(201);
  });

  it('per order: each order is judged alone, whatever came before', async () => {
    const buyer = await limitedBuyer(api.handle, { AmountLimitPeriod: 'Order' });
    const client = orderApi(api.baseUrl, buyer.bearer);
    const first = await limitCart(api.baseUrl, buyer, [{ sku: skus[0]!, quantity: 1 }]);
    await setInfo(
      api.handle,
      buyer.customerId,
      'AmountLimit',
      toDecimalString(await orderNetOf(api.baseUrl, buyer, first, delivery)),
    );
    expect((await client.send(limitSendBody(first, delivery))).status).toBe(201);
    const second = await limitCart(api.baseUrl, buyer, [{ sku: skus[0]!, quantity: 1 }]);
    expect((await client.send(limitSendBody(second, delivery))).status).toBe(201);
  });
});

describe('a cancelled order', () => {
  it('gives back what it spent: the room is there again for the next order', async () => {
    const buyer = await limitedBuyer(api.handle);
    const cart = await limitCart(api.baseUrl, buyer, [{ sku: skus[1]!, quantity: 1 }]);
    const net = await orderNetOf(api.baseUrl, buyer, cart, delivery);
    await setInfo(api.handle, buyer.customerId, 'AmountLimit', toDecimalString(net));
    await setCompanyLimits(api.handle, buyer.companyId, { invoiceCreditStopAmount: net });
    const client = orderApi(api.baseUrl, buyer.bearer);
    const sent = await client.send(limitSendBody(cart, delivery));
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(await ledgerUse(api.handle, 'customer', buyer.customerId)).toBe(net);

    const cancelled = await client.cancel(sent.body.id);
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await ledgerUse(api.handle, 'customer', buyer.customerId)).toBe(0);
    expect(await ledgerUse(api.handle, 'company', buyer.companyId)).toBe(0);
    // Cancelled twice (a second cancel is refused) gives nothing back twice.
    await client.cancel(sent.body.id);
    expect(await ledgerUse(api.handle, 'customer', buyer.customerId)).toBe(0);

    // The cart came back to the buyer: sent again, it fits again.
    const resent = await client.send(limitSendBody(cart, delivery));
    expect(resent.status, JSON.stringify(resent.body)).toBe(201);
    expect(await ledgerUse(api.handle, 'customer', buyer.customerId)).toBe(net);
  });
});

describe('the period at a chosen moment', () => {
  // 2026-12-31 23:30 UTC is already January in Stockholm and still December in the US market's zone.
  const newYear = new Date('2026-12-31T23:30:00Z');

  it('is read in the zone of the company’s own market', async () => {
    const settings = createSettingsService(api.handle);
    const deps = { handle: api.handle, marketTimeZone: settings.timeZoneOf };
    const swedish = await limitedBuyer(api.handle);
    const american = await limitedBuyer(api.handle, {}, 'us');
    // A real order for the rows to belong to; both companies' spends are written in January's key.
    const cart = await limitCart(api.baseUrl, swedish, [{ sku: skus[0]!, quantity: 1 }]);
    const sent = await orderApi(api.baseUrl, swedish.bearer).send(limitSendBody(cart, delivery));
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    for (const buyer of [swedish, american])
      await unitOfWork(api.handle, (tx) =>
        recordSpend(
          tx,
          {
            orderId: sent.body.id,
            companyId: buyer.companyId,
            currency: 'SEK',
            periodKey: '2027-01',
            customers: [{ customerId: buyer.customerId, amount: 700 }],
            companyAmount: 700,
          },
          'hold',
        ),
      );
    const usedAt = async (buyer: typeof swedish) => {
      const limitDeps = await limitDepsOf(deps, buyer.companyId, {
        UseAmountLimit: true,
        AmountLimitPeriod: 'Month',
      });
      const facts = await limitFacts(api.handle, limitDeps!, {
        companyId: buyer.companyId,
        at: newYear,
        buyer: { customerId: buyer.customerId, role: ROLE.User },
        shares: [{ customerId: buyer.customerId, amount: 1, rowIds: [] }],
      });
      return { key: facts.periodKey, used: facts.customers[0]!.used, company: facts.company.used };
    };
    expect(await usedAt(swedish)).toEqual({ key: '2027-01', used: 700, company: 700 });
    expect(await usedAt(american)).toEqual({ key: '2026-12', used: 0, company: 0 });
  });
});

describe('the ledger’s steps', () => {
  it('holds, settles and releases once each, however often each is written', async () => {
    const buyer = await limitedBuyer(api.handle, { UseAmountLimit: 'False' });
    const cart = await limitCart(api.baseUrl, buyer, [{ sku: skus[0]!, quantity: 1 }]);
    const sent = await orderApi(api.baseUrl, buyer.bearer).send(limitSendBody(cart, delivery));
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const record = {
      orderId: sent.body.id,
      companyId: buyer.companyId,
      currency: 'SEK',
      periodKey: '2026-11',
      customers: [{ customerId: buyer.customerId, amount: 1_234 }],
      companyAmount: 1_234,
    };
    const kinds = async () =>
      (
        await api.handle.rows<{ kind: string }>(
          sql`SELECT kind FROM spend_ledger WHERE order_id = ${sent.body.id}::uuid AND subject = 'customer'`,
        )
      ).map((r) => r.kind);
    const use = () => ledgerUse(api.handle, 'customer', buyer.customerId, '2026-11');
    for (let i = 0; i < 2; i++) await unitOfWork(api.handle, (tx) => recordSpend(tx, record, 'hold'));
    expect(await kinds()).toEqual(['hold']);
    expect(await use()).toBe(1_234);
    for (let i = 0; i < 2; i++) await unitOfWork(api.handle, (tx) => settleHolds(tx, sent.body.id));
    expect(await kinds()).toEqual(['spend']);
    expect(await use()).toBe(1_234);
    for (let i = 0; i < 2; i++) await unitOfWork(api.handle, (tx) => releaseSpend(tx, sent.body.id));
    expect((await kinds()).sort()).toEqual(['release', 'spend']);
    expect(await use()).toBe(0);
    expect(await ledgerUse(api.handle, 'company', buyer.companyId, '2026-11')).toBe(0);
  });
});
