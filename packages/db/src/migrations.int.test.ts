import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './connection';
import { migrateDatabase, migrationsFolder } from './migrate';
import { databaseTargets } from './testing/databaseTargets';

const targets = databaseTargets('migrations_test', 2);

/** A copy of the migrations folder whose journal stops before the migration tagged `tag`. */
function migrationsBefore(tag: string): { folder: string; dispose: () => void } {
  const folder = mkdtempSync(join(tmpdir(), 'migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  if (at < 0) throw new Error(`No migration ${tag}`);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return { folder, dispose: () => rmSync(folder, { recursive: true, force: true }) };
}

/** Migrates a database up to, not including, the named migration. */
async function migrateUpTo(handle: DatabaseHandle, tag: string) {
  const before = migrationsBefore(tag);
  try {
    await migrateDatabase(handle, before.folder);
  } finally {
    before.dispose();
  }
}

/** What a migration's tests get: the database, open from the block's beforeAll to its afterAll. */
interface MigrationDatabase {
  readonly handle: DatabaseHandle;
  /** Migrates the fresh database up to, not including, the migration under test. */
  migrateToBefore(): Promise<void>;
}

/** One describe block a database target for the migration tagged `tag`, each on a fresh database. */
function describeMigration(tag: string, body: (database: MigrationDatabase) => void): void {
  describe.each(targets)(`migration ${tag} on $name`, ({ open }) => {
    let opened: Awaited<ReturnType<typeof open>> | undefined;
    const database: MigrationDatabase = {
      get handle() {
        if (!opened) throw new Error('The database opens in beforeAll');
        return opened.handle;
      },
      migrateToBefore: () => migrateUpTo(database.handle, tag),
    };

    beforeAll(async () => {
      opened = await open();
    });

    afterAll(async () => {
      await opened?.dispose();
    });

    body(database);
  });
}

describeMigration('0007_size_guide_pdf_urls', (database) => {
  it("moves the demo's old size-guide PDF URLs to the document service and leaves other URLs alone", async () => {
    await database.migrateToBefore();
    // What the demo seed wrote before the document service existed, plus rows it never wrote.
    await database.handle.db.execute(sql`
      INSERT INTO size_guides (id, code, fallback_pdf_url) VALUES
        (1, 'tops', '/documents/size-guides/tops.pdf'),
        (2, 'trousers', '/documents/size-guides/trousers.pdf'),
        (3, 'footwear', NULL),
        (4, 'gloves', 'https://example.com/gloves.pdf'),
        (5, 'vests', '/documents/size-guides/other.pdf')`);

    await migrateDatabase(database.handle);

    const rows = await database.handle.rows<{ code: string; url: string | null }>(
      sql`SELECT code, fallback_pdf_url AS url FROM size_guides ORDER BY id`,
    );
    expect(rows).toEqual([
      { code: 'tops', url: '/api/document/size-guides/tops.pdf' },
      { code: 'trousers', url: '/api/document/size-guides/trousers.pdf' },
      { code: 'footwear', url: null },
      { code: 'gloves', url: 'https://example.com/gloves.pdf' },
      { code: 'vests', url: '/documents/size-guides/other.pdf' },
    ]);
  });
});

describeMigration('0011_customer_addresses', (database) => {
  it('adds addresses to the customers already there, ordered by position, removed with their customer', async () => {
    await database.migrateToBefore();
    // A customer written before customer addresses existed.
    await database.handle.db.execute(sql`
      INSERT INTO customers (id, customer_code, first_name, last_name, email_address, market_name, language)
      VALUES (41, 'MIG0011', 'Åsa', 'Öberg', 'asa@example.test', 'se', 'sv')`);

    await migrateDatabase(database.handle);

    await database.handle.db.execute(sql`
      INSERT INTO customer_addresses (customer_id, position, address_line1, zip_code, city, country_id)
      VALUES (41, 1, 'Storgatan 2', '111 22', 'Stockholm', 752), (41, 0, 'Sjövägen 9', '831 30', 'Östersund', 752)`);
    const rows = await database.handle.rows<{ line: string; care_of: string | null }>(
      sql`SELECT address_line1 AS line, care_of FROM customer_addresses WHERE customer_id = 41 ORDER BY position`,
    );
    expect(rows).toEqual([
      { line: 'Sjövägen 9', care_of: null },
      { line: 'Storgatan 2', care_of: null },
    ]);
    await expect(
      database.handle.db.execute(sql`
        INSERT INTO customer_addresses (customer_id, address_line1, zip_code, city, country_id)
        VALUES (999999, 'Nowhere 1', '000 00', 'Ingenstans', 752)`),
    ).rejects.toThrow();
    await database.handle.db.execute(sql`DELETE FROM customers WHERE id = 41`);
    const [left] = await database.handle.rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM customer_addresses`,
    );
    expect(left?.n).toBe(0);
  });
});

describeMigration('0013_carts_and_promotions', (database) => {
  beforeAll(async () => {
    await database.migrateToBefore();
    // A product and a buyer written before carts existed.
    await database.handle.db.execute(sql`INSERT INTO categories (id, code) VALUES (1, 'MIG0013')`);
    await database.handle.db.execute(sql`
      INSERT INTO products (id, base_part_no, unique_name, primary_category_id, manufacturer_id)
      VALUES (1, '10010013', 'mig-0013', 1, 'M1')`);
    await database.handle.db.execute(
      sql`INSERT INTO companies (id, name, market_name) VALUES (7, 'Bygg AB', 'se')`,
    );
    await database.handle.db.execute(sql`
      INSERT INTO customers (id, customer_code, first_name, last_name, email_address, market_name, language)
      VALUES (41, 'MIG0013', 'Åsa', 'Öberg', 'asa@example.test', 'se', 'sv')`);
    await migrateDatabase(database.handle);
  });

  it('gives the products already there a quantity factor of 1 and refuses one below 1', async () => {
    const [product] = await database.handle.rows<{ factor: number }>(
      sql`SELECT quantity_factor AS factor FROM products WHERE id = 1`,
    );
    expect(product?.factor).toBe(1);
    await expect(
      database.handle.db.execute(sql`UPDATE products SET quantity_factor = 0 WHERE id = 1`),
    ).rejects.toThrow();
  });

  it('keeps one active cart per signed-in owner, any number of saved or anonymous ones', async () => {
    await database.handle.db.execute(sql`
      INSERT INTO carts (owner_customer_id, owner_company_id, punchout_session, market, status, is_active) VALUES
        (41, 7, NULL, 'se', 'default', true),
        (41, 7, NULL, 'se', 'saved', false),
        (41, 7, NULL, 'se', 'saved', false),
        (41, 7, 'sid-1', 'se', 'default', true),
        (41, NULL, NULL, 'se', 'default', true),
        (NULL, NULL, NULL, 'se', 'default', true),
        (NULL, NULL, NULL, 'se', 'default', true)`);
    await expect(
      database.handle.db.execute(
        sql`INSERT INTO carts (owner_customer_id, owner_company_id, market) VALUES (41, 7, 'se')`,
      ),
    ).rejects.toThrow();
    await expect(
      database.handle.db.execute(sql`INSERT INTO carts (owner_customer_id, market) VALUES (41, 'se')`),
    ).rejects.toThrow();
  });

  it('keeps rows without a foreign key to skus, checks quantities and removes rows, metadata and uses with their cart', async () => {
    const [cart] = await database.handle.rows<{ id: string }>(
      sql`INSERT INTO carts (market) VALUES ('se') RETURNING id`,
    );
    const cartId = cart!.id;
    await database.handle.db.execute(sql`
      INSERT INTO promotions (code, name, discount_type, percent_basis_points, usage_limit)
      VALUES ('LIMITED5', 'Limited', 1, 1000, 5)`);
    // No sku row exists: the row is kept and left for the cart to find unpriced.
    await database.handle.db.execute(
      sql`INSERT INTO cart_rows (cart_id, row_number, sku, quantity) VALUES (${cartId}, 1, 'GONE00000001', 3)`,
    );
    await database.handle.db.execute(
      sql`INSERT INTO cart_metadata (cart_id, key, value) VALUES (${cartId}, 'PromotionCode', 'LIMITED5')`,
    );
    await database.handle.db.execute(
      sql`INSERT INTO promotion_uses (promotion_id, cart_id) SELECT id, ${cartId}::uuid FROM promotions`,
    );
    for (const quantity of [0, 10000]) {
      await expect(
        database.handle.db.execute(
          sql`INSERT INTO cart_rows (cart_id, row_number, sku, quantity) VALUES (${cartId}, 2, 'X', ${quantity})`,
        ),
      ).rejects.toThrow();
    }
    await expect(
      database.handle.db.execute(
        sql`INSERT INTO cart_rows (cart_id, row_number, sku, quantity) VALUES (${cartId}, 1, 'X', 1)`,
      ),
    ).rejects.toThrow();

    await database.handle.db.execute(sql`DELETE FROM carts WHERE id = ${cartId}`);
    const [left] = await database.handle.rows<{ n: number }>(sql`
      SELECT (SELECT count(*) FROM cart_rows WHERE cart_id = ${cartId})
           + (SELECT count(*) FROM cart_metadata WHERE cart_id = ${cartId})
           + (SELECT count(*) FROM promotion_uses WHERE cart_id = ${cartId}) AS n`);
    expect(Number(left?.n)).toBe(0);
  });

  it('keeps promotion codes unique whatever the case and checks the discount type and amount', async () => {
    await expect(
      database.handle.db.execute(sql`
        INSERT INTO promotions (code, name, discount_type, percent_basis_points) VALUES ('limited5', 'Again', 1, 500)`),
    ).rejects.toThrow();
    await expect(
      database.handle.db.execute(
        sql`INSERT INTO promotions (name, discount_type, percent_basis_points) VALUES ('Three', 3, 500)`,
      ),
    ).rejects.toThrow();
    await expect(
      database.handle.db.execute(
        sql`INSERT INTO promotions (name, discount_type, amount_minor) VALUES ('No currency', 1, 500)`,
      ),
    ).rejects.toThrow();
    await expect(
      database.handle.db.execute(sql`INSERT INTO promotions (name, discount_type) VALUES ('No gift', 5)`),
    ).rejects.toThrow();
    // Automatic engine promotions have no code; any number of them.
    await database.handle.db.execute(sql`
      INSERT INTO promotions (name, discount_type, percent_basis_points, engine)
      VALUES ('Auto one', 4, 1000, true), ('Auto two', 6, 10000, true)`);
  });
});

describeMigration('0014_orders_and_checkout', (database) => {
  beforeAll(async () => {
    await database.migrateToBefore();
    // A company, a buyer and stock written before orders existed; one stock row below 0.
    await database.handle.db.execute(sql`INSERT INTO categories (id, code) VALUES (1, 'MIG0014')`);
    await database.handle.db.execute(sql`
      INSERT INTO products (id, base_part_no, unique_name, primary_category_id, manufacturer_id)
      VALUES (1, '10010014', 'mig-0014', 1, 'M1')`);
    await database.handle.db.execute(
      sql`INSERT INTO variants (id, product_id, part_no) VALUES (1, 1, '100100140001')`,
    );
    await database.handle.db.execute(sql`
      INSERT INTO skus (sku, variant_id, size_code, size_value) VALUES
        ('100100140001046', 1, '046', '46'), ('100100140001048', 1, '048', '48')`);
    await database.handle.db.execute(
      sql`INSERT INTO stock (sku, on_hand) VALUES ('100100140001046', 5), ('100100140001048', -2)`,
    );
    await database.handle.db.execute(
      sql`INSERT INTO companies (id, name, market_name) VALUES (7, 'Bygg AB', 'se')`,
    );
    await database.handle.db.execute(sql`
      INSERT INTO customers (id, customer_code, first_name, last_name, email_address, market_name, language)
      VALUES (41, 'MIG0014', 'Åsa', 'Öberg', 'asa@example.test', 'se', 'sv')`);
    await migrateDatabase(database.handle);
  });

  /** An order of cart `cartId` with the columns that have no default. */
  async function insertOrder(cartId: string) {
    const [row] = await database.handle.rows<{ id: string; order_no: string }>(sql`
      INSERT INTO orders (cart_id, market, culture_code, currency, customer_id, company_id, buyer,
        delivery_address, payment_method_id, products_net, products_gross, discount_net, discount_gross,
        delivery_net, delivery_gross, vat, total_net, total_gross)
      VALUES (${cartId}, 'se', 'sv-SE', 'SEK', 41, 7, '{"email":"asa@example.test"}', '{"city":"Östersund"}',
        20, 10000, 12500, 0, 0, 4900, 6125, 3625, 14900, 18625)
      RETURNING id, order_no`);
    return row!;
  }

  it('leaves existing companies unblocked with no delivery group and sets stock below 0 to 0, then refuses it', async () => {
    const [company] = await database.handle.rows<{ blocked: boolean; group: number | null }>(
      sql`SELECT blocked, delivery_group_id AS group FROM companies WHERE id = 7`,
    );
    expect(company).toEqual({ blocked: false, group: null });
    const stock = await database.handle.rows<{ sku: string; on_hand: number }>(
      sql`SELECT sku, on_hand FROM stock ORDER BY sku`,
    );
    expect(stock).toEqual([
      { sku: '100100140001046', on_hand: 5 },
      { sku: '100100140001048', on_hand: 0 },
    ]);
    await expect(
      database.handle.db.execute(sql`UPDATE stock SET on_hand = on_hand - 6 WHERE sku = '100100140001046'`),
    ).rejects.toThrow();
  });

  it('keeps one default delivery group per market, and a company falls back to none when its group goes', async () => {
    await database.handle.db.execute(sql`
      INSERT INTO delivery_methods (id, carrier_code, names, requires_cellphone)
      VALUES (1, 200, '{"sv":"Paket","en":"Parcel"}', false), (3, 1100, '{"sv":"Express","en":"Express"}', true)`);
    const groups = await database.handle.rows<{ id: number }>(sql`
      INSERT INTO delivery_groups (market, name, is_default)
      VALUES ('se', 'Standard', true), ('se', 'Företag', false), ('no', 'Standard', true) RETURNING id`);
    const [standard, business] = groups.map((g) => g.id);
    await expect(
      database.handle.db.execute(
        sql`INSERT INTO delivery_groups (market, name, is_default) VALUES ('se', 'Two', true)`,
      ),
    ).rejects.toThrow();
    await database.handle.db.execute(sql`
      INSERT INTO delivery_group_entries (delivery_group_id, delivery_method_id, fee_gross, position)
      VALUES (${standard}, 1, 4900, 0), (${standard}, 3, 14900, 1), (${business}, 1, 0, 0)`);
    await expect(
      database.handle.db.execute(sql`
        INSERT INTO delivery_group_entries (delivery_group_id, delivery_method_id, fee_gross)
        VALUES (${standard}, 1, 100)`),
    ).rejects.toThrow();
    await expect(
      database.handle.db.execute(sql`
        INSERT INTO delivery_group_entries (delivery_group_id, delivery_method_id, fee_gross)
        VALUES (${business}, 3, -1)`),
    ).rejects.toThrow();

    await database.handle.db.execute(sql`UPDATE companies SET delivery_group_id = ${business} WHERE id = 7`);
    await database.handle.db.execute(sql`DELETE FROM delivery_groups WHERE id = ${business}`);
    const [company] = await database.handle.rows<{ group: number | null }>(
      sql`SELECT delivery_group_id AS group FROM companies WHERE id = 7`,
    );
    expect(company?.group).toBeNull();
    const [entries] = await database.handle.rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM delivery_group_entries WHERE delivery_group_id = ${business}`,
    );
    expect(entries?.n).toBe(0);
  });

  it('numbers orders from 100001, one order per cart, and checks payment state, statuses and quantities', async () => {
    const first = await insertOrder('00000000-0000-4000-8000-000000000001');
    const second = await insertOrder('00000000-0000-4000-8000-000000000002');
    expect(Number(first.order_no)).toBe(100001);
    expect(Number(second.order_no)).toBe(100002);
    await expect(insertOrder('00000000-0000-4000-8000-000000000001')).rejects.toThrow();

    const [state] = await database.handle.rows<{
      payment_state: string;
      status: number;
      promotions: unknown;
    }>(sql`SELECT payment_state, status, promotions FROM orders WHERE id = ${first.id}`);
    expect(state).toEqual({ payment_state: 'Default', status: 100, promotions: [] });
    await expect(
      database.handle.db.execute(sql`UPDATE orders SET payment_state = 'Paid' WHERE id = ${first.id}`),
    ).rejects.toThrow();
    await expect(
      database.handle.db.execute(sql`UPDATE orders SET status = 150 WHERE id = ${first.id}`),
    ).rejects.toThrow();
    await expect(
      database.handle.db.execute(sql`UPDATE orders SET order_no = 1 WHERE id = ${first.id}`),
    ).rejects.toThrow();

    const lineValues = (lineNo: number, quantity: number, status: number) => sql`
      (${first.id}, ${lineNo}, '100100140001046', '100100140001', 'Arbetsbyxa', ${quantity},
       5000, 6250, ${5000 * quantity}, ${6250 * quantity}, 2500, ${status})`;
    const insertLine = (lineNo: number, quantity: number, status = 0) =>
      database.handle.db.execute(sql`
        INSERT INTO order_lines (order_id, line_no, sku, part_no, name, quantity, unit_net, unit_gross,
          line_net, line_gross, vat_rate_bp, status) VALUES ${lineValues(lineNo, quantity, status)}`);
    await insertLine(1, 2);
    await expect(insertLine(2, 0)).rejects.toThrow();
    await expect(insertLine(2, 1, 3)).rejects.toThrow();
    await expect(insertLine(1, 1)).rejects.toThrow();
  });

  it('removes lines, reservations and payments with their order, and keeps the order when its buyer or company goes', async () => {
    const order = await insertOrder('00000000-0000-4000-8000-000000000003');
    await database.handle.db.execute(sql`
      INSERT INTO order_lines (order_id, line_no, sku, part_no, name, quantity, unit_net, unit_gross,
        line_net, line_gross, vat_rate_bp, co_worker_id)
      VALUES (${order.id}, 1, '100100140001046', '100100140001', 'Arbetsbyxa', 1, 5000, 6250, 5000, 6250, 2500, 41)`);
    await database.handle.db.execute(
      sql`INSERT INTO stock_reservations (order_id, sku, quantity) VALUES (${order.id}, '100100140001046', 1)`,
    );
    await expect(
      database.handle.db.execute(
        sql`INSERT INTO stock_reservations (order_id, sku, quantity) VALUES (${order.id}, '100100140001048', 0)`,
      ),
    ).rejects.toThrow();
    await database.handle.db.execute(sql`
      INSERT INTO payments (order_id, provider, method_id, state, amount, currency, error)
      VALUES (${order.id}, 'card', 168, 'Failed', 18625, 'SEK', 'insufficient_funds'),
             (${order.id}, 'card', 168, 'Confirmed', 18625, 'SEK', NULL)`);
    await expect(
      database.handle.db.execute(sql`
        INSERT INTO payments (order_id, provider, method_id, state, amount, currency)
        VALUES (${order.id}, 'card', 168, 'Declined', 18625, 'SEK')`),
    ).rejects.toThrow();

    await database.handle.db.execute(sql`DELETE FROM customers WHERE id = 41`);
    await database.handle.db.execute(sql`DELETE FROM companies WHERE id = 7`);
    const [kept] = await database.handle.rows<{
      customer_id: number | null;
      company_id: number | null;
      co_worker: number | null;
    }>(sql`
      SELECT o.customer_id, o.company_id, l.co_worker_id AS co_worker
      FROM orders o JOIN order_lines l ON l.order_id = o.id WHERE o.id = ${order.id}`);
    expect(kept).toEqual({ customer_id: null, company_id: null, co_worker: null });

    await database.handle.db.execute(sql`DELETE FROM orders WHERE id = ${order.id}`);
    const [left] = await database.handle.rows<{ n: number }>(sql`
      SELECT (SELECT count(*) FROM order_lines WHERE order_id = ${order.id})
           + (SELECT count(*) FROM stock_reservations WHERE order_id = ${order.id})
           + (SELECT count(*) FROM payments WHERE order_id = ${order.id}) AS n`);
    expect(Number(left?.n)).toBe(0);
  });
});

describeMigration('0018_order_carrier_code', (database) => {
  it('gives the orders already sent the carrier their method has, and none to an order without a method', async () => {
    await database.migrateToBefore();
    await database.handle.db.execute(sql`
      INSERT INTO delivery_methods (id, carrier_code, names) VALUES
        (1, 200, '{"sv":"Standardpaket"}'), (2, 1200, '{"sv":"Ombud"}')`);
    const order = (cart: number, methodId: number | null) => sql`
      (${`00000000-0000-4000-8000-00000000001${cart}`}, 'se', 'sv-SE', 'SEK', '{"email":"ola@example.test"}',
       '{"city":"Göteborg"}', ${methodId}, 20, 100, 125, 0, 0, 0, 0, 25, 100, 125)`;
    await database.handle.db.execute(sql`
      INSERT INTO orders (cart_id, market, culture_code, currency, buyer, delivery_address, delivery_method_id,
        payment_method_id, products_net, products_gross, discount_net, discount_gross, delivery_net,
        delivery_gross, vat, total_net, total_gross)
      VALUES ${order(1, 1)}, ${order(2, 2)}, ${order(3, null)}`);

    await migrateDatabase(database.handle);

    const rows = await database.handle.rows<{ method: number | null; carrier: number | null }>(
      sql`SELECT delivery_method_id AS method, carrier_code AS carrier FROM orders ORDER BY cart_id`,
    );
    expect(rows).toEqual([
      { method: 1, carrier: 200 },
      { method: 2, carrier: 1200 },
      { method: null, carrier: null },
    ]);
  });
});

describeMigration('0020_market_time_zones', (database) => {
  it('gives the markets that have settings their time zone, keeps one set by hand, and adds none to others', async () => {
    await database.migrateToBefore();
    await database.handle.db.execute(sql`
      INSERT INTO market_settings (market_id, key, value) VALUES
        ('SE', 'HidePrice', 'False'), ('FI', 'HidePrice', 'False'), ('US', 'TimeZone', 'America/Chicago')`);

    await migrateDatabase(database.handle);

    const rows = await database.handle.rows<{ market: string; zone: string }>(
      sql`SELECT market_id AS market, value AS zone FROM market_settings WHERE key = 'TimeZone' ORDER BY market_id`,
    );
    expect(rows).toEqual([
      { market: 'FI', zone: 'Europe/Helsinki' },
      { market: 'SE', zone: 'Europe/Stockholm' },
      { market: 'US', zone: 'America/Chicago' },
    ]);
  });
});

describeMigration('0024_checkout_details', (database) => {
  it('turns each net fee into the gross it was charged at, by its market’s VAT; sales-tax markets keep theirs', async () => {
    await database.migrateToBefore();
    await database.handle.db.execute(sql`
      INSERT INTO delivery_methods (id, carrier_code, names) VALUES (1, 200, '{"sv":"Standardpaket"}')`);
    const groups = await database.handle.rows<{ id: number }>(sql`
      INSERT INTO delivery_groups (market, name, is_default)
      VALUES ('se', 'Standard', true), ('de', 'Standard', true), ('us', 'Standard', true) RETURNING id`);
    const [se, de, us] = groups.map((g) => g.id);
    await database.handle.db.execute(sql`
      INSERT INTO delivery_group_entries (delivery_group_id, delivery_method_id, fee_net)
      VALUES (${se}, 1, 4900), (${de}, 1, 595), (${us}, 1, 995)`);

    await migrateDatabase(database.handle);

    const rows = await database.handle.rows<{ market: string; fee: number }>(sql`
      SELECT g.market, e.fee_gross::int AS fee FROM delivery_group_entries e
      JOIN delivery_groups g ON g.id = e.delivery_group_id ORDER BY g.market`);
    // 49 kr + 25 % = 61,25 kr; 5,95 € + 19 % = 7,0805 €, 7,08 €; USD before tax.
    expect(rows).toEqual([
      { market: 'de', fee: 708 },
      { market: 'se', fee: 6125 },
      { market: 'us', fee: 995 },
    ]);
    const [method] = await database.handle.rows<{ min: number; max: number }>(
      sql`SELECT delivery_days_min AS min, delivery_days_max AS max FROM delivery_methods`,
    );
    expect(method).toEqual({ min: 1, max: 3 });
  });
});
