import { and, eq, inArray, sql } from 'drizzle-orm';
import { ADVISORY_LOCK } from '../advisoryLocks';
import type { DatabaseHandle } from '../connection';
import { deliveryGroupEntries, deliveryGroups, deliveryMethods } from '../schema/delivery';
import { inTransaction } from '../unitOfWork';
import {
  BUSINESS_DELIVERY_GROUP_NAME,
  DEFAULT_DELIVERY_GROUP_NAME,
  DEMO_DELIVERY_METHODS,
  demoDeliveryGroups,
} from './deliveryGroups';
import { DEMO_CHECKOUT_KEY, DEMO_ORDER_SOURCE, deleteDemoOrders, writeDemoOrders } from './demoOrders';
import { NAMED_COMPANIES } from './namedCompanies';
import { readDemoCatalogueMeta } from './seed';
import { readDemoWorldMeta } from './world';

export { DEMO_CHECKOUT_KEY };
/** Bumped when the demo delivery groups, low-stock sku or demo orders change. */
export const DEMO_CHECKOUT_VERSION = 3;

/** On-hand of the demo's low-stock sku: order 4 of it to see code 10 (README, "Demo accounts"). */
export const LOW_STOCK_ON_HAND = 3;

export interface DemoCheckoutResult {
  readonly version: number;
  readonly deliveryGroups: number;
  /** The sku whose stock was set to LOW_STOCK_ON_HAND, or null without a demo catalogue. */
  readonly lowStockSku: string | null;
  readonly orders: number;
}

/** The demo's delivery groups, its methods' entries and the business group of the named companies. */
async function writeDeliveryGroups(handle: DatabaseHandle): Promise<number> {
  await handle.db
    .insert(deliveryMethods)
    .values(DEMO_DELIVERY_METHODS.map(({ key: _key, ...method }) => method))
    .onConflictDoNothing();
  let written = 0;
  for (const group of demoDeliveryGroups()) {
    // A group of that name is there already (written before, or the shop's own): left as it is.
    const [present] = await handle.db
      .select({ id: deliveryGroups.id })
      .from(deliveryGroups)
      .where(and(eq(deliveryGroups.market, group.market), eq(deliveryGroups.name, group.name)));
    if (present) continue;
    // A market that already has a default group (the shop's own) keeps it: no second default.
    const [row] = await handle.db
      .insert(deliveryGroups)
      .values({ market: group.market, name: group.name, isDefault: group.isDefault })
      .onConflictDoNothing()
      .returning({ id: deliveryGroups.id });
    if (!row) continue;
    written++;
    await handle.db.insert(deliveryGroupEntries).values(
      group.entries.map((e) => ({
        deliveryGroupId: row.id,
        deliveryMethodId: e.methodId,
        feeGross: e.feeGross,
        position: e.position,
      })),
    );
  }
  const business = NAMED_COMPANIES.filter((c) => c.businessDelivery).map((c) => c.name);
  await handle.db.execute(sql`
    UPDATE companies c SET delivery_group_id = g.id
    FROM delivery_groups g
    WHERE g.market = c.market_name AND g.name = ${BUSINESS_DELIVERY_GROUP_NAME} AND NOT g.is_default
      AND c.name IN (${sql.join(
        business.map((name) => sql`${name}`),
        sql`, `,
      )})`);
  return written;
}

/**
 * Gives one sku a small stock (LOW_STOCK_ON_HAND) for trying code 10: the first size of the first
 * colour, in catalogue order, of a product sold one by one (no pack size) that has more than that.
 */
async function setLowStockSku(handle: DatabaseHandle): Promise<string | null> {
  const [row] = await handle.rows<{ sku: string }>(sql`
    UPDATE stock SET on_hand = ${LOW_STOCK_ON_HAND}
    WHERE sku = (
      SELECT st.sku FROM stock st JOIN skus s ON s.sku = st.sku JOIN variants v ON v.id = s.variant_id
      JOIN products p ON p.id = v.product_id
      WHERE st.on_hand > ${LOW_STOCK_ON_HAND} AND p.quantity_factor = 1
      ORDER BY p.id, v.sort_order, v.id, s.sort_order LIMIT 1)
    RETURNING sku`);
  return row?.sku ?? null;
}

/**
 * Writes what checkout needs beside the demo catalogue and world: delivery methods and groups (a
 * default one per market, a business one in se, de and us), the named companies' business group,
 * the low-stock sku and the demo orders (when the world's buyers are there and have none yet).
 */
async function writeDemoCheckout(handle: DatabaseHandle, today: string): Promise<DemoCheckoutResult> {
  const groups = await writeDeliveryGroups(handle);
  const lowStockSku = await setLowStockSku(handle);
  const [existing] = await handle.rows<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM orders WHERE source = ${DEMO_ORDER_SOURCE}`,
  );
  const written =
    (await readDemoWorldMeta(handle)) && !existing?.n ? await writeDemoOrders(handle, today) : 0;
  const result: DemoCheckoutResult = {
    version: DEMO_CHECKOUT_VERSION,
    deliveryGroups: groups,
    lowStockSku,
    orders: written,
  };
  await handle.db.execute(sql`
    INSERT INTO app_meta (key, value) VALUES (${DEMO_CHECKOUT_KEY}, ${JSON.stringify(result)})
    ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = now()`);
  return result;
}

/**
 * Removes the demo's delivery methods and the groups named as the demo names them (their entries go
 * with them; a shop's own group of the same name too, as with the demo's promotion codes).
 */
async function deleteDemoDeliveryGroups(handle: DatabaseHandle): Promise<void> {
  await handle.db
    .delete(deliveryGroups)
    .where(inArray(deliveryGroups.name, [DEFAULT_DELIVERY_GROUP_NAME, BUSINESS_DELIVERY_GROUP_NAME]));
  await handle.db.delete(deliveryMethods).where(
    inArray(
      deliveryMethods.id,
      DEMO_DELIVERY_METHODS.map((m) => m.id),
    ),
  );
}

/**
 * `seed --reset`: replaces the demo's delivery groups and methods and its orders with the current
 * ones, beside the demo catalogue now in the database. Null without a demo catalogue.
 */
export async function seedDemoCheckout(handle: DatabaseHandle): Promise<DemoCheckoutResult | null> {
  return inTransaction(handle, async (scoped) => {
    const catalogue = await readDemoCatalogueMeta(scoped);
    if (!catalogue) return null;
    await deleteDemoOrders(scoped);
    await deleteDemoDeliveryGroups(scoped);
    return writeDemoCheckout(scoped, catalogue.options.today);
  });
}

/**
 * Writes the demo checkout data once per database, beside the demo catalogue only; safe on every
 * start. A database seeded before checkout existed gets it on its next start; once the marker is
 * written nothing is added again (a group deleted by hand stays deleted). Emptying the demo world
 * forgets the marker (its orders and company groups went with it), so the next start writes them.
 */
export async function ensureDemoCheckout(
  handle: DatabaseHandle,
): Promise<{ seeded: boolean; result: DemoCheckoutResult | null }> {
  return inTransaction(handle, async (scoped) => {
    await scoped.db.execute(sql`SELECT pg_advisory_xact_lock(${ADVISORY_LOCK.demoCheckout})`);
    const rows = await scoped.rows<{ value: string }>(
      sql`SELECT value FROM app_meta WHERE key = ${DEMO_CHECKOUT_KEY}`,
    );
    const existing = rows[0]?.value;
    if (existing) return { seeded: false, result: JSON.parse(existing) as DemoCheckoutResult };
    const catalogue = await readDemoCatalogueMeta(scoped);
    if (!catalogue) return { seeded: false, result: null };
    return { seeded: true, result: await writeDemoCheckout(scoped, catalogue.options.today) };
  });
}

/** What the demo checkout data recorded (the low-stock sku ...), or null when it was never written. */
export async function readDemoCheckoutMeta(handle: DatabaseHandle): Promise<DemoCheckoutResult | null> {
  const rows = await handle.rows<{ value: string }>(
    sql`SELECT value FROM app_meta WHERE key = ${DEMO_CHECKOUT_KEY}`,
  );
  const value = rows[0]?.value;
  return value ? (JSON.parse(value) as DemoCheckoutResult) : null;
}
