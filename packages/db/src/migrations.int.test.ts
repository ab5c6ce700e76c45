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

describe.each(targets)('migration 0007_size_guide_pdf_urls on $name', ({ open }) => {
  let handle: DatabaseHandle;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ handle, dispose } = await open());
  });

  afterAll(async () => {
    await dispose?.();
  });

  it("moves the demo's old size-guide PDF URLs to the document service and leaves other URLs alone", async () => {
    await migrateUpTo(handle, '0007_size_guide_pdf_urls');
    // What the demo seed wrote before the document service existed, plus rows it never wrote.
    await handle.db.execute(sql`
      INSERT INTO size_guides (id, code, fallback_pdf_url) VALUES
        (1, 'tops', '/documents/size-guides/tops.pdf'),
        (2, 'trousers', '/documents/size-guides/trousers.pdf'),
        (3, 'footwear', NULL),
        (4, 'gloves', 'https://example.com/gloves.pdf'),
        (5, 'vests', '/documents/size-guides/other.pdf')`);

    await migrateDatabase(handle);

    const rows = await handle.rows<{ code: string; url: string | null }>(
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

describe.each(targets)('migration 0011_customer_addresses on $name', ({ open }) => {
  let handle: DatabaseHandle;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ handle, dispose } = await open());
  });

  afterAll(async () => {
    await dispose?.();
  });

  it('adds addresses to the customers already there, ordered by position, removed with their customer', async () => {
    await migrateUpTo(handle, '0011_customer_addresses');
    // A customer written before customer addresses existed.
    await handle.db.execute(sql`
      INSERT INTO customers (id, customer_code, first_name, last_name, email_address, market_name, language)
      VALUES (41, 'MIG0011', 'Åsa', 'Öberg', 'asa@example.test', 'se', 'sv')`);

    await migrateDatabase(handle);

    await handle.db.execute(sql`
      INSERT INTO customer_addresses (customer_id, position, address_line1, zip_code, city, country_id)
      VALUES (41, 1, 'Storgatan 2', '111 22', 'Stockholm', 752), (41, 0, 'Sjövägen 9', '831 30', 'Östersund', 752)`);
    const rows = await handle.rows<{ line: string; care_of: string | null }>(
      sql`SELECT address_line1 AS line, care_of FROM customer_addresses WHERE customer_id = 41 ORDER BY position`,
    );
    expect(rows).toEqual([
      { line: 'Sjövägen 9', care_of: null },
      { line: 'Storgatan 2', care_of: null },
    ]);
    await expect(
      handle.db.execute(sql`
        INSERT INTO customer_addresses (customer_id, address_line1, zip_code, city, country_id)
        VALUES (999999, 'Nowhere 1', '000 00', 'Ingenstans', 752)`),
    ).rejects.toThrow();
    await handle.db.execute(sql`DELETE FROM customers WHERE id = 41`);
    const [left] = await handle.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM customer_addresses`);
    expect(left?.n).toBe(0);
  });
});

describe.each(targets)('migration 0013_carts_and_promotions on $name', ({ open }) => {
  let handle: DatabaseHandle;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ handle, dispose } = await open());
    await migrateUpTo(handle, '0013_carts_and_promotions');
    // A product and a buyer written before carts existed.
    await handle.db.execute(sql`INSERT INTO categories (id, code) VALUES (1, 'MIG0013')`);
    await handle.db.execute(sql`
      INSERT INTO products (id, base_part_no, unique_name, primary_category_id, manufacturer_id)
      VALUES (1, '10010013', 'mig-0013', 1, 'M1')`);
    await handle.db.execute(sql`INSERT INTO companies (id, name, market_name) VALUES (7, 'Bygg AB', 'se')`);
    await handle.db.execute(sql`
      INSERT INTO customers (id, customer_code, first_name, last_name, email_address, market_name, language)
      VALUES (41, 'MIG0013', 'Åsa', 'Öberg', 'asa@example.test', 'se', 'sv')`);
    await migrateDatabase(handle);
  });

  afterAll(async () => {
    await dispose?.();
  });

  it('gives the products already there a quantity factor of 1 and refuses one below 1', async () => {
    const [product] = await handle.rows<{ factor: number }>(
      sql`SELECT quantity_factor AS factor FROM products WHERE id = 1`,
    );
    expect(product?.factor).toBe(1);
    await expect(
      handle.db.execute(sql`UPDATE products SET quantity_factor = 0 WHERE id = 1`),
    ).rejects.toThrow();
  });

  it('keeps one active cart per signed-in owner, any number of saved or anonymous ones', async () => {
    await handle.db.execute(sql`
      INSERT INTO carts (owner_customer_id, owner_company_id, punchout_session, market, status, is_active) VALUES
        (41, 7, NULL, 'se', 'default', true),
        (41, 7, NULL, 'se', 'saved', false),
        (41, 7, NULL, 'se', 'saved', false),
        (41, 7, 'sid-1', 'se', 'default', true),
        (41, NULL, NULL, 'se', 'default', true),
        (NULL, NULL, NULL, 'se', 'default', true),
        (NULL, NULL, NULL, 'se', 'default', true)`);
    await expect(
      handle.db.execute(
        sql`INSERT INTO carts (owner_customer_id, owner_company_id, market) VALUES (41, 7, 'se')`,
      ),
    ).rejects.toThrow();
    await expect(
      handle.db.execute(sql`INSERT INTO carts (owner_customer_id, market) VALUES (41, 'se')`),
    ).rejects.toThrow();
  });

  it('keeps rows without a foreign key to skus, checks quantities and removes rows, metadata and uses with their cart', async () => {
    const [cart] = await handle.rows<{ id: string }>(
      sql`INSERT INTO carts (market) VALUES ('se') RETURNING id`,
    );
    const cartId = cart!.id;
    await handle.db.execute(sql`
      INSERT INTO promotions (code, name, discount_type, percent_basis_points, usage_limit)
      VALUES ('LIMITED5', 'Limited', 1, 1000, 5)`);
    // No sku row exists: the row is kept and left for the cart to find unpriced.
    await handle.db.execute(
      sql`INSERT INTO cart_rows (cart_id, row_number, sku, quantity) VALUES (${cartId}, 1, 'GONE00000001', 3)`,
    );
    await handle.db.execute(
      sql`INSERT INTO cart_metadata (cart_id, key, value) VALUES (${cartId}, 'PromotionCode', 'LIMITED5')`,
    );
    await handle.db.execute(
      sql`INSERT INTO promotion_uses (promotion_id, cart_id) SELECT id, ${cartId}::uuid FROM promotions`,
    );
    for (const quantity of [0, 10000]) {
      await expect(
        handle.db.execute(
          sql`INSERT INTO cart_rows (cart_id, row_number, sku, quantity) VALUES (${cartId}, 2, 'X', ${quantity})`,
        ),
      ).rejects.toThrow();
    }
    await expect(
      handle.db.execute(
        sql`INSERT INTO cart_rows (cart_id, row_number, sku, quantity) VALUES (${cartId}, 1, 'X', 1)`,
      ),
    ).rejects.toThrow();

    await handle.db.execute(sql`DELETE FROM carts WHERE id = ${cartId}`);
    const [left] = await handle.rows<{ n: number }>(sql`
      SELECT (SELECT count(*) FROM cart_rows WHERE cart_id = ${cartId})
           + (SELECT count(*) FROM cart_metadata WHERE cart_id = ${cartId})
           + (SELECT count(*) FROM promotion_uses WHERE cart_id = ${cartId}) AS n`);
    expect(Number(left?.n)).toBe(0);
  });

  it('keeps promotion codes unique whatever the case and checks the discount type and amount', async () => {
    await expect(
      handle.db.execute(sql`
        INSERT INTO promotions (code, name, discount_type, percent_basis_points) VALUES ('limited5', 'Again', 1, 500)`),
    ).rejects.toThrow();
    await expect(
      handle.db.execute(
        sql`INSERT INTO promotions (name, discount_type, percent_basis_points) VALUES ('Three', 3, 500)`,
      ),
    ).rejects.toThrow();
    await expect(
      handle.db.execute(
        sql`INSERT INTO promotions (name, discount_type, amount_minor) VALUES ('No currency', 1, 500)`,
      ),
    ).rejects.toThrow();
    await expect(
      handle.db.execute(sql`INSERT INTO promotions (name, discount_type) VALUES ('No gift', 5)`),
    ).rejects.toThrow();
    // Automatic engine promotions have no code; any number of them.
    await handle.db.execute(sql`
      INSERT INTO promotions (name, discount_type, percent_basis_points, engine)
      VALUES ('Auto one', 4, 1000, true), ('Auto two', 6, 10000, true)`);
  });
});
