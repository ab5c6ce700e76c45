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
