import type { DatabaseHandle } from '@workwear/db';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { rowQuery } from '../../lib/rowQuery';

const id = z.number().int();

/**
 * Every raw query of stock, each with the shape of its rows (checked in order's
 * orderRepository.int.test.ts, on an order that holds a reservation).
 */
export const stockQueries = {
  /** The stock rows of the skus, locked in sku order (every order send locks in this order: no deadlock). */
  lockedStock: rowQuery(
    z.strictObject({ sku: z.string(), onHand: id }),
    (skus: readonly string[]) => sql`
      SELECT sku, on_hand AS "onHand" FROM stock WHERE sku = ANY(${sql.param(skus)}::text[])
      ORDER BY sku FOR UPDATE`,
  ),
  stock: rowQuery(
    z.strictObject({ sku: z.string(), onHand: id }),
    (skus: readonly string[]) =>
      sql`SELECT sku, on_hand AS "onHand" FROM stock WHERE sku = ANY(${sql.param(skus)}::text[])`,
  ),
  /** The reservations still held by an order (with the stock before they go back), stock rows locked in sku order. */
  heldReservations: rowQuery(
    z.strictObject({ sku: z.string(), quantity: id, onHand: id }),
    (orderId: string) => sql`
      SELECT r.sku, r.quantity, s.on_hand AS "onHand" FROM stock_reservations r JOIN stock s ON s.sku = r.sku
      WHERE r.order_id = ${orderId}::uuid AND r.released_at IS NULL
      ORDER BY r.sku FOR UPDATE OF s, r`,
  ),
};

/**
 * SQL of the stock counts and the reservations orders hold: reads through the declared row queries,
 * writes as plain statements. Every write takes the caller's transaction (the order send's, a cancel's
 * or an expiry's), which locks the stock rows in sku order first.
 */
export const stockRepository = {
  lockStock: (handle: DatabaseHandle, skus: readonly string[]) =>
    skus.length === 0 ? Promise.resolve([]) : stockQueries.lockedStock.run(handle, skus),
  stock: (handle: DatabaseHandle, skus: readonly string[]) =>
    skus.length === 0 ? Promise.resolve([]) : stockQueries.stock.run(handle, skus),
  /** Takes the quantities off stock in one statement (the rows are locked already; CHECK keeps on_hand >= 0). */
  async takeStock(handle: DatabaseHandle, taken: readonly { sku: string; quantity: number }[]) {
    if (taken.length === 0) return;
    await handle.db.execute(sql`
      UPDATE stock s SET on_hand = s.on_hand - u.quantity
      FROM unnest(${sql.param(taken.map((t) => t.sku))}::text[], ${sql.param(taken.map((t) => t.quantity))}::int[])
        AS u(sku, quantity)
      WHERE s.sku = u.sku`);
  },
  /** The stock an order holds from now on (an approved order takes it at approval, not at send). */
  async reserve(
    handle: DatabaseHandle,
    orderId: string,
    taken: readonly { sku: string; quantity: number }[],
  ) {
    if (taken.length === 0) return;
    await handle.db.execute(sql`
      INSERT INTO stock_reservations (order_id, sku, quantity)
      SELECT ${orderId}::uuid, u.sku, u.quantity
      FROM unnest(${sql.param(taken.map((t) => t.sku))}::text[], ${sql.param(taken.map((t) => t.quantity))}::int[])
        AS u(sku, quantity)`);
  },
  /** Gives the order's held stock back and marks its reservations released; answers what went back. */
  async releaseReservations(handle: DatabaseHandle, orderId: string) {
    const held = await stockQueries.heldReservations.run(handle, orderId);
    if (held.length === 0) return held;
    await handle.db.execute(sql`
      WITH back AS (
        UPDATE stock s SET on_hand = s.on_hand + u.quantity
        FROM unnest(${sql.param(held.map((h) => h.sku))}::text[], ${sql.param(held.map((h) => h.quantity))}::int[])
          AS u(sku, quantity)
        WHERE s.sku = u.sku RETURNING s.sku)
      UPDATE stock_reservations SET released_at = now()
      WHERE order_id = ${orderId}::uuid AND released_at IS NULL`);
    return held;
  },
};
