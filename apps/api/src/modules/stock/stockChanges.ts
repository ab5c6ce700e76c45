import { refreshListingStock, type TransactionHandle } from '@workwear/db';
import { stockRepository } from './repository';

/**
 * Takes the quantities off stock rows the caller locked in its transaction (stockRepository.lockStock,
 * whose rows are `locked`), and turns the colours a size took to none out of stock in the listing.
 */
export async function takeStock(
  tx: TransactionHandle,
  needed: readonly { sku: string; quantity: number }[],
  locked: readonly { sku: string; onHand: number }[],
): Promise<void> {
  await stockRepository.takeStock(tx, needed);
  // A size taken to none may put its colour out of stock in the listing.
  const emptied = new Set(
    locked.filter((s) => needed.some((n) => n.sku === s.sku && n.quantity === s.onHand)).map((s) => s.sku),
  );
  await refreshListingStock(tx, [...emptied]);
}

/**
 * Gives an order's held stock back in the caller's transaction (stock rows locked in sku order, as
 * every send locks them) and marks its reservations released; answers what went back.
 */
export async function releaseStock(tx: TransactionHandle, orderId: string) {
  const held = await stockRepository.releaseReservations(tx, orderId);
  // A size back from none may put its colour in stock again in the listing.
  await refreshListingStock(
    tx,
    held.filter((h) => h.onHand === 0).map((h) => h.sku),
  );
  return held;
}
