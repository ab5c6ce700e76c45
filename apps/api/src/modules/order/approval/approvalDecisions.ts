import type { approveBodySchema, denyBodySchema, withdrawBodySchema } from '@workwear/contracts';
import { type TransactionHandle, unitOfWork } from '@workwear/db';
import {
  type ApprovalPerson,
  type CompanySettings,
  DomainError,
  isSalesTaxMarket,
  notFound,
  ORDER_LINE_STATUS,
  ORDER_STATUS,
  type OrderRefusal,
  ok,
  type Result,
  ROLE,
  refuse,
} from '@workwear/domain';
import type { z } from 'zod';
import type { RequestContext } from '../../../context/requestContext';
import {
  type CartEnvironment,
  keepOrderedCartAsSaved,
  lockCartForSend,
  lockCartOfOrder,
  readyEnvironment,
} from '../../cart';
import { companyChainOf } from '../../company';
import { approvalPeople } from '../../customer';
import { stockRepository, takeStock } from '../../stock';
import { checkoutRepository } from '../checkoutRepository';
import { queueConfirmation } from '../confirmationMail';
import type { OrderDeps } from '../orderDeps';
import { languageOf } from '../orderPayments';
import { cartRefusal, pricedOrderOf, priceOrder, stockNeeded, stockRefusal } from '../orderPricing';
import { releaseUnpaidOrder } from '../orderRelease';
import { type OrderRecord, orderRepository } from '../orderRepository';
import { orderView } from '../orderView';
import { providerOf } from '../payment/providers';
import { purchaseEvent } from '../purchaseEvent';
import { settleHolds } from '../spend';
import { approvalMailOrderOf, mailBuyer } from './approvalMails';
import { approvalViewOf, attestantsOf, readerOf, rightOf, signedInCustomer } from './approvalRead';
import { type ApprovalRecord, approvalRepository } from './approvalRepository';
import { snapshotHash } from './approvalSnapshot';

type ApproveBody = z.output<typeof approveBodySchema>;
type DenyBody = z.output<typeof denyBodySchema>;
type WithdrawBody = z.output<typeof withdrawBodySchema>;

/** A stale or finished approval: 409 with the approval as it stands (the call's ApprovalConflict). */
export class ApprovalConflict extends DomainError {
  constructor(readonly approval: ReturnType<typeof approvalViewOf>) {
    super('conflict', `The approval is ${approval.status} at version ${approval.version}.`);
  }
}

/** A decision's outcome: the approval now, and for a withdrawal the cart given back. */
export interface ApprovalOutcome {
  orderId: string;
  approval: ReturnType<typeof approvalViewOf>;
  cartId: string | null;
}

/** What a decision reads before its transaction (the embedded database's one connection is the transaction's inside it). */
interface DecisionFacts {
  order: OrderRecord;
  settings: CompanySettings;
  reader: ApprovalPerson;
  timeZone: string;
}

/**
 * The order, its company's settings and the decider, read before the unit of work. Another company
 * tree's order, an order without an approval, an order nobody signed in may reach: 404.
 */
async function decisionFacts(deps: OrderDeps, ctx: RequestContext, orderId: string): Promise<DecisionFacts> {
  const principal = signedInCustomer(ctx.principal);
  const order = await orderRepository.byId(deps.handle, orderId);
  if (!order || order.companyId === null) throw notFound('Order');
  const chain = await companyChainOf(deps.handle, order.companyId);
  if (principal.companyId === null || !chain.includes(principal.companyId)) throw notFound('Order');
  const reader = await readerOf(deps.handle, principal);
  if (!reader) throw notFound('Order');
  const [settings, timeZone] = await Promise.all([
    deps.companySettingsOf(order.companyId),
    deps.marketTimeZone(order.market),
  ]);
  return { order, settings, reader, timeZone };
}

/**
 * The one atomic check every decision makes, under the approval's row lock: Waiting at the version the
 * decider saw (else 409 with the current state, nothing written), and the decider's right (the domain's
 * decisionRight: the buyer 403 unless withdrawing, no right 403; an approver must not be reached by
 * the buyer's own path). Answers the locked approval and the right.
 */
async function lockedForDecision(
  tx: TransactionHandle,
  f: DecisionFacts,
  version: number,
  as: 'approver' | 'buyer' | 'either',
) {
  const approval = await approvalRepository.lock(tx, f.order.id);
  if (!approval) throw notFound('Order');
  const right = rightOf(f.settings, f.reader, approval);
  if (right === 'none') throw new DomainError('forbidden', 'You may not decide this order.');
  if (approval.status !== 'Waiting' || approval.version !== version) {
    const attestants = await attestantsOf(tx, approval.companyId, approval.attestantEmails);
    throw new ApprovalConflict(approvalViewOf(approval, attestants, right));
  }
  if (as === 'approver' && right === 'isBuyer')
    throw new DomainError('forbidden', 'The buyer may not approve their own order.');
  if (as === 'buyer' && right !== 'isBuyer')
    throw new DomainError('forbidden', 'Only the buyer may withdraw.');
  return { approval, right };
}

/** The decider as a log line's actor. */
const deciderOf = async (tx: TransactionHandle, reader: ApprovalPerson) => {
  const [row] = await approvalPeople.byIds(tx, [reader.customerId]);
  return { customerId: reader.customerId, name: row?.name ?? '', email: reader.email };
};

/** Leaves Waiting, writes the step, answers the approval as it now stands. */
async function finishAs(
  tx: TransactionHandle,
  f: DecisionFacts,
  approval: ApprovalRecord,
  step: {
    status: 'Approved' | 'Denied' | 'Cancelled';
    reason?: 'Edited' | 'PricesChanged' | null;
    message?: string;
    right: ReturnType<typeof rightOf>;
  },
) {
  const version = await approvalRepository.finish(tx, approval.orderId, step.status, step.reason ?? null);
  await approvalRepository.insertDecision(tx, {
    orderId: approval.orderId,
    actor: await deciderOf(tx, f.reader),
    step: step.status,
    reason: step.reason ?? null,
    message: step.message ?? '',
    approvalVersion: version,
  });
  const now = await approvalRepository.byOrder(tx, approval.orderId);
  if (!now) throw new Error(`approval ${approval.orderId} gone in its own transaction`);
  return approvalViewOf(now, await attestantsOf(tx, now.companyId, now.attestantEmails), step.right);
}

/** The buyer's principal, to price the cart as it was priced at send (their lists, their company). */
async function buyerEnvironment(deps: OrderDeps, ctx: RequestContext, order: OrderRecord) {
  if (order.customerId === null || order.companyId === null) throw notFound('Order');
  const [buyer] = await approvalPeople.byIds(deps.handle, [order.customerId]);
  const buyerCtx: RequestContext = {
    ...ctx,
    principal: {
      kind: 'customer',
      customerId: order.customerId,
      companyId: order.companyId,
      role: buyer?.role ?? ROLE.User,
      superCustomerAdmin: buyer?.superCustomerAdmin ?? false,
      sessionId: `approval:${order.id}`,
      coopCode: null,
      market: order.market,
      punchOutType: null,
    },
  };
  return { buyerCtx, env: await readyEnvironment(deps, buyerCtx, { market: order.market }) };
}

/** Prices the order's cart again for the buyer and hashes it as the send did. */
async function pricedAgain(
  deps: OrderDeps,
  tx: TransactionHandle,
  env: CartEnvironment,
  order: OrderRecord,
  cart: Parameters<typeof priceOrder>[3],
) {
  const facts = await checkoutRepository.facts(tx, {
    entryId: order.deliveryGroupEntryId,
    market: order.market,
    companyId: order.companyId,
    buyerId: order.customerId,
  });
  const taxLocation = isSalesTaxMarket(env.market)
    ? {
        line1: order.deliveryAddress.addressLine1,
        zipCode: order.deliveryAddress.zipCode,
        city: order.deliveryAddress.city,
        countryCode: order.deliveryAddress.countryCode,
        region: order.deliveryAddress.region ?? '',
      }
    : undefined;
  const ev = await priceOrder(deps, tx, env, cart, { entry: facts.entry, taxLocation });
  if (!facts.entry || (await cartRefusal(tx, env, ev, facts.entry))) return null;
  const priced = pricedOrderOf(env, ev, order.useIncVat);
  const hash = snapshotHash({
    ...priced,
    delivery: {
      methodId: order.deliveryMethodId,
      address: order.deliveryAddress,
      servicePointId: order.servicePoint?.id ?? null,
    },
  });
  return { priced, hash };
}

/** A decision's refusal: the order's code (9, 10) while it keeps waiting. */
export type ApproveResult = Result<ApprovalOutcome, OrderRefusal>;

/**
 * Approve (POST orders/{id}/confirm; docs/companies/approvals-and-limits.md): in one unit of work, lock
 * the cart and the approval, check the version and the right, price the cart again for the buyer and
 * compare the hash. The same: take the stock (short: the order's code, 422, and it keeps waiting), make
 * the order Received with its lines Confirmed, start its payment as its method starts, write the step,
 * queue the confirmation and "approved". Another hash: cancel it (PricesChanged), give the cart back,
 * tell the buyer, and answer 409.
 */
export async function approveOrder(
  deps: OrderDeps,
  ctx: RequestContext,
  orderId: string,
  body: ApproveBody,
): Promise<ApproveResult> {
  const f = await decisionFacts(deps, ctx, orderId);
  const { buyerCtx, env } = await buyerEnvironment(deps, ctx, f.order);
  const origin = deps.publicOriginOf(f.order.market);
  const language = languageOf(f.order);
  // Read before the unit of work: the embedded database's one connection is the transaction's inside it.
  const klevu = (await deps.features.flag(env.market, 'UseKlevu')).enabled;
  const pricesChanged = await unitOfWork(deps.handle, async (tx) => {
    const cart = await lockCartForSend(tx, buyerCtx, f.order.cartId);
    const { approval, right } = await lockedForDecision(tx, f, body.version, 'approver');
    const again = await pricedAgain(deps, tx, env, f.order, cart);
    if (!again || again.hash !== approval.snapshotHash) {
      const view = await finishAs(tx, f, approval, { status: 'Cancelled', reason: 'PricesChanged', right });
      await releaseUnpaidOrder(tx, f.order);
      await mailBuyer(tx, approvalMailOrderOf(orderView(f.order, f.timeZone)), language, origin, {
        kind: 'cancelled',
        reason: 'PricesChanged',
      });
      return view;
    }
    const needed = stockNeeded(f.order.lines);
    const locked = await stockRepository.lockStock(
      tx,
      needed.map((n) => n.sku),
    );
    const short = stockRefusal(needed, locked);
    if (short) throw new ShortStock(short);
    await takeStock(tx, needed, locked);
    await stockRepository.reserve(tx, f.order.id, needed);
    const payment = providerOf(deps.providers, f.order.paymentMethodId);
    const startsAs = payment?.provider.startsAs ?? 'Pending';
    await settleHolds(tx, f.order.id);
    await orderRepository.setLineStatus(tx, f.order.id, ORDER_LINE_STATUS.Confirmed);
    await orderRepository.setPaymentState(tx, f.order.id, startsAs, ORDER_STATUS.Received);
    const view = await finishAs(tx, f, approval, {
      status: 'Approved',
      ...(body.message ? { message: body.message } : {}),
      right,
    });
    const record = await orderRepository.byId(tx, f.order.id);
    if (!record) throw new Error(`order ${f.order.id} gone in its own transaction`);
    const order = orderView(record, f.timeZone, view);
    if (startsAs === 'Confirmed' && payment) {
      await orderRepository.insertPayment(tx, {
        orderId: order.id,
        provider: payment.provider.name,
        methodId: payment.method.id,
        state: 'Confirmed',
        amount: order.totals.totalGross,
        currency: order.currency,
        reference: `${payment.provider.name}-${order.orderNo}`,
        error: null,
      });
      await queueConfirmation(tx, order, {
        language,
        origin,
        showPrices: env.priceContext.display.showPrices,
      });
    }
    await mailBuyer(tx, approvalMailOrderOf(order), language, origin, { kind: 'approved' });
    // The purchase happens now, as a send records it for an order that did not wait.
    if (klevu)
      await deps.analytics.record(
        tx,
        purchaseEvent(order, { market: env.market, language }, record.ipAddress ?? 'unknown'),
      );
    return { approved: view };
  }).catch((error: unknown) => {
    if (error instanceof ShortStock) return { short: error.refusal };
    throw error;
  });
  if ('short' in pricesChanged) return refuse(pricesChanged.short);
  if ('approved' in pricesChanged) return ok({ orderId, approval: pricesChanged.approved, cartId: null });
  throw new ApprovalConflict(pricesChanged);
}

/** Short stock at approval: thrown out of the unit of work so nothing of it stays. */
class ShortStock extends Error {
  constructor(readonly refusal: OrderRefusal) {
    super(refusal.message);
  }
}

/**
 * Deny (POST orders/{id}/deny, an approver; the contract requires the message): lines Denied, payment
 * Cancelled, the cart kept for the buyer as a saved cart named after the order, "denied" mailed with
 * the message.
 */
export async function denyOrder(
  deps: OrderDeps,
  ctx: RequestContext,
  orderId: string,
  body: DenyBody,
): Promise<ApprovalOutcome> {
  const f = await decisionFacts(deps, ctx, orderId);
  const origin = deps.publicOriginOf(f.order.market);
  const language = languageOf(f.order);
  return unitOfWork(deps.handle, async (tx) => {
    // The cart first, as every path locks: cart, then the approval, then the rest.
    await lockCartOfOrder(tx, f.order.cartId);
    const { approval, right } = await lockedForDecision(tx, f, body.version, 'approver');
    // Kept as a saved cart first, so releaseUnpaidOrder (stock, use, payment) leaves it be.
    await keepOrderedCartAsSaved(tx, f.order.cartId, `${f.order.orderNo}`);
    await releaseUnpaidOrder(tx, f.order);
    await orderRepository.setLineStatus(tx, f.order.id, ORDER_LINE_STATUS.Denied);
    const view = await finishAs(tx, f, approval, { status: 'Denied', message: body.message, right });
    await mailBuyer(tx, approvalMailOrderOf(orderView(f.order, f.timeZone)), language, origin, {
      kind: 'denied',
      message: body.message,
    });
    return { orderId, approval: view, cartId: f.order.cartId };
  });
}

/**
 * Withdraw (POST orders/{id}/withdraw, the buyer): cancelled with the reason Edited, and the cart is
 * the buyer's active cart again (restoreOrderedCart keeps an active cart they filled meanwhile as saved).
 */
export async function withdrawOrder(
  deps: OrderDeps,
  ctx: RequestContext,
  orderId: string,
  body: WithdrawBody,
): Promise<ApprovalOutcome> {
  const f = await decisionFacts(deps, ctx, orderId);
  return unitOfWork(deps.handle, async (tx) => {
    await lockCartOfOrder(tx, f.order.cartId);
    const { approval, right } = await lockedForDecision(tx, f, body.version, 'buyer');
    await releaseUnpaidOrder(tx, f.order);
    const view = await finishAs(tx, f, approval, {
      status: 'Cancelled',
      reason: 'Edited',
      ...(body.message ? { message: body.message } : {}),
      right,
    });
    return { orderId, approval: view, cartId: f.order.cartId };
  });
}
