import type { TransactionHandle } from '@workwear/db';
import { ORDER_STATUS } from '@workwear/domain';
import { promotionRepository } from '../price/promotionRepository';
import { type OrderRecord, orderRepository } from './orderRepository';

/**
 * What an unpaid card order held goes back, in the caller's transaction with the order locked: its
 * stock (reservations marked released, stock rows locked in sku order as every send locks them), the
 * promotion use its cart made final at send, and its payment is Cancelled with status Default. Cancel
 * and expiry both end here, so neither can give back more or less than the other.
 */
export async function releaseUnpaidOrder(tx: TransactionHandle, order: OrderRecord): Promise<OrderRecord> {
  await orderRepository.releaseReservations(tx, order.id);
  await promotionRepository.releaseUses(tx, order.cartId);
  await orderRepository.setPaymentState(tx, order.id, 'Cancelled', ORDER_STATUS.Default);
  return { ...order, paymentState: 'Cancelled', status: ORDER_STATUS.Default };
}
