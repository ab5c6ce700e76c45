import type { TransactionHandle } from '@workwear/db';
import { ORDER_STATUS } from '@workwear/domain';
import { restoreOrderedCart } from '../cart';
import { promotionRepository } from '../promotion';
import { releaseStock } from '../stock';
import { type OrderRecord, orderRepository } from './orderRepository';
import { releaseSpend } from './spend';

/**
 * What an unpaid card order held goes back, in the caller's transaction with the order locked: its
 * stock (reservations marked released, stock rows locked in sku order as every send locks them), the
 * promotion use its cart made final at send, its cart back to the buyer (restoreOrderedCart), what it
 * spent of its amount limits (the ledger's release rows, issue 28), and its payment is Cancelled with status Default. Cancel and expiry both end here, so neither can give back
 * more or less than the other.
 */
export async function releaseUnpaidOrder(tx: TransactionHandle, order: OrderRecord): Promise<OrderRecord> {
  // The cart first, then the stock: the order a send locks them in (cart, then stock rows by sku).
  await restoreOrderedCart(tx, order.cartId);
  await releaseStock(tx, order.id);
  await promotionRepository.releaseUses(tx, order.cartId);
  await releaseSpend(tx, order.id);
  await orderRepository.setPaymentState(tx, order.id, 'Cancelled', ORDER_STATUS.Default);
  return { ...order, paymentState: 'Cancelled', status: ORDER_STATUS.Default };
}
