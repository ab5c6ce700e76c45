import { type DatabaseHandle, unitOfWork } from '@workwear/db';
import { PAYMENT_METHODS, routePath } from '@workwear/domain';
import type { Logger } from '../../logger';
import { sendMail } from '../mail';
import { languageOf } from './orderPayments';
import { releaseUnpaidOrder } from './orderRelease';
import { orderRepository } from './orderRepository';
import { awaitsPayment } from './orderView';

/** Minutes a card order waits for its payment before it expires, unless UNPAID_ORDER_MINUTES says otherwise. */
export const DEFAULT_UNPAID_ORDER_MINUTES = 30;

/** Orders expired per transaction batch read: the sweep reads again until a batch comes back short. */
const EXPIRY_BATCH = 50;

const CARD_METHOD_IDS = PAYMENT_METHODS.filter((m) => m.provider === 'card').map((m) => m.id);

export interface OrderExpiryDeps {
  handle: DatabaseHandle;
  /** The storefront's origin of a market, for the link in the e-mail. */
  publicOriginOf: (market: string) => string;
}

/**
 * Expires one order in its own unit of work, if it still waits for its payment past the time: the
 * order is locked without waiting (SKIP LOCKED: a payment or cancel under way keeps it, and the next
 * sweep looks again), what it held goes back, and the buyer is e-mailed in the order's language with
 * the order's status page, which says it expired.
 */
async function expireOne(deps: OrderExpiryDeps, orderId: string, minutes: number): Promise<boolean> {
  return unitOfWork(deps.handle, async (tx) => {
    const order = await orderRepository.lockUnpaid(tx, orderId, minutes);
    if (!order || !awaitsPayment(order)) return false;
    await releaseUnpaidOrder(tx, order);
    await orderRepository.markExpired(tx, order.id);
    const language = languageOf(order);
    const url = `${deps.publicOriginOf(order.market)}${routePath('OrderCanceled', language)}?order=${order.id}`;
    await sendMail(tx, {
      to: order.buyer.email.toLowerCase(),
      language,
      market: order.market,
      template: 'orderExpired',
      data: { orderNo: order.orderNo, minutes, url },
    });
    return true;
  });
}

/**
 * Expires every card order that has waited more than `minutes` for its payment (Pending, or Failed
 * and not tried again successfully), oldest first, and answers their ids. Safe to run in several
 * processes at once: each order is expired by whichever sweep locks it first, once.
 */
export async function expireUnpaidOrders(deps: OrderExpiryDeps, minutes: number): Promise<string[]> {
  const expired: string[] = [];
  for (;;) {
    const due = await orderRepository.unpaidSince(deps.handle, minutes, CARD_METHOD_IDS, EXPIRY_BATCH);
    let progressed = false;
    for (const { id } of due) {
      if (await expireOne(deps, id, minutes)) {
        expired.push(id);
        progressed = true;
      }
    }
    // A short batch was the last; a full one where every order was held elsewhere waits for the next sweep.
    if (due.length < EXPIRY_BATCH || !progressed) return expired;
  }
}

/** Runs the expiry every interval (a minute), never on the start path. Returns a stop function. */
export function scheduleOrderExpiry(
  deps: OrderExpiryDeps,
  logger: Logger,
  minutes: number,
  intervalMs = 60 * 1000,
): () => void {
  const timer = setInterval(() => {
    expireUnpaidOrders(deps, minutes).then(
      (expired) => {
        if (expired.length > 0) logger.info({ expired: expired.length }, 'Expired unpaid card orders');
      },
      (error: unknown) => logger.warn({ err: error }, 'Expiring unpaid card orders failed'),
    );
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
