import type { OrderView } from '@workwear/contracts';
import type { TransactionHandle } from '@workwear/db';
import { type ApprovalCancelReason, type ApprovalKind, type Language, routePath } from '@workwear/domain';
import { mailMoneyOf, sendMail } from '../../mail';
import { orderUrlOf } from '../confirmationMail';

/** What every approval mail names of its order. */
export interface ApprovalMailOrder {
  id: string;
  orderNo: number;
  market: string;
  buyer: { firstName: string; lastName: string; email: string };
  currency: string;
  /** Total ex VAT with delivery, minor units. */
  amount: number;
}

/** An order's view or its stored record: what the mails name of it. */
type MailedOrder = Pick<OrderView, 'id' | 'orderNo' | 'market' | 'buyer'> & {
  totals: { totalNet: number; currency: string };
};

export const approvalMailOrderOf = (order: MailedOrder): ApprovalMailOrder => ({
  id: order.id,
  orderNo: order.orderNo,
  market: order.market,
  buyer: order.buyer,
  currency: order.totals.currency,
  amount: order.totals.totalNet,
});

/** The amount as the market writes it (the order mails' one money format), in the recipient's language. */
const amountText = (o: ApprovalMailOrder, language: Language) => mailMoneyOf(o, language)(o.amount);
const buyerName = (o: ApprovalMailOrder) =>
  `${o.buyer.firstName} ${o.buyer.lastName}`.trim() || o.buyer.email;

/** The pending order's page for its attestant: the pending-order list, or amountlimit/approve. */
const pendingUrlOf = (origin: string, language: Language, kind: ApprovalKind, orderId: string) =>
  `${origin}${routePath(kind === 'Approval' ? 'CompanyPendingOrders' : 'AmountLimitApprove', language)}?order=${orderId}`;

/** The request (or a reminder) to each attestant or approver, in their own language. */
export async function mailApprovers(
  tx: TransactionHandle,
  order: ApprovalMailOrder,
  event: 'requested' | 'reminder',
  kind: ApprovalKind,
  recipients: readonly { email: string; language: Language }[],
  origin: string,
): Promise<void> {
  const seen = new Set<string>();
  for (const r of recipients) {
    const to = r.email.toLowerCase();
    if (seen.has(to)) continue;
    seen.add(to);
    await sendMail(tx, {
      to,
      language: r.language,
      market: order.market,
      template: 'orderApproval',
      data: {
        event,
        orderNo: order.orderNo,
        buyer: buyerName(order),
        amount: amountText(order, r.language),
        url: pendingUrlOf(origin, r.language, kind, order.id),
      },
    });
  }
}

/** What happened to the buyer's waiting order, in the order's language. */
export async function mailBuyer(
  tx: TransactionHandle,
  order: ApprovalMailOrder,
  language: Language,
  origin: string,
  event:
    | { kind: 'waiting' | 'approved' }
    | { kind: 'denied'; message: string }
    | {
        kind: 'cancelled';
        reason: ApprovalCancelReason;
      },
): Promise<void> {
  await sendMail(tx, {
    to: order.buyer.email.toLowerCase(),
    language,
    market: order.market,
    template: 'orderApproval',
    data: {
      event: event.kind,
      orderNo: order.orderNo,
      buyer: buyerName(order),
      amount: amountText(order, language),
      ...(event.kind === 'denied' ? { message: event.message } : {}),
      ...(event.kind === 'cancelled' ? { reason: event.reason } : {}),
      url: orderUrlOf(origin, language, order.id),
    },
  });
}
