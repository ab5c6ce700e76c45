import { grossFromNet, MARKETS, netFromGross, SUPPORTED_LANGUAGES } from '@workwear/domain';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../connection';
import { migrateDatabase } from '../migrate';
import { databaseTargets } from '../testing/databaseTargets';
import { inTransaction } from '../unitOfWork';
import { verifyForeignKeys } from './foreignKeys';
import {
  clearDemoCatalogue,
  DEFAULT_DEMO_COMPANIES,
  DEMO_CATALOGUE_KEY,
  DEMO_SETTINGS_KEY,
  DEMO_SETTINGS_VERSION,
  ensureDemoCatalogue,
  ensureDemoSettings,
  NAMED_COMPANIES,
  readDemoCatalogueMeta,
  readDemoWorldMeta,
  seedDemoCatalogue,
  seedDemoSettings,
} from './index';

const TODAY = '2026-11-21';

const targets = databaseTargets('demo_seed_test', 4);

async function one<T>(handle: DatabaseHandle, query: SQL): Promise<T> {
  const [row] = await handle.rows<T>(query);
  if (row === undefined) throw new Error('query returned no row');
  return row;
}

async function count(handle: DatabaseHandle, query: SQL): Promise<number> {
  return (await one<{ n: number }>(handle, sql`SELECT count(*)::int AS n FROM (${query}) q`)).n;
}

/** md5 over every row of the tables that matter, in a fixed order. */
async function checksums(handle: DatabaseHandle): Promise<Record<string, string>> {
  const of = async (table: string, orderBy: string) =>
    (
      await one<{ sum: string }>(
        handle,
        sql.raw(`SELECT md5(string_agg(t::text, '|' ORDER BY ${orderBy})) AS sum FROM ${table} t`),
      )
    ).sum;
  return {
    products: await of('products', 't.id'),
    translations: await of('product_translations', 't.product_id, t.language'),
    variants: await of('variants', 't.id'),
    skus: await of('skus', 't.sku'),
    stock: await of('stock', 't.sku'),
    prices: await of('variant_prices', 't.price_list_id, t.variant_id'),
    relations: await of('product_relations', 't.product_id, t.kind, t.related_product_id'),
    usps: await of('product_usps', 't.product_id, t.language, t.position'),
    listing: await of('variant_listing', 't.variant_id'),
  };
}

describe.each(targets)('demo catalogue on $name', ({ open }) => {
  let handle: DatabaseHandle;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ handle, dispose } = await open());
    await migrateDatabase(handle);
  });

  afterAll(async () => {
    await dispose?.();
  });

  it('gives identical rows for identical options, and other rows for another seed', async () => {
    await seedDemoCatalogue(handle, { products: 40, seed: 7, today: TODAY });
    const first = await checksums(handle);
    await seedDemoCatalogue(handle, { products: 40, seed: 7, today: TODAY });
    expect(await checksums(handle)).toEqual(first);
    await seedDemoCatalogue(handle, { products: 40, seed: 8, today: TODAY });
    const other = await checksums(handle);
    expect(other.products).not.toBe(first.products);
    expect(other.prices).not.toBe(first.prices);
  });

  it('ensureDemoCatalogue seeds once and then leaves the catalogue alone', async () => {
    await clearDemoCatalogue(handle);
    const first = await ensureDemoCatalogue(handle, { products: 40, seed: 3, today: TODAY });
    expect(first.seeded).toBe(true);
    const before = await checksums(handle);
    const second = await ensureDemoCatalogue(handle, { products: 80, seed: 4, today: TODAY });
    expect(second.seeded).toBe(false);
    expect(second.result?.options).toEqual({
      products: 40,
      seed: 3,
      today: TODAY,
      companies: DEFAULT_DEMO_COMPANIES,
    });
    expect(await checksums(handle)).toEqual(before);
    const meta = await readDemoCatalogueMeta(handle);
    expect(meta?.counts.products).toBe(40);
  });

  it("ensureDemoCatalogue leaves a catalogue that is not the demo's exactly as it is", async () => {
    await seedDemoCatalogue(handle, { products: 40, seed: 3, today: TODAY });
    // A shop's own import: catalogue rows, no demo marker.
    await handle.db.execute(sql`DELETE FROM app_meta WHERE key = ${DEMO_CATALOGUE_KEY}`);
    await handle.db.execute(sql`DELETE FROM products WHERE id > 1`);
    const before = await checksums(handle);
    const outcome = await ensureDemoCatalogue(handle, { products: 40, seed: 3, today: TODAY });
    expect(outcome).toMatchObject({ seeded: false, reason: 'not_empty', result: null });
    expect(await checksums(handle)).toEqual(before);
    expect(await readDemoCatalogueMeta(handle)).toBeNull();

    // Only categories left (no products) is not empty either: nothing is written next to them.
    await handle.db.execute(sql`DELETE FROM products`);
    await handle.db.execute(sql`TRUNCATE variant_listing, search_terms`);
    expect(await ensureDemoCatalogue(handle, { products: 40, seed: 3, today: TODAY })).toMatchObject({
      seeded: false,
      reason: 'not_empty',
      table: 'price_lists',
    });
    expect(await count(handle, sql`SELECT 1 FROM products`)).toBe(0);
  });

  it('ensureDemoSettings fills settings and top messages of a database seeded before they existed', async () => {
    await seedDemoCatalogue(handle, { products: 40, seed: 3, today: TODAY });
    // What a database seeded by the older version holds: a catalogue and its marker, empty settings tables.
    await handle.db.execute(sql`DELETE FROM market_settings`);
    await handle.db.execute(sql`DELETE FROM top_messages`);
    await handle.db.execute(sql`DELETE FROM app_meta WHERE key = ${DEMO_SETTINGS_KEY}`);
    expect((await ensureDemoCatalogue(handle, { products: 40, seed: 3, today: TODAY })).seeded).toBe(false);

    const first = await ensureDemoSettings(handle);
    expect(first).toEqual({
      seeded: true,
      result: { version: DEMO_SETTINGS_VERSION, marketSettings: MARKETS.length * 4, topMessages: 9 },
    });
    expect(await count(handle, sql`SELECT 1 FROM market_settings`)).toBe(MARKETS.length * 4);
    expect(await count(handle, sql`SELECT 1 FROM top_messages`)).toBe(9);

    // Later starts leave hand-made changes alone.
    await handle.db.execute(
      sql`UPDATE market_settings SET value = 'True' WHERE market_id = 'UK' AND key = 'HidePrice'`,
    );
    await handle.db.execute(sql`DELETE FROM top_messages WHERE market_id = 'DE'`);
    expect((await ensureDemoSettings(handle)).seeded).toBe(false);
    const hidden = sql`SELECT 1 FROM market_settings WHERE value = 'True' AND key = 'HidePrice'`;
    expect(await count(handle, hidden)).toBe(2);
    expect(await count(handle, sql`SELECT 1 FROM top_messages`)).toBe(8);

    // A reset gives the demo rows back; seeding the catalogue again leaves them as they are.
    await seedDemoSettings(handle);
    expect(await count(handle, hidden)).toBe(1);
    expect(await count(handle, sql`SELECT 1 FROM top_messages`)).toBe(9);
    await seedDemoCatalogue(handle, { products: 40, seed: 3, today: TODAY });
    expect(await count(handle, sql`SELECT 1 FROM market_settings`)).toBe(MARKETS.length * 4);
  });

  it('finds rows that break a foreign key while row triggers are off', async () => {
    await expect(
      inTransaction(handle, async (tx) => {
        await tx.db.execute(sql`SET LOCAL session_replication_role = replica`);
        await tx.db.execute(
          sql`INSERT INTO product_usps (product_id, language, position, text) VALUES (999999, 'en', 1, 'x')`,
        );
        await tx.db.execute(sql`SET LOCAL session_replication_role = origin`);
        await verifyForeignKeys(tx, ['product_usps']);
      }),
    ).rejects.toThrow(/product_usps.*foreign key/);
    expect(await count(handle, sql`SELECT 1 FROM product_usps WHERE product_id = 999999`)).toBe(0);
  });

  describe('the default catalogue', () => {
    beforeAll(async () => {
      await seedDemoCatalogue(handle, { today: TODAY });
    });

    it('has 360 products and records what it wrote', async () => {
      const meta = await readDemoCatalogueMeta(handle);
      expect(meta?.options).toEqual({
        products: 360,
        seed: 20261121,
        today: TODAY,
        companies: DEFAULT_DEMO_COMPANIES,
      });
      // The demo world adds price lists and prices of its own, recorded under its own key.
      const world = (await readDemoWorldMeta(handle))?.counts ?? {};
      for (const [table, rows] of Object.entries(meta?.counts ?? {})) {
        const total = rows + (world[table] ?? 0);
        expect(await count(handle, sql`SELECT 1 FROM ${sql.identifier(table)}`), table).toBe(total);
      }
      expect(await count(handle, sql`SELECT 1 FROM app_meta WHERE key = ${DEMO_CATALOGUE_KEY}`)).toBe(1);
    });

    it('builds part numbers and skus from each other', async () => {
      expect(
        await count(
          handle,
          sql`SELECT 1 FROM variants v JOIN products p ON p.id = v.product_id
              WHERE length(v.part_no) <> 12 OR left(v.part_no, 8) <> p.base_part_no OR right(v.part_no, 4) <> v.color_code`,
        ),
      ).toBe(0);
      expect(
        await count(
          handle,
          sql`SELECT 1 FROM skus s JOIN variants v ON v.id = s.variant_id WHERE s.sku <> v.part_no || s.size_code`,
        ),
      ).toBe(0);
      expect(
        await count(
          handle,
          sql`SELECT 1 FROM skus s LEFT JOIN parametric_values pv ON pv.id = s.size_value_id
              WHERE pv.id IS NULL OR pv.parametric_id <> 2 OR pv.code <> s.size_code`,
        ),
      ).toBe(0);
      expect(
        await count(
          handle,
          sql`SELECT 1 FROM variants v LEFT JOIN parametric_values pv ON pv.id = v.color_value_id
              WHERE pv.id IS NULL OR pv.parametric_id <> 1`,
        ),
      ).toBe(0);
      expect(await count(handle, sql`SELECT 1 FROM products WHERE base_part_no !~ '^1[0-9]{7}$'`)).toBe(0);
      expect(
        await count(
          handle,
          sql`SELECT 1 FROM products WHERE unique_name !~ ('^[a-z0-9-]+-' || base_part_no || '$')`,
        ),
      ).toBe(0);
    });

    it('has a public price list per market and a price for every variant in each', async () => {
      const lists = await handle.rows<{ code: string; market_name: string; currency: string; type: number }>(
        sql`SELECT code, market_name, currency, type FROM price_lists ORDER BY id`,
      );
      for (const market of MARKETS) {
        expect(lists).toContainEqual({
          code: `PUBLIC-${market.marketId}`,
          market_name: market.name,
          currency: market.currency.code,
          type: 0,
        });
      }
      expect(lists.filter((l) => l.code.startsWith('AGREEMENT-SE-') && l.type === 5)).toHaveLength(
        2 + NAMED_COMPANIES.filter((c) => c.market === 'se' && c.agreementDiscount !== null).length,
      );
      expect(
        await count(
          handle,
          sql`SELECT 1 FROM price_lists pl CROSS JOIN variants v
              LEFT JOIN variant_prices vp ON vp.price_list_id = pl.id AND vp.variant_id = v.id
              WHERE pl.type = 0 AND vp.variant_id IS NULL`,
        ),
      ).toBe(0);
      expect(
        await count(
          handle,
          sql`SELECT 1 FROM variant_prices vp JOIN price_lists pl ON pl.id = vp.price_list_id WHERE pl.type = 5`,
        ),
      ).toBeGreaterThan(0);
    });

    it('relates ex and inc VAT prices exactly as the domain does', async () => {
      const rows = await handle.rows<{
        market_name: string;
        type: number;
        price: number;
        price_inc_vat: number;
      }>(
        sql`SELECT pl.market_name, pl.type, vp.price, vp.price_inc_vat FROM variant_prices vp JOIN price_lists pl ON pl.id = vp.price_list_id`,
      );
      const rate = new Map(MARKETS.map((m) => [m.name as string, m.vatRateBasisPoints]));
      let mismatches = 0;
      for (const r of rows) {
        const vat = rate.get(r.market_name) ?? -1;
        // Business markets round the net price and add VAT; consumer markets round the gross one.
        const consistent =
          r.price_inc_vat === grossFromNet(r.price, vat) || r.price === netFromGross(r.price_inc_vat, vat);
        if (r.price <= 0 || !consistent) mismatches++;
      }
      expect(rows.length).toBeGreaterThan(20_000);
      expect(mismatches).toBe(0);
      const se = rows.filter((r) => r.market_name === 'se' && r.type === 0);
      expect(se.every((r) => r.price_inc_vat % 100 === 0)).toBe(true);
    });

    it('names and describes every product in all fourteen languages', async () => {
      const products = await count(handle, sql`SELECT 1 FROM products`);
      expect(
        await count(
          handle,
          sql`SELECT product_id FROM product_translations GROUP BY product_id HAVING count(DISTINCT language) = 14`,
        ),
      ).toBe(products);
      expect(
        await count(
          handle,
          sql`SELECT 1 FROM product_translations
              WHERE btrim(name) = '' OR btrim(description) = '' OR btrim(seo_title) = '' OR search_vector IS NULL`,
        ),
      ).toBe(0);
      expect(
        await count(
          handle,
          sql`SELECT 1 FROM category_translations GROUP BY category_id HAVING count(*) = 14`,
        ),
      ).toBe(await count(handle, sql`SELECT 1 FROM categories`));
      const softshell = await handle.rows<{ name: string }>(
        sql`SELECT pt.name FROM product_translations pt JOIN products p ON p.id = pt.product_id
            WHERE pt.language = 'en' AND p.primary_category_id = 6008 AND p.shape = 'jacket'`,
      );
      expect(softshell.length).toBeGreaterThan(0);
      expect(softshell.some((r) => /softshell jacket/i.test(r.name))).toBe(true);
    });

    it('gives every product three to eight selling points per language, never more than ten', async () => {
      const range = await one<{ min: number; max: number; pairs: number }>(
        handle,
        sql`SELECT min(n)::int AS min, max(n)::int AS max, count(*)::int AS pairs
            FROM (SELECT count(*) AS n FROM product_usps GROUP BY product_id, language) c`,
      );
      expect(range.min).toBeGreaterThanOrEqual(3);
      expect(range.max).toBeLessThanOrEqual(8);
      expect(range.pairs).toBe(360 * SUPPORTED_LANGUAGES.length);
    });

    it('has stock for every sku, zero-stock deliveries 7-60 days out and some sold-out colours', async () => {
      expect(
        await count(
          handle,
          sql`SELECT 1 FROM skus s LEFT JOIN stock st ON st.sku = s.sku WHERE st.sku IS NULL`,
        ),
      ).toBe(0);
      const stock = await one<{ zero: number; total: number; bad_dates: number }>(
        handle,
        sql`SELECT count(*) FILTER (WHERE on_hand = 0)::int AS zero, count(*)::int AS total,
                   count(*) FILTER (WHERE next_delivery_date IS NOT NULL
                     AND (on_hand > 0 OR next_delivery_date < ${TODAY}::date + 7 OR next_delivery_date > ${TODAY}::date + 60))::int AS bad_dates
            FROM stock`,
      );
      expect(stock.zero / stock.total).toBeGreaterThan(0.15);
      expect(stock.zero / stock.total).toBeLessThan(0.3);
      expect(stock.bad_dates).toBe(0);
      expect(await count(handle, sql`SELECT 1 FROM variant_listing WHERE NOT has_stock`)).toBeGreaterThan(0);
      expect(await count(handle, sql`SELECT 1 FROM variant_listing`)).toBe(
        await count(handle, sql`SELECT 1 FROM variants`),
      );
    });

    it('dresses hi-vis products in hi-vis colours with an EN ISO 20471 class', async () => {
      const hiVis = sql`SELECT DISTINCT pg.product_id FROM product_groups pg WHERE pg.group_id = 1`;
      expect(await count(handle, hiVis)).toBeGreaterThan(0);
      expect(
        await count(
          handle,
          sql`SELECT 1 FROM (${hiVis}) h WHERE NOT EXISTS (
                SELECT 1 FROM product_parametric_values ppv JOIN parametric_values pv ON pv.id = ppv.value_id
                WHERE ppv.product_id = h.product_id AND pv.code LIKE 'en-iso-20471-class-%')`,
        ),
      ).toBe(0);
      expect(
        await count(
          handle,
          sql`SELECT 1 FROM variants v JOIN (${hiVis}) h ON h.product_id = v.product_id
              JOIN parametric_values pv ON pv.id = v.color_value_id WHERE pv.code NOT LIKE 'hi-vis-%'`,
        ),
      ).toBe(0);
    });

    it('relates products to others, never to themselves, within the limits', async () => {
      expect(
        await count(handle, sql`SELECT 1 FROM product_relations WHERE product_id = related_product_id`),
      ).toBe(0);
      const limits = await handle.rows<{ kind: string; max: number }>(
        sql`SELECT kind, max(n)::int AS max FROM (SELECT product_id, kind, count(*) AS n FROM product_relations GROUP BY 1, 2) c GROUP BY kind`,
      );
      const limit: Record<string, number> = {
        siblings: 6,
        accessories: 6,
        similar: 8,
        upSell: 4,
        crossSell: 6,
        recommendations: 25,
      };
      expect(limits.map((l) => l.kind).sort()).toEqual(Object.keys(limit).sort());
      for (const l of limits) expect(l.max, l.kind).toBeLessThanOrEqual(limit[l.kind] ?? 0);
      expect(
        await count(
          handle,
          sql`SELECT 1 FROM product_relations r JOIN products a ON a.id = r.product_id JOIN products b ON b.id = r.related_product_id
              WHERE r.kind = 'siblings' AND a.family_id IS DISTINCT FROM b.family_id`,
        ),
      ).toBe(0);
    });

    it('has the fixed ids the storefront relies on', async () => {
      const genders = await handle.rows<{ id: number; code: string }>(
        sql`SELECT id, code FROM parametric_values WHERE parametric_id = 3 ORDER BY id`,
      );
      expect(genders).toEqual([
        { id: 3395, code: 'men' },
        { id: 3396, code: 'children' },
        { id: 3397, code: 'women' },
        { id: 3398, code: 'unisex' },
      ]);
      const departments = await handle.rows<{ id: number }>(
        sql`SELECT id FROM categories WHERE is_department = 1 ORDER BY id`,
      );
      expect(departments.map((d) => d.id)).toEqual([100, 1200, 1400, 1500, 6007]);
      const menus = await handle.rows<{ menu: string; n: number; first: number }>(
        sql`SELECT menu, count(*)::int AS n, min(id)::int AS first FROM navigation_items GROUP BY menu ORDER BY first`,
      );
      expect(menus[0]).toEqual({ menu: 'clothing', n: 15, first: 1 });
      expect(menus.map((m) => m.menu)).toEqual(['clothing', 'menAndWomen', 'collections', 'accessories']);
      expect(
        await count(
          handle,
          sql`SELECT 1 FROM navigation_items n JOIN navigation_item_translations t ON t.navigation_item_id = n.id
              WHERE n.parametric_value_id IS NOT NULL AND (t.parametric_value_slug IS NULL OR t.parametric_value_slug = '')`,
        ),
      ).toBe(0);
    });

    it('dates each product by the day its newest colour went on sale, midnight UTC', async () => {
      expect(
        await count(
          handle,
          sql`SELECT 1 FROM products p WHERE p.updated_at IS DISTINCT FROM
                ((SELECT max(v.first_sale_date) FROM variants v WHERE v.product_id = p.id)::timestamp AT TIME ZONE 'UTC')`,
        ),
      ).toBe(0);
    });

    it('moves the id sequences past the generated ids', async () => {
      const next = await one<{ id: number }>(
        handle,
        sql`SELECT nextval(pg_get_serial_sequence('products', 'id'))::int AS id`,
      );
      expect(next.id).toBe(361);
    });
  });
});
