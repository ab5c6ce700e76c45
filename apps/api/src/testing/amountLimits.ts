import { randomUUID } from 'node:crypto';
import type { DatabaseHandle } from '@workwear/db';
import { ROLE } from '@workwear/domain';
import { sql } from 'drizzle-orm';
import { bearerFor } from './accessTokens';
import { cartApi, freshCart } from './cartApi';
import { orderApi, sendBody, type TestBuyer, type TestDelivery, testCompanyBuyer } from './orderApi';

/**
 * Amount-limit test helpers (issue 28): companies with UseAmountLimit, their people and limits, carts
 * whose rows are for co-workers, and what the spend ledger holds.
 */

/** A business buyer of a new company with UseAmountLimit on (and any other settings). */
export const limitedBuyer = (handle: DatabaseHandle, settings: Record<string, string> = {}, market = 'se') =>
  testCompanyBuyer(handle, { UseAmountLimit: 'True', ...settings }, market);

/** Another person of the buyer's company, without a sign-in account (a co-worker rows are for). */
export async function coWorkerOf(handle: DatabaseHandle, companyId: number): Promise<number> {
  const tag = randomUUID().slice(0, 8);
  const [row] = await handle.rows<{ id: number }>(sql`
    INSERT INTO customers (customer_code, first_name, last_name, email_address, market_name, language)
    VALUES (${`LIMIT-TEST-${tag}`}, 'Łucja', 'Dvořák', ${`coworker-${tag}@example.com`}, 'se', 'sv') RETURNING id`);
  const id = Number(row!.id);
  await handle.db.execute(
    sql`INSERT INTO customer_companies (customer_id, company_id, is_default) VALUES (${id}, ${companyId}, true)`,
  );
  return id;
}

/** Sets (or with null removes) one of a customer's info values. */
export async function setInfo(handle: DatabaseHandle, customerId: number, key: string, value: string | null) {
  await handle.db.execute(sql`DELETE FROM customer_info WHERE customer_id = ${customerId} AND key = ${key}`);
  if (value !== null)
    await handle.db.execute(
      sql`INSERT INTO customer_info (customer_id, key, value) VALUES (${customerId}, ${key}, ${value})`,
    );
}

export async function setCompanyLimits(
  handle: DatabaseHandle,
  companyId: number,
  limits: { defaultAmount?: number; invoiceCreditStopAmount?: number },
) {
  if (limits.defaultAmount !== undefined)
    await handle.db.execute(
      sql`UPDATE companies SET default_amount = ${limits.defaultAmount} WHERE id = ${companyId}`,
    );
  if (limits.invoiceCreditStopAmount !== undefined)
    await handle.db.execute(
      sql`UPDATE companies SET invoice_credit_stop_amount = ${limits.invoiceCreditStopAmount} WHERE id = ${companyId}`,
    );
}

/** A fresh cart of the buyer's with rows, each for a co-worker when it names one. */
export async function limitCart(
  baseUrl: string,
  buyer: TestBuyer,
  rows: readonly { sku: string; quantity: number; coWorkerId?: number }[],
) {
  const carts = cartApi(baseUrl, buyer.bearer);
  let cart = await freshCart(carts);
  for (const row of rows) {
    const added = await carts.add(cart.id, { ...row, version: cart.version });
    if (added.status !== 200)
      throw new Error(`add ${row.sku}: ${added.status} ${JSON.stringify(added.body)}`);
    cart = added.body;
  }
  return cart;
}

/** A business payload (card, so the order may be cancelled; prices ex VAT). */
export const limitSendBody = (cart: { id: string }, delivery: TestDelivery) =>
  sendBody(cart, delivery, { paymentMethodId: 168, useIncVat: false });

/** What the cart's order would come to ex VAT with the standard delivery: the amount limits count. */
export async function orderNetOf(
  baseUrl: string,
  buyer: TestBuyer,
  cart: { id: string },
  delivery: TestDelivery,
) {
  const res = await orderApi(baseUrl, buyer.bearer).summary({
    cartId: cart.id,
    deliveryMethod: delivery.choice.standard,
    useIncVat: false,
  });
  if (res.status !== 200) throw new Error(`summary: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.totals.totalNet as number;
}

/** The ledger's use of a subject in a period (hold + spend − release). */
export async function ledgerUse(
  handle: DatabaseHandle,
  subject: 'customer' | 'company',
  subjectId: number,
  periodKey?: string,
): Promise<number> {
  const [row] = await handle.rows<{ used: number }>(sql`
    SELECT coalesce(sum(CASE WHEN kind = 'release' THEN -amount ELSE amount END), 0)::float8 AS used
    FROM spend_ledger WHERE subject = ${subject} AND subject_id = ${subjectId}
    ${periodKey === undefined ? sql`` : sql`AND period_key = ${periodKey}`}`);
  return Number(row?.used ?? 0);
}

/** Another signed-in user of the buyer's company, with a cart of their own to send. */
export async function colleagueBuyer(handle: DatabaseHandle, of: TestBuyer): Promise<TestBuyer> {
  const customerId = await coWorkerOf(handle, of.companyId);
  const bearer = await bearerFor(handle, {
    customerId,
    companyId: of.companyId,
    role: ROLE.User,
    market: 'se',
    sessionId: `limit-colleague-${customerId}`,
  });
  return { customerId, companyId: of.companyId, bearer };
}
