import { formatMoney, getMarketByName, ROLE } from '@workwear/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ApprovalPerson, approvalTestKit } from '../../../testing/approvalTestBed';
import { jsonCall } from '../../../testing/cartApi';
import { cartWithRows, orderApi, SWEDISH_ADDRESS, stockOf } from '../../../testing/orderApi';
import { orderTestBed, type TestServer } from '../../../testing/orderTestBed';

/**
 * Orders that wait for approval (issue 28; docs/companies/approvals-and-limits.md), through HTTP on a
 * real database: send → waiting (no stock taken) → approve (Received, stock taken), deny, withdraw,
 * prices changed, delivery changed, codes 23 and 25, and the refusals of the wrong decider.
 */
let api: TestServer;
let kit: ReturnType<typeof approvalTestKit>;
let skus: string[];

beforeAll(async () => {
  const bed = await orderTestBed(2);
  ({ api, skus } = bed);
  kit = approvalTestKit(bed);
});

const company = (settings: Record<string, string>) => kit.company(settings);
const businessBody: ReturnType<typeof approvalTestKit>['businessBody'] = (...a) => kit.businessBody(...a);
const waitingOrder = (buyer: ApprovalPerson, quantity = 2) => kit.waitingOrder(buyer, quantity);
const decide = (bearer: string, path: string, body: unknown) => kit.decide(bearer, path, body);
const mailsTo = (email: string) => kit.mailsTo(email);

const purchasesOf = (orderNo: number) =>
  api.handle.rows<{ market_id: string; payload: { items: { units: number }[] } }>(sql`
    SELECT market_id, payload FROM search_analytics_events
    WHERE kind = 'purchase' AND payload->'items'->0->>'order_id' = ${String(orderNo)}`);

describe('an order that needs approval', () => {
  it('waits without stock, and the attestant approves it into a Received order that takes the stock', async () => {
    const co = await company({ AttestantSetting: 'AttestantPerUser' });
    const attestant = await co.person(ROLE.CustomerAdmin, {}, 'de');
    const buyer = await co.person(ROLE.User, { Attestant1: attestant.email });
    const before = await stockOf(api.handle, skus[0]!);
    const { order } = await waitingOrder(buyer);
    expect(order.status).toBe(0);
    expect(order.lines.every((l: { status: number }) => l.status === 10)).toBe(true);
    expect(order.approval).toMatchObject({ kind: 'Approval', status: 'Waiting', version: 1, isBuyer: true });
    expect(order.approval.attestants[0].email).toBe(attestant.email);
    expect(await stockOf(api.handle, skus[0]!)).toBe(before);
    // Nothing is bought yet: the purchase event (SE has UseKlevu on) waits for the approval.
    expect(await purchasesOf(order.orderNo)).toEqual([]);
    // The attestant is asked in their language with a link to the pending order; the buyer is told it waits.
    const asked = await mailsTo(attestant.email);
    expect(asked.at(-1)?.payload).toMatchObject({ template: 'orderApproval', language: 'de' });
    expect(asked.at(-1)?.payload.data.event).toBe('requested');
    // The amount as the market writes it (as the other order mails), ex VAT.
    expect(asked.at(-1)?.payload.data.amount).toBe(
      formatMoney(order.totals.totalNet, getMarketByName('se')!),
    );
    expect(asked.at(-1)?.payload.data.amount).toMatch(/kr$/);
    expect((await mailsTo(buyer.email)).map((m) => m.payload.data.event)).toContain('waiting');

    // The attestant reads it and may decide; the pending list shows it.
    const read = await orderApi(api.baseUrl, attestant.bearer).get(order.id);
    expect(read.status).toBe(200);
    expect(read.body.approval.canDecide).toBe(true);
    const list = await jsonCall(`${api.baseUrl}/api/order/pendingorder?marketId=SE`, 'GET', attestant.bearer);
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    expect(list.body.results.map((r: { orderId: string }) => r.orderId)).toContain(order.id);

    const approved = await decide(attestant.bearer, `${order.id}/confirm`, {
      version: 1,
      message: 'Go ahead',
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.approval).toMatchObject({ status: 'Approved', version: 2 });
    const after = (await orderApi(api.baseUrl, buyer.bearer).get(order.id)).body;
    expect(after.status).toBe(100);
    expect(after.paymentState).toBe('Confirmed');
    expect(after.lines.every((l: { status: number }) => l.status === 30)).toBe(true);
    expect(await stockOf(api.handle, skus[0]!)).toBe(before! - 2);
    const bought = await purchasesOf(order.orderNo);
    expect(bought).toHaveLength(1);
    expect(bought[0]).toMatchObject({ market_id: 'SE', payload: { items: [{ units: 2 }] } });
    const told = (await mailsTo(buyer.email)).map(
      (m) => `${m.payload.template}:${m.payload.data.event ?? ''}`,
    );
    expect(told).toContain('orderApproval:approved');
    expect(told.some((t) => t.startsWith('orderConfirmation'))).toBe(true);

    const log = await jsonCall(
      `${api.baseUrl}/api/order/orders/${order.id}/approvals?marketId=SE`,
      'GET',
      buyer.bearer,
    );
    expect(log.body.map((s: { step: string }) => s.step)).toEqual(['Requested', 'Approved']);
    expect(log.body[1]).toMatchObject({ message: 'Go ahead', approvalVersion: 2 });

    // A second decision on the old version: 409 with the approval as it stands, nothing written.
    const again = await decide(attestant.bearer, `${order.id}/deny`, { version: 1, message: 'No' });
    expect(again.status).toBe(409);
    expect(again.body.approval).toMatchObject({ status: 'Approved', version: 2 });
  });

  it('is denied with a message: lines Denied, the cart kept as a saved cart, the buyer told', async () => {
    const co = await company({ ForceApproval: 'True' });
    const admin = await co.person(ROLE.Administrator);
    const buyer = await co.person(ROLE.User);
    const { cart, order } = await waitingOrder(buyer);
    expect(order.approval).toMatchObject({ attestantType: 'Company', attestants: [] });
    expect((await mailsTo(admin.email)).at(-1)?.payload.data.event).toBe('requested');

    const noMessage = await decide(admin.bearer, `${order.id}/deny`, { version: 1 });
    expect(noMessage.status).toBe(400);
    expect(JSON.stringify(noMessage.body)).toContain('message');

    const denied = await decide(admin.bearer, `${order.id}/deny`, {
      version: 1,
      message: 'Over budget – ę ř ģ õ',
    });
    expect(denied.status, JSON.stringify(denied.body)).toBe(200);
    const after = (await orderApi(api.baseUrl, buyer.bearer).get(order.id)).body;
    expect(after.lines.every((l: { status: number }) => l.status === 20)).toBe(true);
    expect(after.paymentState).toBe('Cancelled');
    const [saved] = await api.handle.rows<{ status: string; is_active: boolean; name: string }>(
      sql`SELECT status, is_active, name FROM carts WHERE id = ${cart.id}::uuid`,
    );
    expect(saved).toMatchObject({ status: 'saved', is_active: false, name: String(order.orderNo) });
    const told = (await mailsTo(buyer.email)).at(-1)?.payload.data;
    expect(told).toMatchObject({ event: 'denied', message: 'Over budget – ę ř ģ õ' });
  });

  it('is withdrawn by the buyer: cancelled (Edited), the cart active again', async () => {
    const co = await company({ ForceApproval: 'True' });
    await co.person(ROLE.Administrator);
    const buyer = await co.person(ROLE.User);
    const { cart, order } = await waitingOrder(buyer);
    const withdrawn = await decide(buyer.bearer, `${order.id}/withdraw`, { version: 1 });
    expect(withdrawn.status, JSON.stringify(withdrawn.body)).toBe(200);
    expect(withdrawn.body).toMatchObject({
      cartId: cart.id,
      approval: { status: 'Cancelled', cancelReason: 'Edited' },
    });
    const [back] = await api.handle.rows<{ status: string; is_active: boolean }>(
      sql`SELECT status, is_active FROM carts WHERE id = ${cart.id}::uuid`,
    );
    expect(back).toMatchObject({ status: 'default', is_active: true });
  });

  it('is cancelled when the prices changed before approval (409), and the cart comes back', async () => {
    const co = await company({ ForceApproval: 'True' });
    const admin = await co.person(ROLE.Administrator);
    const buyer = await co.person(ROLE.User);
    const { cart, order } = await waitingOrder(buyer);
    await api.handle.db.execute(
      sql`UPDATE order_approvals SET snapshot_hash = 'stale' WHERE order_id = ${order.id}::uuid`,
    );
    const approved = await decide(admin.bearer, `${order.id}/confirm`, { version: 1 });
    expect(approved.status).toBe(409);
    expect(approved.body.approval).toMatchObject({ status: 'Cancelled', cancelReason: 'PricesChanged' });
    const [back] = await api.handle.rows<{ status: string }>(
      sql`SELECT status FROM carts WHERE id = ${cart.id}::uuid`,
    );
    expect(back?.status).toBe('default');
    expect((await mailsTo(buyer.email)).at(-1)?.payload.data.event).toBe('cancelled');
  });

  it('re-sent with the same delivery answers the waiting order; with another it is replaced', async () => {
    const co = await company({ ForceApproval: 'True' });
    await co.person(ROLE.Administrator);
    const buyer = await co.person(ROLE.User);
    const { cart, order } = await waitingOrder(buyer);
    const orders = orderApi(api.baseUrl, buyer.bearer);
    const same = await orders.send(businessBody(cart, buyer));
    expect(same.status).toBe(200);
    expect(same.body.id).toBe(order.id);
    const moved = await orders.send(
      businessBody(cart, buyer, {
        deliveryAddress: { ...SWEDISH_ADDRESS, addressLine1: 'Drottninggatan 5' },
      }),
    );
    expect(moved.status, JSON.stringify(moved.body)).toBe(201);
    expect(moved.body.id).not.toBe(order.id);
    expect(moved.body.approval.status).toBe('Waiting');
    const old = (await orders.get(order.id)).body;
    expect(old.approval).toMatchObject({ status: 'Cancelled', cancelReason: 'DeliveryChanged' });
  });

  it('refuses 23 without an attestant per project, 25 with one who is no customer', async () => {
    const co = await company({ AttestantSetting: 'AttestantPerProjectNumber', ForceApproval: 'True' });
    const buyer = await co.person(ROLE.User);
    const cart = await cartWithRows(api.baseUrl, [{ sku: skus[1]!, quantity: 1 }], buyer.bearer);
    const orders = orderApi(api.baseUrl, buyer.bearer);
    const missing = await orders.send(businessBody(cart, buyer, { metadata: { SalesRef: 'P-1' } }));
    expect(missing.status).toBe(422);
    expect(missing.body.orderErrorCode).toBe(23);
    await api.handle.db.execute(sql`INSERT INTO company_project_attestants (company_id, project_number, attestant_email)
      VALUES (${co.companyId}, 'P-1', 'nobody@example.com')`);
    const gone = await orders.send(businessBody(cart, buyer, { metadata: { SalesRef: 'P-1' } }));
    expect(gone.status).toBe(422);
    expect(gone.body.orderErrorCode).toBe(25);
    const attestant = await co.person(ROLE.User);
    await api.handle.db.execute(sql`UPDATE company_project_attestants SET attestant_email = ${attestant.email}
      WHERE company_id = ${co.companyId}`);
    const sent = await orders.send(businessBody(cart, buyer, { metadata: { SalesRef: 'P-1' } }));
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body.approval.attestants[0].email).toBe(attestant.email);
  });

  it('answers the wrong decider: the buyer 403, another company 404, a restricted admin of another team 403', async () => {
    const co = await company({
      AttestantSetting: 'AttestantPerUser',
      UseCompanyTeam: 'True',
      CompanyTeamType: 'CompanyTeam',
    });
    const lead = await co.person(ROLE.CustomerAdmin);
    const otherLead = await co.person(ROLE.CustomerAdmin);
    const buyer = await co.person(ROLE.User, { Attestant1: lead.email });
    const { order } = await waitingOrder(buyer);
    expect(order.approval.attestantType).toBe('CompanyTeam');
    expect((await decide(buyer.bearer, `${order.id}/confirm`, { version: 1 })).status).toBe(403);
    const stranger = await (await company({})).person(ROLE.Administrator);
    expect((await decide(stranger.bearer, `${order.id}/confirm`, { version: 1 })).status).toBe(404);
    expect((await orderApi(api.baseUrl, stranger.bearer).get(order.id)).status).toBe(404);
    expect((await decide(otherLead.bearer, `${order.id}/confirm`, { version: 1 })).status).toBe(403);
    const theirList = await jsonCall(
      `${api.baseUrl}/api/order/pendingorder?marketId=SE`,
      'GET',
      otherLead.bearer,
    );
    expect(theirList.body.results).toEqual([]);
    const ok = await decide(lead.bearer, `${order.id}/confirm`, { version: 1 });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
  });

  it('pages the pending list newest first (order number on equal times), counts every match, filters by buyer', async () => {
    const co = await company({ ForceApproval: 'True' });
    const admin = await co.person(ROLE.Administrator);
    const [anna, bo] = [await co.person(ROLE.User), await co.person(ROLE.User)];
    const sent = [];
    for (const buyer of [anna!, bo!, anna!]) sent.push((await waitingOrder(buyer, 1)).order.id as string);
    const [first, second, third] = sent;
    const page = async (query: string) => {
      const res = await jsonCall(
        `${api.baseUrl}/api/order/pendingorder?marketId=SE&${query}`,
        'GET',
        admin.bearer,
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return { ids: res.body.results.map((r: { orderId: string }) => r.orderId), total: res.body.total };
    };
    expect(await page('pageSize=2')).toEqual({ ids: [third, second], total: 3 });
    expect(await page('pageSize=2&page=2')).toEqual({ ids: [first], total: 3 });
    expect(await page(`buyer=${encodeURIComponent(anna!.email)}`)).toEqual({ ids: [third, first], total: 2 });
    // Requested at the same instant: the order number decides, across the page boundary too.
    await api.handle.db.execute(sql`
      UPDATE order_approvals SET created_at = '2026-11-30T08:00:00Z' WHERE order_id = ANY(${sql.param(sent)}::uuid[])`);
    expect(await page('pageSize=2')).toEqual({ ids: [third, second], total: 3 });
    expect(await page('pageSize=2&page=2')).toEqual({ ids: [first], total: 3 });
    expect(await page('pageSize=2&page=3')).toEqual({ ids: [], total: 0 });
  });

  it('exports the decisions as CSV with a byte-order mark', async () => {
    const co = await company({ ForceApproval: 'True' });
    const admin = await co.person(ROLE.Administrator);
    const buyer = await co.person(ROLE.User);
    const { order } = await waitingOrder(buyer);
    await decide(admin.bearer, `${order.id}/deny`, { version: 1, message: 'Nie, dziękuję; "za drogo"' });
    const res = await fetch(`${api.baseUrl}/api/order/approvals/decisions?marketId=SE`, {
      headers: { Authorization: admin.bearer },
    });
    expect(res.status).toBe(200);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text).toContain(`${order.orderNo},Approval,Denied`);
    expect(text).toContain('"Nie, dziękuję; ""za drogo"""');
  });
});
