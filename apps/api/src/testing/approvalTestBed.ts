import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { bearerFor } from './accessTokens';
import { jsonCall } from './cartApi';
import { cartWithRows, orderApi, sendBody, setCompanySetting } from './orderApi';
import type { TestDelivery, TestServer } from './orderTestBed';

/** A person of a test company with a sign-in account. */
export interface ApprovalPerson {
  customerId: number;
  email: string;
  bearer: string;
}

/** A mail in the outbox, as the approval tests read it. */
export interface OutboxMail {
  payload: {
    template: string;
    language: string;
    data: { event: string; message?: string; reason?: string; amount?: string };
  };
}

/**
 * What the approval tests (issue 28) build on, over the order test bed: companies of their own with
 * settings, their people with accounts, a buyer's order sent for approval, decisions through HTTP and
 * the mails queued to someone.
 */
export function approvalTestKit(bed: { api: TestServer; delivery: TestDelivery; skus: string[] }) {
  const { api, delivery, skus } = bed;

  /** A company of its own (under `parentId` when given) with settings, and a way to add people to it. */
  async function company(settings: Record<string, string>, parentId: number | null = null) {
    const tag = randomUUID().slice(0, 8);
    const [row] = await api.handle.rows<{ id: number }>(sql`
      INSERT INTO companies (name, market_name, parent_id) VALUES (${`Approval test ${tag}`}, 'se', ${parentId})
      RETURNING id`);
    const companyId = Number(row!.id);
    for (const [key, value] of Object.entries(settings))
      await setCompanySetting(api.handle, companyId, key, value);
    async function person(
      role: number,
      info: Record<string, string> = {},
      language = 'sv',
    ): Promise<ApprovalPerson> {
      const code = randomUUID().slice(0, 8);
      const email = `approval-${code}@example.com`;
      const [c] = await api.handle.rows<{ id: number }>(sql`
        INSERT INTO customers (customer_code, first_name, last_name, email_address, market_name, language)
        VALUES (${`APPR-${code}`}, 'Łucja', 'Żółć', ${email}, 'se', ${language}) RETURNING id`);
      const customerId = Number(c!.id);
      await api.handle.db.execute(sql`
        INSERT INTO customer_companies (customer_id, company_id, is_default) VALUES (${customerId}, ${companyId}, true)`);
      await api.handle.db.execute(sql`
        INSERT INTO accounts (customer_id, login_name, password_hash, role_id)
        VALUES (${customerId}, ${email}, 'x', ${role})`);
      for (const [key, value] of Object.entries(info))
        await api.handle.db.execute(
          sql`INSERT INTO customer_info (customer_id, key, value) VALUES (${customerId}, ${key}, ${value})`,
        );
      const bearer = await bearerFor(api.handle, {
        customerId,
        companyId,
        role,
        market: 'se',
        sessionId: `approval-${code}`,
      });
      return { customerId, email, bearer };
    }
    return { companyId, person };
  }

  const businessBody = (
    cart: { id: string },
    buyer: ApprovalPerson,
    overrides: Record<string, unknown> = {},
  ) =>
    sendBody(cart, delivery, {
      buyer: {
        id: buyer.customerId,
        firstName: 'Łucja',
        lastName: 'Żółć',
        email: buyer.email,
        cellphone: '46701234567',
      },
      paymentMethodId: 20,
      useIncVat: false,
      ...overrides,
    } as never);

  /** A buyer's order sent for approval: the cart and the order as the send answered it. */
  async function waitingOrder(buyer: ApprovalPerson, quantity = 2, overrides: Record<string, unknown> = {}) {
    const cart = await cartWithRows(api.baseUrl, [{ sku: skus[0]!, quantity }], buyer.bearer);
    const sent = await orderApi(api.baseUrl, buyer.bearer).send(businessBody(cart, buyer, overrides));
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    return { cart, order: sent.body };
  }

  const decide = (bearer: string, path: string, body: unknown) =>
    jsonCall(`${api.baseUrl}/api/order/orders/${path}?marketId=SE`, 'POST', bearer, body);

  const mailsTo = (email: string) =>
    api.handle.rows<OutboxMail>(
      sql`SELECT payload FROM outbox WHERE topic = 'mail.send' AND payload->>'to' = ${email.toLowerCase()} ORDER BY id`,
    );

  return { company, businessBody, waitingOrder, decide, mailsTo };
}
