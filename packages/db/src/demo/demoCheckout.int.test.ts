import { CHECKOUT_MARKETS, getMarketById, MARKETS, SUPPORTED_LANGUAGES } from '@workwear/domain';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../connection';
import { migrateDatabase } from '../migrate';
import { databaseTargets } from '../testing/databaseTargets';
import {
  DEMO_CHECKOUT_KEY,
  DEMO_CHECKOUT_VERSION,
  LOW_STOCK_ON_HAND,
  readDemoCheckoutMeta,
  seedDemoCheckout,
} from './checkout';
import { BUSINESS_DELIVERY_GROUP_NAME, DEMO_DELIVERY_METHODS } from './deliveryGroups';
import { DEMO_ORDER_BUYERS, DEMO_ORDER_SOURCE } from './demoOrders';
import { ensureDemoData } from './ensure';
import { NAMED_COMPANIES } from './namedCompanies';
import { clearDemoCatalogue, DEFAULT_DEMO_SEED } from './seed';

const OPTIONS = { products: 120, seed: DEFAULT_DEMO_SEED, today: '2026-11-21' } as const;
const DEMO_ORDERS = DEMO_ORDER_BUYERS.flatMap((b) => b.orders).length;

async function count(handle: DatabaseHandle, query: SQL): Promise<number> {
  const [row] = await handle.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM (${query}) q`);
  return row?.n ?? -1;
}

describe.each(databaseTargets('demo_checkout_test', 2))('demo checkout data on $name', ({ open }) => {
  let handle: DatabaseHandle;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ handle, dispose } = await open());
    await migrateDatabase(handle);
    const outcome = await ensureDemoData(handle, OPTIONS);
    expect(outcome.checkout).toMatchObject({ version: DEMO_CHECKOUT_VERSION, orders: DEMO_ORDERS });
  }, 60_000);

  afterAll(async () => {
    await dispose?.();
  });

  it('gives every checkout market one default delivery group, with every demo method', async () => {
    const defaults = await handle.rows<{ market: string; methods: number[] }>(sql`
      SELECT g.market, array_agg(e.delivery_method_id ORDER BY e.position) AS methods
      FROM delivery_groups g JOIN delivery_group_entries e ON e.delivery_group_id = g.id
      WHERE g.is_default GROUP BY g.id, g.market`);
    expect(defaults.map((d) => d.market).sort()).toEqual(MARKETS.map((m) => m.name).sort());
    for (const id of CHECKOUT_MARKETS) {
      const group = defaults.find((d) => d.market === getMarketById(id)?.name);
      expect(group?.methods, id).toEqual(DEMO_DELIVERY_METHODS.map((m) => m.id));
    }
  });

  it('names every delivery method in all 14 languages', async () => {
    const methods = await handle.rows<{ id: number; languages: string[]; blank: number }>(sql`
      SELECT m.id, array_agg(n.key ORDER BY n.key) AS languages,
             count(*) FILTER (WHERE btrim(n.value) = '')::int AS blank
      FROM delivery_methods m, jsonb_each_text(m.names) n GROUP BY m.id ORDER BY m.id`);
    expect(methods.map((m) => m.id)).toEqual(DEMO_DELIVERY_METHODS.map((m) => m.id));
    for (const method of methods) {
      expect(method.languages, String(method.id)).toEqual([...SUPPORTED_LANGUAGES].sort());
      expect(method.blank).toBe(0);
    }
    const [latvian] = await handle.rows<{ name: string }>(
      sql`SELECT names->>'lv' AS name FROM delivery_methods WHERE id = 1002`,
    );
    expect(latvian?.name).toBe('Saņemšanas punkts');
  });

  it('puts the named business companies, and only they, in their market’s business group', async () => {
    const assigned = await handle.rows<{ name: string; group_market: string; market: string }>(sql`
      SELECT c.name, g.market AS group_market, c.market_name AS market FROM companies c
      JOIN delivery_groups g ON g.id = c.delivery_group_id
      WHERE g.name = ${BUSINESS_DELIVERY_GROUP_NAME} ORDER BY c.name`);
    expect(assigned.map((a) => a.name)).toEqual(
      NAMED_COMPANIES.filter((c) => c.businessDelivery)
        .map((c) => c.name)
        .sort(),
    );
    for (const a of assigned) expect(a.group_market, a.name).toBe(a.market);
    expect(await count(handle, sql`SELECT 1 FROM companies WHERE delivery_group_id IS NOT NULL`)).toBe(
      assigned.length,
    );
  });

  it('leaves one sku with a small stock for code 10, and no stock below 0', async () => {
    const meta = await readDemoCheckoutMeta(handle);
    expect(meta?.lowStockSku).toMatch(/^\d{12}.+$/);
    const [row] = await handle.rows<{ on_hand: number; factor: number }>(sql`
      SELECT st.on_hand, p.quantity_factor AS factor FROM stock st JOIN skus s ON s.sku = st.sku
      JOIN variants v ON v.id = s.variant_id JOIN products p ON p.id = v.product_id
      WHERE st.sku = ${meta?.lowStockSku ?? ''}`);
    expect(row).toEqual({ on_hand: LOW_STOCK_ON_HAND, factor: 1 });
    expect(await count(handle, sql`SELECT 1 FROM stock WHERE on_hand < 0`)).toBe(0);
  });

  it('gives a consumer and two business buyers past orders whose totals add up from their lines', async () => {
    const byBuyer = await handle.rows<{ login: string; company: string | null; n: number }>(sql`
      SELECT c.email_address AS login, co.name AS company, count(*)::int AS n
      FROM orders o JOIN customers c ON c.id = o.customer_id LEFT JOIN companies co ON co.id = o.company_id
      WHERE o.source = ${DEMO_ORDER_SOURCE} GROUP BY 1, 2 ORDER BY 1`);
    expect(byBuyer).toEqual([
      { login: 'anna.user@demo.workwear.test', company: 'Nordbygg Entreprenad AB', n: 3 },
      { login: 'elin.consumer@demo.workwear.test', company: null, n: 3 },
      { login: 'nils.user@demo.workwear.test', company: 'Great Lakes Energi Sverige AB', n: 1 },
    ]);
    const statuses = await handle.rows<{ status: number }>(
      sql`SELECT DISTINCT status FROM orders ORDER BY status`,
    );
    expect(statuses.length).toBeGreaterThanOrEqual(4);
    expect(await count(handle, sql`SELECT DISTINCT status FROM order_lines`)).toBeGreaterThanOrEqual(5);

    // Lines: unit times quantity; orders: the sums of their lines, plus delivery, less discounts.
    expect(
      await count(
        handle,
        sql`SELECT 1 FROM order_lines WHERE line_net <> unit_net * quantity OR line_gross <> unit_gross * quantity
            OR unit_gross < unit_net`,
      ),
    ).toBe(0);
    const wrong = await handle.rows<{ order_no: number }>(sql`
      SELECT o.order_no FROM orders o JOIN LATERAL (
        SELECT sum(line_net) AS net, sum(line_gross) AS gross, sum(discount_net) AS dnet,
               sum(discount_gross) AS dgross, count(*) AS lines
        FROM order_lines l WHERE l.order_id = o.id) l ON true
      WHERE l.lines = 0 OR o.products_net <> l.net OR o.products_gross <> l.gross
         OR o.discount_net <> l.dnet OR o.discount_gross <> l.dgross
         OR o.total_net <> o.products_net - o.discount_net + o.delivery_net
         OR o.total_gross <> o.products_gross - o.discount_gross + o.delivery_gross
         OR o.vat <> o.total_gross - o.total_net OR o.sales_tax IS NOT NULL`);
    expect(wrong).toEqual([]);

    // The delivery is the fee of the entry the order names, in the group its buyer buys from.
    expect(
      await count(
        handle,
        sql`SELECT 1 FROM orders o JOIN delivery_group_entries e ON e.id = o.delivery_group_entry_id
            JOIN delivery_methods m ON m.id = e.delivery_method_id
            WHERE e.fee_gross <> o.delivery_gross OR e.delivery_group_id <> o.delivery_group_id
              OR m.id <> o.delivery_method_id OR o.delivery_method_name <> m.names->>'sv'`,
      ),
    ).toBe(0);
    expect(await count(handle, sql`SELECT 1 FROM orders WHERE delivery_group_entry_id IS NULL`)).toBe(0);

    // Paid by card (consumer) or invoice (business), one payment each for the whole; history holds
    // no stock.
    const paid = await handle.rows<{ company: boolean; method: number; states: string[] }>(sql`
      SELECT o.company_id IS NOT NULL AS company, o.payment_method_id AS method,
             array_agg(DISTINCT o.payment_state ORDER BY o.payment_state) AS states
      FROM orders o GROUP BY 1, 2 ORDER BY 1`);
    expect(paid).toEqual([
      { company: false, method: 168, states: ['Cancelled', 'Confirmed'] },
      { company: true, method: 20, states: ['Confirmed'] },
    ]);
    expect(
      await count(
        handle,
        sql`SELECT 1 FROM orders o LEFT JOIN payments p ON p.order_id = o.id
            WHERE p.id IS NULL OR p.amount <> o.total_gross OR p.state <> o.payment_state OR p.currency <> o.currency`,
      ),
    ).toBe(0);
    expect(await count(handle, sql`SELECT 1 FROM stock_reservations`)).toBe(0);
  });

  it('is written once; emptying the demo world takes its orders and writes them again without new groups', async () => {
    const groups = await count(handle, sql`SELECT 1 FROM delivery_groups`);
    expect((await ensureDemoData(handle, OPTIONS)).checkout).toBeNull();
    expect(await count(handle, sql`SELECT 1 FROM orders`)).toBe(DEMO_ORDERS);

    await clearDemoCatalogue(handle);
    expect(await count(handle, sql`SELECT 1 FROM orders`)).toBe(0);
    expect(await readDemoCheckoutMeta(handle)).toBeNull();
    const again = await ensureDemoData(handle, OPTIONS);
    expect(again.checkout).toMatchObject({ deliveryGroups: 0, orders: DEMO_ORDERS });
    expect(await count(handle, sql`SELECT 1 FROM delivery_groups`)).toBe(groups);
    expect(await count(handle, sql`SELECT 1 FROM companies WHERE delivery_group_id IS NOT NULL`)).toBe(
      NAMED_COMPANIES.filter((c) => c.businessDelivery).length,
    );

    // seed --reset replaces the demo's groups and orders, and no more than those.
    const replaced = await seedDemoCheckout(handle);
    expect(replaced).toMatchObject({ deliveryGroups: groups, orders: DEMO_ORDERS });
    expect(await count(handle, sql`SELECT 1 FROM orders`)).toBe(DEMO_ORDERS);
    expect(await count(handle, sql`SELECT 1 FROM delivery_groups`)).toBe(groups);
    expect(await count(handle, sql`SELECT 1 FROM app_meta WHERE key = ${DEMO_CHECKOUT_KEY}`)).toBe(1);
  }, 60_000);
});
