import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../connection';
import { inTransaction } from '../unitOfWork';
import { seedDemoCheckout } from './checkout';
import { DEMO_ORDER_SOURCE } from './demoOrders';
import { seedDemoPromotions } from './promotions';
import { type DemoCatalogueOptions, type DemoCatalogueResult, seedDemoCatalogue } from './seed';
import { seedDemoSettings } from './settings';

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

/** Orders in the database other than the demo's own (which a reset replaces). */
async function countOrders(handle: DatabaseHandle): Promise<number> {
  const [row] = await handle.rows<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM orders WHERE source IS DISTINCT FROM ${DEMO_ORDER_SOURCE}`,
  );
  return row?.n ?? 0;
}

/**
 * `seed --reset`: replaces the catalogue with a freshly generated demo one, with its world, and the demo
 * market settings, promotions and checkout data (delivery groups, demo orders) with the current ones
 * (so a database seeded by an older generator gets what is new). Refuses once orders other than the
 * demo's exist, unless forced; even forced it only empties catalogue tables, and stops with a
 * CatalogueInUseError when another module's rows still reference the catalogue or the demo world (an
 * order of a demo person: orders are never deleted, and losing their buyer would hide them).
 *
 * Carts are left alone rather than refused: cart rows hold skus as text, so a sku that leaves the
 * catalogue makes its row unpriced and the cart removes it with the spec's message. Only the carts of
 * the demo world's people go, with their owners (see CART_TABLES in catalogue.ts); anonymous carts stay.
 */
export async function resetDemoCatalogue(
  handle: DatabaseHandle,
  options: DemoCatalogueOptions & { force?: boolean } = {},
): Promise<DemoCatalogueResult> {
  const { force = false, ...seedOptions } = options;
  return inTransaction(handle, async (tx) => {
    const orders = await countOrders(tx);
    if (orders > 0 && !force) throw new ResetRefusedError(orders);
    const result = await seedDemoCatalogue(tx, seedOptions);
    await seedDemoSettings(tx);
    await seedDemoPromotions(tx);
    await seedDemoCheckout(tx);
    return result;
  });
}
