import { ROLE } from '@workwear/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { approvalTestKit } from '../../../testing/approvalTestBed';
import { jsonCall } from '../../../testing/cartApi';
import { orderApi, setStock, stockOf } from '../../../testing/orderApi';
import { orderTestBed, type TestServer } from '../../../testing/orderTestBed';
import { expireUnpaidOrders } from '../orderExpiry';

/**
 * The approval cases beside the main flow (docs/companies/approvals-and-limits.md): an attestant per
 * user in the parent of the buyer's company, the amount-limit pending list, and short stock at approval.
 */
let api: TestServer;
let kit: ReturnType<typeof approvalTestKit>;
let skus: string[];

beforeAll(async () => {
  const bed = await orderTestBed(1);
  ({ api, skus } = bed);
  kit = approvalTestKit(bed);
});

const approvalOf = async (orderId: string) =>
  (
    await api.handle.rows<{ status: string; version: number }>(
      sql`SELECT status, version FROM order_approvals WHERE order_id = ${orderId}::uuid`,
    )
  )[0];

describe('an attestant per user', () => {
  it('in the parent of the buyer’s company is asked, reads the order and approves it', async () => {
    const parent = await kit.company({ AttestantSetting: 'AttestantPerUser' });
    const child = await kit.company({}, parent.companyId);
    const attestant = await parent.person(ROLE.CustomerAdmin, {}, 'lv');
    const buyer = await child.person(ROLE.User, { Attestant1: attestant.email.toUpperCase() });
    const { order } = await kit.waitingOrder(buyer);
    expect(order.approval).toMatchObject({ kind: 'Approval', attestantType: 'Customer', status: 'Waiting' });
    expect(order.approval.attestants.map((a: { email: string }) => a.email)).toEqual([attestant.email]);
    expect((await kit.mailsTo(attestant.email)).at(-1)?.payload).toMatchObject({
      language: 'lv',
      data: { event: 'requested' },
    });
    const read = await orderApi(api.baseUrl, attestant.bearer).get(order.id);
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    expect(read.body.approval.canDecide).toBe(true);
    const approved = await kit.decide(attestant.bearer, `${order.id}/confirm`, { version: 1 });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(await approvalOf(order.id)).toMatchObject({ status: 'Approved', version: 2 });
  });
});

describe('the amount-limit pending list', () => {
  it('shows the principal only the orders that name them as attestant', async () => {
    const co = await kit.company({ UseAmountLimit: 'True' });
    const chef = await co.person(ROLE.CustomerAdmin);
    const otherChef = await co.person(ROLE.CustomerAdmin);
    const mine = await co.person(ROLE.User, { AmountLimit: '0.01', AmountLimitAttestant: chef.email });
    const theirs = await co.person(ROLE.User, { AmountLimit: '0.01', AmountLimitAttestant: otherChef.email });
    const first = (await kit.waitingOrder(mine)).order;
    const second = (await kit.waitingOrder(theirs)).order;
    expect(first.approval.kind).toBe('AmountLimit');
    expect(second.approval.kind).toBe('AmountLimit');
    const listOf = async (bearer: string) => {
      const res = await jsonCall(
        `${api.baseUrl}/api/order/amountlimit/pendingorder?marketId=SE`,
        'GET',
        bearer,
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.results.map((r: { orderId: string }) => r.orderId);
    };
    expect(await listOf(chef.bearer)).toEqual([first.id]);
    expect(await listOf(otherChef.bearer)).toEqual([second.id]);
    // Not on the approval list: kind AmountLimit is only this page's.
    const approvals = await jsonCall(`${api.baseUrl}/api/order/pendingorder?marketId=SE`, 'GET', chef.bearer);
    expect(approvals.body.results ?? []).toEqual([]);
  });
});

describe('short stock at approval', () => {
  it('answers 422 with the order’s code, and the order keeps waiting with nothing written', async () => {
    const co = await kit.company({ ForceApproval: 'True' });
    const admin = await co.person(ROLE.Administrator);
    const buyer = await co.person(ROLE.User);
    const { order } = await kit.waitingOrder(buyer, 3);
    const sku = skus[0]!;
    const before = (await stockOf(api.handle, sku))!;
    await setStock(api.handle, [sku], 1);
    try {
      const mailsBefore = (await kit.mailsTo(buyer.email)).length;
      const approved = await kit.decide(admin.bearer, `${order.id}/confirm`, { version: 1 });
      expect(approved.status, JSON.stringify(approved.body)).toBe(422);
      expect([9, 10]).toContain(approved.body.orderErrorCode);
      expect(await approvalOf(order.id)).toMatchObject({ status: 'Waiting', version: 1 });
      const after = (await orderApi(api.baseUrl, buyer.bearer).get(order.id)).body;
      expect(after.status).toBe(0);
      expect(after.paymentState).toBe('Default');
      expect(after.lines.every((l: { status: number }) => l.status === 10)).toBe(true);
      expect(await stockOf(api.handle, sku)).toBe(1);
      const [held] = await api.handle.rows<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM stock_reservations WHERE order_id = ${order.id}::uuid`,
      );
      expect(held?.n).toBe(0);
      const [steps] = await api.handle.rows<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM order_approval_decisions WHERE order_id = ${order.id}::uuid`,
      );
      expect(steps?.n).toBe(1);
      expect((await kit.mailsTo(buyer.email)).length).toBe(mailsBefore);
    } finally {
      await setStock(api.handle, [sku], before);
    }
    // With the stock back, the same version approves it.
    const approved = await kit.decide(admin.bearer, `${order.id}/confirm`, { version: 1 });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
  });
});

describe('an approved card order', () => {
  it('gets its whole unpaid-payment window from the approval, not from when it was sent', async () => {
    const co = await kit.company({ ForceApproval: 'True' });
    const admin = await co.person(ROLE.Administrator);
    const buyer = await co.person(ROLE.User);
    const { order } = await kit.waitingOrder(buyer, 1, { paymentMethodId: 168 });
    // Sent an hour ago, approved now: the card payment starts now.
    await api.handle.db.execute(
      sql`UPDATE orders SET created_at = now() - interval '60 minutes' WHERE id = ${order.id}::uuid`,
    );
    const approved = await kit.decide(admin.bearer, `${order.id}/confirm`, { version: 1 });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const expiry = () =>
      expireUnpaidOrders({ handle: api.handle, publicOriginOf: () => 'https://shop.example' }, 30);
    expect(await expiry()).not.toContain(order.id);
    expect((await orderApi(api.baseUrl, buyer.bearer).get(order.id)).body.paymentState).toBe('Pending');
    // Its window counted from the approval: 31 minutes after it, the order expires.
    await api.handle.db.execute(sql`UPDATE order_approvals SET decided_at = now() - interval '31 minutes'
      WHERE order_id = ${order.id}::uuid`);
    expect(await expiry()).toContain(order.id);
  });
});
