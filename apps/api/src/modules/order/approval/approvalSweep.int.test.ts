import { ROLE } from '@workwear/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ApprovalPerson, approvalTestKit } from '../../../testing/approvalTestBed';
import { jsonCall } from '../../../testing/cartApi';
import { orderTestBed, type TestServer } from '../../../testing/orderTestBed';
import { createCompanyTerms } from '../../company';
import { type ApprovalSweepDeps, sweepApprovals } from './approvalSweep';

/**
 * The sweep of waiting approvals (docs/companies/approvals-and-limits.md): reminders after the
 * company's ApprovalReminderDays and then every that many days, expiry after ApprovalExpiryDays. The
 * sweep is driven with a chosen `now`, so nothing waits for a clock.
 */
let api: TestServer;
let kit: ReturnType<typeof approvalTestKit>;
let deps: ApprovalSweepDeps;

const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  const bed = await orderTestBed(1);
  api = bed.api;
  kit = approvalTestKit(bed);
  const terms = createCompanyTerms(api.handle, { warn: () => undefined });
  deps = {
    handle: api.handle,
    publicOriginOf: () => 'http://shop.test',
    companySettingsOf: (companyId) => terms.settingsOf(companyId, true),
  };
});

const eventsTo = async (email: string) =>
  (await kit.mailsTo(email)).map(
    (m) => `${m.payload.data.event}${m.payload.data.reason ? `:${m.payload.data.reason}` : ''}`,
  );

const stepsOf = async (buyer: ApprovalPerson, orderId: string) => {
  const log = await jsonCall(
    `${api.baseUrl}/api/order/orders/${orderId}/approvals?marketId=SE`,
    'GET',
    buyer.bearer,
  );
  return (log.body as { step: string; reason: string | null }[]).map((s) =>
    s.reason ? `${s.step}:${s.reason}` : s.step,
  );
};

const requestedAt = async (orderId: string) => {
  const [row] = await api.handle.rows<{ at: Date | string }>(
    sql`SELECT created_at AS at FROM order_approvals WHERE order_id = ${orderId}::uuid`,
  );
  return new Date(row!.at).getTime();
};

describe('the sweep of waiting approvals', () => {
  it('reminds the attestant after the reminder days, again every that many days, then expires the order', async () => {
    const co = await kit.company({
      AttestantSetting: 'AttestantPerUser',
      ApprovalReminderDays: '2',
      ApprovalExpiryDays: '5',
      UseAmountLimit: 'True',
    });
    const attestant = await co.person(ROLE.CustomerAdmin, {}, 'pl');
    const buyer = await co.person(ROLE.User, { Attestant1: attestant.email });
    const { cart, order } = await kit.waitingOrder(buyer);
    const t0 = await requestedAt(order.id);
    const at = (days: number) => new Date(t0 + days * DAY + 60_000);

    expect((await sweepApprovals(deps, at(1))).reminded).not.toContain(order.id);
    expect(await eventsTo(attestant.email)).toEqual(['requested']);

    const first = await sweepApprovals(deps, at(2));
    expect(first.reminded).toContain(order.id);
    expect(first.expired).not.toContain(order.id);
    const reminder = (await kit.mailsTo(attestant.email)).at(-1)?.payload;
    expect(reminder).toMatchObject({
      template: 'orderApproval',
      language: 'pl',
      data: { event: 'reminder' },
    });
    // The same moment again, and a day later: not yet the next reminder.
    expect((await sweepApprovals(deps, at(2))).reminded).not.toContain(order.id);
    expect((await sweepApprovals(deps, at(3))).reminded).not.toContain(order.id);
    expect((await sweepApprovals(deps, at(4))).reminded).toContain(order.id);
    expect(await eventsTo(attestant.email)).toEqual(['requested', 'reminder', 'reminder']);
    // A reminder is no decision: the approval keeps its version, so the attestant's page still decides.
    const [still] = await api.handle.rows<{ status: string; version: number }>(
      sql`SELECT status, version FROM order_approvals WHERE order_id = ${order.id}::uuid`,
    );
    expect(still).toMatchObject({ status: 'Waiting', version: 1 });

    const swept = await sweepApprovals(deps, at(5));
    expect(swept.failed).toEqual([]);
    expect(swept.expired).toContain(order.id);
    expect(swept.reminded).not.toContain(order.id);
    const [approval] = await api.handle.rows<{ status: string; cancel_reason: string }>(
      sql`SELECT status, cancel_reason FROM order_approvals WHERE order_id = ${order.id}::uuid`,
    );
    expect(approval).toMatchObject({ status: 'Cancelled', cancel_reason: 'Expired' });
    expect(await stepsOf(buyer, order.id)).toEqual([
      'Requested',
      'Reminded',
      'Reminded',
      'Cancelled:Expired',
    ]);
    // The cart is the buyer's again, the hold is released, the buyer is told why.
    const [back] = await api.handle.rows<{ status: string; is_active: boolean }>(
      sql`SELECT status, is_active FROM carts WHERE id = ${cart.id}::uuid`,
    );
    expect(back).toMatchObject({ status: 'default', is_active: true });
    const ledger = await api.handle.rows<{ kind: string; amount: number }>(sql`
      SELECT kind, sum(amount)::float8 AS amount FROM spend_ledger
      WHERE order_id = ${order.id}::uuid AND subject = 'customer' GROUP BY kind ORDER BY kind`);
    expect(ledger.map((r) => r.kind)).toEqual(['hold', 'release']);
    expect(ledger[0]!.amount).toBeGreaterThan(0);
    expect(ledger[1]!.amount).toBe(ledger[0]!.amount);
    expect((await eventsTo(buyer.email)).at(-1)).toBe('cancelled:Expired');
    const [paid] = await api.handle.rows<{ payment_state: string }>(
      sql`SELECT payment_state FROM orders WHERE id = ${order.id}::uuid`,
    );
    expect(paid?.payment_state).toBe('Cancelled');

    // Expired once: a later sweep leaves it be.
    expect((await sweepApprovals(deps, at(9))).expired).not.toContain(order.id);
    expect(await eventsTo(buyer.email)).toEqual(['waiting', 'cancelled:Expired']);
  });

  it('sends no reminders when the reminder days are 0, and reminds a company-type request to its approvers', async () => {
    const quiet = await kit.company({ ForceApproval: 'True', ApprovalReminderDays: '0' });
    const quietAdmin = await quiet.person(ROLE.Administrator);
    const quietOrder = (await kit.waitingOrder(await quiet.person(ROLE.User))).order;
    const loud = await kit.company({ ForceApproval: 'True', ApprovalReminderDays: '1' });
    const loudAdmin = await loud.person(ROLE.Administrator, {}, 'cs');
    const loudOrder = (await kit.waitingOrder(await loud.person(ROLE.User))).order;
    const swept = await sweepApprovals(deps, new Date((await requestedAt(loudOrder.id)) + 3 * DAY));
    expect(swept.reminded).toContain(loudOrder.id);
    expect(swept.reminded).not.toContain(quietOrder.id);
    expect(await eventsTo(quietAdmin.email)).toEqual(['requested']);
    expect(await eventsTo(loudAdmin.email)).toEqual(['requested', 'reminder']);
  });

  it('leaves a decided order alone', async () => {
    const co = await kit.company({ ForceApproval: 'True', ApprovalExpiryDays: '1' });
    const admin = await co.person(ROLE.Administrator);
    const buyer = await co.person(ROLE.User);
    const { order } = await kit.waitingOrder(buyer);
    expect((await kit.decide(admin.bearer, `${order.id}/deny`, { version: 1, message: 'Nej' })).status).toBe(
      200,
    );
    const swept = await sweepApprovals(deps, new Date((await requestedAt(order.id)) + 3 * DAY));
    expect(swept.expired).not.toContain(order.id);
    expect(await stepsOf(buyer, order.id)).toEqual(['Requested', 'Denied']);
  });
});
