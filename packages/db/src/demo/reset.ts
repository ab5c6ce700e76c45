import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../connection';
import { inTransaction } from '../unitOfWork';
import { type DemoCatalogueOptions, type DemoCatalogueResult, seedDemoCatalogue } from './seed';

/** Thrown by a reset that would replace the catalogue under existing orders, unless forced. */
export class ResetRefusedError extends Error {
  constructor(readonly orders: number) {
    super(
      `The database holds ${orders} order(s): a reset would replace the catalogue they were placed from. ` +
        'Pass --force to reset anyway (orders themselves are never deleted).',
    );
    this.name = 'ResetRefusedError';
  }
}

/** Orders in the database; 0 while the orders module does not exist yet. */
async function countOrders(handle: DatabaseHandle): Promise<number> {
  const [table] = await handle.rows<{ exists: boolean }>(
    sql`SELECT to_regclass('orders') IS NOT NULL AS exists`,
  );
  if (!table?.exists) return 0;
  const [row] = await handle.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM orders`);
  return row?.n ?? 0;
}

/**
 * `seed --reset`: replaces the catalogue with a freshly generated demo one. Refuses once orders exist,
 * unless forced; even forced it only empties catalogue tables, and stops with a CatalogueInUseError when
 * another module's rows still reference the catalogue.
 */
export async function resetDemoCatalogue(
  handle: DatabaseHandle,
  options: DemoCatalogueOptions & { force?: boolean } = {},
): Promise<DemoCatalogueResult> {
  const { force = false, ...seedOptions } = options;
  return inTransaction(handle, async (tx) => {
    const orders = await countOrders(tx);
    if (orders > 0 && !force) throw new ResetRefusedError(orders);
    return seedDemoCatalogue(tx, seedOptions);
  });
}
