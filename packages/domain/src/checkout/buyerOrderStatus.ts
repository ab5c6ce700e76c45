import type { PaymentState } from './orderStatus';
import { ORDER_LINE_STATUS as LINE, ORDER_STATUS as STATUS } from './orderStatus';

/**
 * One status a buyer understands, derived from the three codes an order carries: the order status
 * (cart-services §3: 0 Default ... 800 Overdue), the payment state and its lines' statuses (0 Default
 * ... 50 Delivered). The spec gives the codes, not what a buyer should read; the rules here are ours:
 *
 * 1. Lines that were all denied make a declined order, also when the denial cancelled its payment (an
 *    approver's "no", issue 28: the buyer reads why it stopped, not only that it did).
 * 2. The payment decides next: a cancelled payment is a cancelled order, whatever the warehouse code
 *    still says (the issue's "Registered" for a cancelled order). An order still Default (0) with
 *    every line Waiting (10) waits for a company's approval (issue 28,
 *    docs/companies/approvals-and-limits.md), not for stock. A failed or pending card payment means
 *    the order waits for the buyer. Approved lines are Confirmed (30) and read as confirmed.
 * 3. Overdue (800) is about the invoice: the goods may be there, the money is late.
 * 4. Delivery is read from the lines where they say more than the order code: a line To be invoiced
 *    or Invoiced has been delivered (the issue's "To be invoiced" shown as a delivery state), some
 *    lines delivered and others not is partly delivered. Where no line has moved, the order code says
 *    how far the order is (sent, ready for pickup, confirmed, received).
 *
 * The details beside the status are counts of lines: delivered of all, waiting (back order), declined.
 */
export const BUYER_ORDER_STATUSES = [
  'cancelled',
  'awaitingApproval',
  'paymentFailed',
  'awaitingPayment',
  'declined',
  'overdue',
  'invoiced',
  'delivered',
  'partlyDelivered',
  'readyForPickup',
  'shipped',
  'confirmed',
  'received',
] as const;
export type BuyerOrderStatus = (typeof BUYER_ORDER_STATUSES)[number];

/** How a status looks: done (green), needs the buyer or is late (amber), stopped (grey), under way (blue). */
export type BuyerStatusTone = 'done' | 'attention' | 'stopped' | 'progress';

export const BUYER_STATUS_TONE: Readonly<Record<BuyerOrderStatus, BuyerStatusTone>> = {
  cancelled: 'stopped',
  awaitingApproval: 'attention',
  paymentFailed: 'attention',
  awaitingPayment: 'attention',
  declined: 'stopped',
  overdue: 'attention',
  invoiced: 'done',
  delivered: 'done',
  partlyDelivered: 'progress',
  readyForPickup: 'progress',
  shipped: 'progress',
  confirmed: 'progress',
  received: 'progress',
};

/** The codes of one order: its status, its payment state and each line's status (one entry a line). */
export interface OrderCodes {
  readonly status: number;
  readonly paymentState: PaymentState;
  readonly lineStatuses: readonly number[];
}

/** The line counts shown beside the status; a detail with nothing to say is left out. */
export type BuyerStatusDetail =
  | { readonly kind: 'linesDelivered'; readonly count: number; readonly total: number }
  | { readonly kind: 'linesWaiting'; readonly count: number }
  | { readonly kind: 'linesDeclined'; readonly count: number };

export interface BuyerStatusView {
  readonly status: BuyerOrderStatus;
  readonly tone: BuyerStatusTone;
  readonly details: readonly BuyerStatusDetail[];
}

/** A line that has reached the buyer: delivered, or past it (to be invoiced, invoiced). */
const DELIVERED_LINES: ReadonlySet<number> = new Set([LINE.Delivered, LINE.ToBeInvoiced, LINE.Invoiced]);

function lineCounts(lineStatuses: readonly number[]) {
  const active = lineStatuses.filter((s) => s !== LINE.Denied);
  return {
    total: lineStatuses.length,
    active: active.length,
    denied: lineStatuses.length - active.length,
    delivered: active.filter((s) => DELIVERED_LINES.has(s)).length,
    invoiced: active.filter((s) => s === LINE.Invoiced).length,
    waiting: active.filter((s) => s === LINE.Waiting).length,
    confirmed: active.filter((s) => s === LINE.Confirmed).length,
  };
}

type Counts = ReturnType<typeof lineCounts>;

/** Where delivery stands, from the lines when any has moved, else from the order's code. */
function deliveryStage(status: number, counts: Counts): BuyerOrderStatus {
  if (counts.delivered > 0) {
    if (counts.delivered < counts.active) return 'partlyDelivered';
    return counts.invoiced === counts.active || status === STATUS.Invoiced ? 'invoiced' : 'delivered';
  }
  switch (status) {
    case STATUS.Invoiced:
      return 'invoiced';
    case STATUS.Delivered:
      return 'delivered';
    case STATUS.PartDelivered:
      return 'partlyDelivered';
    case STATUS.PickupAtRetailer:
      return 'readyForPickup';
    case STATUS.SendToCustomer:
      return 'shipped';
    case STATUS.Confirmed:
      return 'confirmed';
    default:
      // Default, Received or a code the shop does not know yet: placed, and confirmed once a line is.
      return counts.confirmed > 0 ? 'confirmed' : 'received';
  }
}

/** Status Default with every line Waiting: written so by a send that needs approval, before any decision. */
const waitsForApproval = (status: number, counts: Counts) =>
  status === STATUS.Default && counts.total > 0 && counts.waiting === counts.total;

function statusOf({ status, paymentState }: OrderCodes, counts: Counts): BuyerOrderStatus {
  if (counts.total > 0 && counts.active === 0) return 'declined';
  if (paymentState === 'Cancelled') return 'cancelled';
  if (waitsForApproval(status, counts)) return 'awaitingApproval';
  if (paymentState === 'Failed') return 'paymentFailed';
  if (paymentState === 'Pending') return 'awaitingPayment';
  if (status === STATUS.Overdue) return 'overdue';
  return deliveryStage(status, counts);
}

/** The details worth a buyer's eye: only while the order is live and the count says something. */
function detailsOf(status: BuyerOrderStatus, counts: Counts): BuyerStatusDetail[] {
  if (status === 'cancelled' || status === 'declined' || status === 'awaitingApproval') return [];
  const details: BuyerStatusDetail[] = [];
  if (counts.delivered > 0 && counts.delivered < counts.active)
    details.push({ kind: 'linesDelivered', count: counts.delivered, total: counts.active });
  // An order the warehouse calls delivered or invoiced is past its back order, whatever a line still says.
  if (counts.waiting > 0 && status !== 'delivered' && status !== 'invoiced')
    details.push({ kind: 'linesWaiting', count: counts.waiting });
  if (counts.denied > 0) details.push({ kind: 'linesDeclined', count: counts.denied });
  return details;
}

/** The order's one status for its buyer, its tone and the details beside it. */
export function buyerOrderStatus(codes: OrderCodes): BuyerStatusView {
  const counts = lineCounts(codes.lineStatuses);
  const status = statusOf(codes, counts);
  return { status, tone: BUYER_STATUS_TONE[status], details: detailsOf(status, counts) };
}

/** What a buyer reads of one line: where it is on its way (a line has no payment of its own). */
export const BUYER_LINE_STATUSES = ['open', 'waiting', 'delivered', 'invoiced', 'declined'] as const;
export type BuyerLineStatus = (typeof BUYER_LINE_STATUSES)[number];

/**
 * A line's status in the buyer's words: delivered (also when still to be invoiced), invoiced, declined,
 * waiting (back order), else open (not delivered yet: Default, Not delivered, Confirmed, unknown codes).
 */
export function buyerLineStatus(lineStatus: number): BuyerLineStatus {
  if (lineStatus === LINE.Denied) return 'declined';
  if (lineStatus === LINE.Invoiced) return 'invoiced';
  if (DELIVERED_LINES.has(lineStatus)) return 'delivered';
  if (lineStatus === LINE.Waiting) return 'waiting';
  return 'open';
}

/**
 * The buyer's statuses in the order an order lives through them: waiting for approval, then for its payment, placed,
 * on its way, delivered, invoiced (and overdue after the invoice), then the two ends that stop it. The
 * history sorts its Status column by this (ascending: from "awaiting payment" to "cancelled"), not by
 * the spec's raw order code, which the buyer never reads, nor by the translated words, whose A to Z
 * says nothing about an order and would differ per language (docs/buyers/orders.md).
 */
export const BUYER_STATUS_LIFE_CYCLE: readonly BuyerOrderStatus[] = [
  'awaitingApproval',
  'awaitingPayment',
  'paymentFailed',
  'received',
  'confirmed',
  'shipped',
  'readyForPickup',
  'partlyDelivered',
  'delivered',
  'invoiced',
  'overdue',
  'declined',
  'cancelled',
];

const LIFE_CYCLE_RANK: ReadonlyMap<BuyerOrderStatus, number> = new Map(
  BUYER_STATUS_LIFE_CYCLE.map((status, rank) => [status, rank]),
);

/** An order's place in the life cycle (0 = awaiting payment), from the status its buyer reads. */
export function buyerStatusRank(codes: OrderCodes): number {
  return (
    LIFE_CYCLE_RANK.get(statusOf(codes, lineCounts(codes.lineStatuses))) ?? BUYER_STATUS_LIFE_CYCLE.length
  );
}
