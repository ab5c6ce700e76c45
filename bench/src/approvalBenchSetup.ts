import { fullPathOf, paymentMethodsCall, pendingOrdersCall, sendOrderCall } from '@workwear/contracts';
import { openDatabase } from '@workwear/db';
import { DEMO_LOGIN_DOMAIN } from '@workwear/db/demo';
import { sql } from 'drizzle-orm';
import { newIdempotencyKey, sendBody, type TestDelivery } from '../../apps/api/src/testing/orderApi';
import { type Buyer, signIn } from './benchBuyers';
import { CART_MARKET, cartClient, emptyCart, fill } from './cartBenchSetup';
import { type LoopRequest, send } from './connectionLoops';

/**
 * What the approval benchmark (issue 28) works with: business buyers signed in with a bearer token,
 * many carts of one buyer made before timing (each saved, so the next is a new active cart: a buyer has
 * one active cart), the business send, an approver of each company (an Administrator account made for
 * the benchmark), the decisions on waiting orders and the pending-orders list.
 */

/** A signed-in principal of a company: a buyer or an approver. */
export interface Principal {
  companyId: number;
  customerId: number;
  login: string;
  token: string;
  /** The payment method the buyer sends with: an invoice method if the company is offered one. */
  paymentMethodId: number;
}

/** The buyer's payment method: the first invoice method offered, else the first offered. */
async function paymentMethodOf(token: string): Promise<number> {
  const answer = await send({
    method: 'GET',
    path: `${fullPathOf(paymentMethodsCall)}?marketId=${CART_MARKET}`,
    headers: authorised(token),
  });
  const offered = (JSON.parse(answer.body) as { id: number; active: boolean; provider: string }[]).filter(
    (m) => m.active,
  );
  const chosen = offered.find((m) => m.provider === 'invoice') ?? offered[0];
  if (answer.status !== 200 || !chosen)
    throw new Error(`payment methods: ${answer.status} ${answer.body.slice(0, 200)}`);
  return chosen.id;
}

/** The buyers whose company may check out (the generated world disables checkout for some). */
export async function checkoutOpen(url: string, buyers: readonly Buyer[]): Promise<Buyer[]> {
  const handle = await openDatabase({ url });
  const closed = await handle.rows<{ id: number }>(sql`
    SELECT company_id AS id FROM company_settings WHERE key = 'DisableCheckout' AND value = 'True'`);
  await handle.close();
  const shut = new Set(closed.map((c) => Number(c.id)));
  return buyers.filter((b) => !shut.has(b.companyId));
}

const authorised = (token: string) => ({ Authorization: `Bearer ${token}` });

/** The buyers signed in, with their customer ids (the business send names its buyer). */
export async function signedIn(url: string, buyers: readonly Buyer[]): Promise<Principal[]> {
  const handle = await openDatabase({ url });
  const rows = await handle.rows<{ login: string; id: number }>(sql`
    SELECT login_name AS login, customer_id AS id FROM accounts
    WHERE login_name = ANY(${sql.param(buyers.map((b) => b.login))}::text[])`);
  await handle.close();
  const ids = new Map(rows.map((r) => [r.login, Number(r.id)]));
  const out: Principal[] = [];
  for (const b of buyers) {
    const token = await signIn(b);
    const paymentMethodId = await paymentMethodOf(token);
    out.push({
      companyId: b.companyId,
      customerId: ids.get(b.login)!,
      login: b.login,
      token,
      paymentMethodId,
    });
  }
  return out;
}

/**
 * An account of the given role in each buyer's company, named `c<id>.<name(i)>@...`, made once and
 * kept: the generated world has one plain user per company, and a benchmark needs a company's
 * approver (an Administrator) or more buyers of one company. The account takes its company user's
 * password hash, so it signs in with the demo password.
 */
export async function ensureAccounts(
  url: string,
  of: readonly Buyer[],
  name: (i: number) => string,
  role: number,
): Promise<Buyer[]> {
  const handle = await openDatabase({ url });
  const made: Buyer[] = [];
  try {
    for (const [i, b] of of.entries()) {
      const local = `c${b.companyId}.${name(i)}`;
      const login = `${local}@${DEMO_LOGIN_DOMAIN}`;
      made.push({ ...b, login });
      const [exists] = await handle.rows(sql`SELECT 1 FROM accounts WHERE login_name = ${login}`);
      if (exists) continue;
      await handle.db.execute(sql`
        WITH person AS (
          INSERT INTO customers (customer_code, first_name, last_name, email_address, market_name, language)
          VALUES (${`BENCH-${local}`}, 'Åsa', 'Ström', ${login}, ${CART_MARKET}, 'sv') RETURNING id),
        membership AS (
          INSERT INTO customer_companies (customer_id, company_id, is_default)
          SELECT id, ${b.companyId}, true FROM person)
        INSERT INTO accounts (customer_id, login_name, password_hash, role_id)
        SELECT person.id, ${login}, a.password_hash, ${role}
        FROM person, accounts a WHERE a.login_name = ${b.login}`);
    }
  } finally {
    await handle.close();
  }
  return made;
}

/**
 * `count` carts of the buyer's, `rows` rows each (cart i takes the skus from i * rows on), each saved
 * after it is filled so that the next POST carts makes a new one. A saved cart can be sent as it is.
 */
export async function savedCarts(
  token: string,
  skus: readonly string[],
  rows: number,
  count: number,
): Promise<string[]> {
  const api = cartClient(token);
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const mine = Array.from({ length: rows }, (_, r) => skus[(i * rows + r) % skus.length]!);
    const cart = await fill(api, await emptyCart(api, token), mine);
    await api.update(cart.id, { version: cart.version, metadata: { Status: 'saved', IsActive: 'False' } });
    ids.push(cart.id);
  }
  return ids;
}

/** Runs `work` for each item, `width` at a time, and answers the results in the items' order. */
export async function inParallel<T, R>(items: readonly T[], width: number, work: (item: T) => Promise<R>) {
  const out: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await work(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker));
  return out;
}

/**
 * POST orders/send of a business buyer's cart: prices ex VAT, the buyer named, an order number and a
 * project number (the generated companies' form rules require either).
 */
export const businessSendRequest = (
  buyer: Principal,
  cartId: string,
  delivery: TestDelivery,
): LoopRequest => ({
  method: 'POST',
  path: fullPathOf(sendOrderCall),
  headers: { ...authorised(buyer.token), 'Idempotency-Key': newIdempotencyKey() },
  body: JSON.stringify(
    sendBody({ id: cartId }, delivery, {
      buyer: {
        id: buyer.customerId,
        firstName: 'Łucja',
        lastName: 'Żółć',
        email: buyer.login,
        cellphone: '46701234567',
      },
      paymentMethodId: buyer.paymentMethodId,
      useIncVat: false,
      metadata: { OrderNumber: 'PO-2811', SalesRef: 'P-28' },
    }),
  ),
});

/** Sends each cart (width at a time) and fails unless each answered 201 with the expected outcome. */
export async function sendAll(
  buyer: Principal,
  cartIds: readonly string[],
  delivery: TestDelivery,
  waits: boolean,
  width = 4,
) {
  await inParallel(cartIds, width, async (cartId) => {
    const answer = await send(businessSendRequest(buyer, cartId, delivery));
    const body = answer.status === 201 ? (JSON.parse(answer.body) as { approval?: unknown }) : {};
    if (answer.status !== 201 || Boolean(body.approval) !== waits)
      throw new Error(`send of ${buyer.login}: ${answer.status} ${answer.body.slice(0, 300)}`);
  });
}

/** A waiting order and the approval version a decision on it names. */
export interface WaitingOrder {
  orderId: string;
  version: number;
}

/** The company's orders waiting for approval, oldest first. */
export async function waitingOrders(url: string, companyId: number): Promise<WaitingOrder[]> {
  const handle = await openDatabase({ url });
  const rows = await handle.rows<{ orderId: string; version: number }>(sql`
    SELECT order_id AS "orderId", version FROM order_approvals
    WHERE company_id = ${companyId} AND status = 'Waiting' ORDER BY created_at, order_id`);
  await handle.close();
  return rows.map((r) => ({ orderId: r.orderId, version: Number(r.version) }));
}

export type Decision = 'confirm' | 'deny';

/** POST orders/{id}/confirm or deny by an approver, at the version they saw. */
export const decisionRequest = (approver: string, order: WaitingOrder, decision: Decision): LoopRequest => ({
  method: 'POST',
  path: `/api/order/orders/${order.orderId}/${decision}?marketId=${CART_MARKET}`,
  headers: authorised(approver),
  body: JSON.stringify(
    decision === 'deny'
      ? { version: order.version, message: 'Inte nu – budgeten är slut (ę, ř, ģ, õ).' }
      : { version: order.version },
  ),
});

/** GET pendingorder as the approver, with any filters. */
export const pendingRequest = (approver: string, filters: Record<string, string> = {}): LoopRequest => ({
  method: 'GET',
  path: `${fullPathOf(pendingOrdersCall)}?${new URLSearchParams({ marketId: CART_MARKET, ...filters })}`,
  headers: authorised(approver),
});
