import type { DatabaseHandle } from '@workwear/db';
import { type SQL, sql } from 'drizzle-orm';

/**
 * What must hold in the database whatever sends ran, crashed or raced (issue 11 point 7): checked
 * by the concurrency tests and by the crash script alike, so both mean the same thing. Each check
 * answers the rows that break it (none when it holds), so a failure names the order or sku at fault.
 */
export interface Violation {
  check: string;
  rows: unknown[];
}

const CHECKS: { check: string; query: SQL }[] = [
  {
    check: 'stock below 0',
    query: sql`SELECT sku, on_hand FROM stock WHERE on_hand < 0`,
  },
  {
    // A cancelled or expired card order gave its cart back, which may be sent again: one live order.
    check: 'a cart with more than one live order',
    query: sql`SELECT cart_id::text, count(*)::int AS orders FROM orders WHERE payment_state <> 'Cancelled'
      GROUP BY cart_id HAVING count(*) > 1`,
  },
  {
    check: 'a stock reservation without its order',
    query: sql`
      SELECT r.order_id::text, r.sku FROM stock_reservations r
      WHERE NOT EXISTS (SELECT 1 FROM orders o WHERE o.id = r.order_id)`,
  },
  {
    // One reservation per sku of a sent order's lines, holding what those lines ordered (a sku may be
    // on several lines: a gift and a bought one, or rows split by comment). A sent order is Received
    // (100) or holds reservations (a cancelled one keeps them, released); the demo's past orders,
    // delivered or invoiced, never took stock through a send and hold none.
    check: 'a sent order whose reservations differ from its lines',
    query: sql`
      WITH sent AS (
        SELECT o.id FROM orders o
        WHERE o.status = 100 OR EXISTS (SELECT 1 FROM stock_reservations r WHERE r.order_id = o.id)),
      ordered AS (
        SELECT l.order_id, l.sku, sum(l.quantity)::int AS quantity FROM order_lines l
        WHERE l.order_id IN (SELECT id FROM sent) GROUP BY l.order_id, l.sku)
      SELECT coalesce(l.order_id, r.order_id)::text AS order_id, coalesce(l.sku, r.sku) AS sku,
        l.quantity AS ordered, r.quantity AS reserved
      FROM ordered l FULL JOIN stock_reservations r ON r.order_id = l.order_id AND r.sku = l.sku
      WHERE l.quantity IS DISTINCT FROM r.quantity`,
  },
];

/** Every violation of the order invariants in the whole database; empty when all hold. */
export async function orderInvariantViolations(handle: DatabaseHandle): Promise<Violation[]> {
  const found: Violation[] = [];
  for (const { check, query } of CHECKS) {
    const rows = await handle.rows<unknown>(query);
    if (rows.length > 0) found.push({ check, rows });
  }
  return found;
}

/** on_hand of each sku now. */
export async function stockLevels(
  handle: DatabaseHandle,
  skus: readonly string[],
): Promise<Map<string, number>> {
  const rows = await handle.rows<{ sku: string; on_hand: number }>(
    sql`SELECT sku, on_hand FROM stock WHERE sku = ANY(${sql.param(skus)}::text[])`,
  );
  return new Map(rows.map((r) => [r.sku, Number(r.on_hand)]));
}

/**
 * Stock is conserved: for each sku, what is on hand plus what unreleased reservations hold equals what
 * was on hand before the run (given), when only this run's orders took that sku.
 */
export async function stockNotConserved(
  handle: DatabaseHandle,
  initial: ReadonlyMap<string, number>,
): Promise<Violation[]> {
  const skus = [...initial.keys()];
  const rows = await handle.rows<{ sku: string; on_hand: number; reserved: number }>(sql`
    SELECT s.sku, s.on_hand, coalesce((SELECT sum(r.quantity) FROM stock_reservations r
      WHERE r.sku = s.sku AND r.released_at IS NULL), 0)::int AS reserved
    FROM stock s WHERE s.sku = ANY(${sql.param(skus)}::text[])`);
  const broken = rows
    .map((r) => ({ ...r, initial: initial.get(r.sku) }))
    .filter((r) => Number(r.on_hand) + Number(r.reserved) !== r.initial);
  return broken.length > 0
    ? [{ check: 'stock on hand plus reserved differs from before', rows: broken }]
    : [];
}
