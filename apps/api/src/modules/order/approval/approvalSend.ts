import type { OrderApprovalView, OrderView } from '@workwear/contracts';
import type { TransactionHandle } from '@workwear/db';
import { type CompanySettings, type Language, ORDER_STATUS } from '@workwear/domain';
import type { ApprovalPeopleRow } from '../../customer';
import { type OrderRecord, orderRepository } from '../orderRepository';
import { releaseSpend } from '../spend';
import type { ApprovalRequest } from './approvalGate';
import { approvalMailOrderOf, mailApprovers, mailBuyer } from './approvalMails';
import { approvalViewOf, attestantsOf } from './approvalRead';
import { type ApprovalRecord, approvalRepository } from './approvalRepository';
import { type ApprovalSnapshot, sameDelivery } from './approvalSnapshot';

/** The buyer's view of an approval, read in the send's transaction. */
export async function buyerApprovalView(
  tx: TransactionHandle,
  approval: ApprovalRecord,
): Promise<OrderApprovalView> {
  return approvalViewOf(
    approval,
    await attestantsOf(tx, approval.companyId, approval.attestantEmails),
    'isBuyer',
  );
}

/** The buyer as an approval step's actor. */
export const actorOf = (order: Pick<OrderRecord, 'customerId' | 'buyer'>) => ({
  customerId: order.customerId,
  name: `${order.buyer.firstName} ${order.buyer.lastName}`.trim(),
  email: order.buyer.email,
});

/**
 * A send of a cart that already has its order (docs/companies/approvals-and-limits.md, re-send): a
 * waiting order with the same delivery is answered as it is (200); with another delivery it is
 * cancelled (DeliveryChanged) in this transaction and the send goes on to write the new order, which
 * holds the cart, stock and promotion use from here: nothing is given back to be taken again. Any other
 * order of the cart is answered as it is. Answers the approval to show, or 'replaced'.
 */
export async function keepOrReplaceWaiting(
  tx: TransactionHandle,
  existing: OrderRecord,
  delivery: ApprovalSnapshot['delivery'] | null,
): Promise<{ kept: OrderApprovalView | null } | 'replaced'> {
  const approval = await approvalRepository.lock(tx, existing.id);
  if (!approval) return { kept: null };
  const current = {
    methodId: existing.deliveryMethodId,
    address: existing.deliveryAddress,
    servicePointId: existing.servicePoint?.id ?? null,
  };
  if (approval.status !== 'Waiting' || delivery === null || sameDelivery(current, delivery))
    return { kept: await buyerApprovalView(tx, approval) };
  const version = await approvalRepository.finish(tx, existing.id, 'Cancelled', 'DeliveryChanged');
  await approvalRepository.insertDecision(tx, {
    orderId: existing.id,
    actor: actorOf(existing),
    step: 'Cancelled',
    reason: 'DeliveryChanged',
    approvalVersion: version,
  });
  await orderRepository.setPaymentState(tx, existing.id, 'Cancelled', ORDER_STATUS.Default);
  // Its hold goes; the new order holds its own amount.
  await releaseSpend(tx, existing.id);
  return 'replaced';
}

/**
 * Writes the approval of an order that waits for one (its row at version 1, the 'Requested' step) and
 * queues the request to the attestants (or the company's approvers) and "waiting for approval" to the
 * buyer, each in their own language. Answers the buyer's view of it.
 */
export async function writeApprovalRequest(
  tx: TransactionHandle,
  order: OrderView,
  r: {
    request: ApprovalRequest;
    settings: CompanySettings;
    companyId: number;
    buyerCustomerId: number | null;
    snapshotHash: string;
    language: Language;
    origin: string;
  },
): Promise<OrderApprovalView> {
  await approvalRepository.insert(tx, {
    orderId: order.id,
    companyId: r.companyId,
    buyerCustomerId: r.buyerCustomerId,
    kind: r.request.kind,
    attestantType: r.request.attestantType,
    attestantEmails: r.request.attestantEmails,
    snapshotHash: r.snapshotHash,
    amount: order.totals.totalNet,
    expiryDays: Math.max(1, Math.round(r.settings.ApprovalExpiryDays)),
  });
  await approvalRepository.insertDecision(tx, {
    orderId: order.id,
    actor: {
      customerId: r.buyerCustomerId,
      name: `${order.buyer.firstName} ${order.buyer.lastName}`.trim(),
      email: order.buyer.email,
    },
    step: 'Requested',
    approvalVersion: 1,
  });
  const mail = approvalMailOrderOf(order);
  await mailApprovers(tx, mail, 'requested', r.request.kind, r.request.recipients, r.origin);
  await mailBuyer(tx, mail, r.language, r.origin, { kind: 'waiting' });
  const approval = await approvalRepository.byOrder(tx, order.id);
  if (!approval) throw new Error(`approval of ${order.id} not read back in its own transaction`);
  return approvalViewOf(approval, r.request.recipients.filter(named(r.request)), 'isBuyer');
}

const named = (request: ApprovalRequest) => (p: ApprovalPeopleRow) =>
  request.attestantEmails.includes(p.email.toLowerCase());
