import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type DatabaseHandle, migrateDatabase, migrationsFolder, openDatabase } from '@workwear/db';
import { CATALOGUE_TABLES, DEMO_CATALOGUE_KEY, seedDemoCatalogue, seedDemoSettings } from '@workwear/db/demo';
import {
  createServerDatabase,
  type ServerDatabase,
  tableChecksums,
  testServerUrl,
} from '@workwear/db/testing';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { startApiProcess } from './testing/apiProcess';

const serverUrl = testServerUrl();
const NEEDS_SERVER = 'starts real API processes on the PostgreSQL server (TEST_DATABASE_URL)';

/** What must survive a start: the catalogue, the market settings and the top messages. */
const KEPT_TABLES = [...CATALOGUE_TABLES, 'market_settings', 'top_messages'];

describe('a real start of the API on the PostgreSQL server', () => {
  let database: ServerDatabase | undefined;
  let handle: DatabaseHandle | undefined;

  afterEach(async () => {
    await handle?.close();
    await database?.dispose();
    handle = undefined;
    database = undefined;
  });

  it('leaves a catalogue without the demo marker untouched, even with DEMO_DATA=1', async (ctx) => {
    if (!serverUrl) return ctx.skip(NEEDS_SERVER);
    database = await createServerDatabase('startup_keeps_catalogue', serverUrl);
    handle = await openDatabase({ url: database.url, poolSize: 2 });
    await migrateDatabase(handle);
    // A shop's own catalogue: what an import leaves behind (rows and read models, no demo marker).
    await seedDemoCatalogue(handle, { products: 20, seed: 11, today: '2026-11-21' });
    await seedDemoSettings(handle);
    await handle.db.execute(sql`DELETE FROM app_meta WHERE key IN (${DEMO_CATALOGUE_KEY}, 'demo_settings')`);
    await handle.db.execute(sql`UPDATE products SET unique_name = unique_name || '-imported' WHERE id = 1`);
    const before = await tableChecksums(handle, KEPT_TABLES);

    const api = await startApiProcess({ DATABASE_URL: database.url, DEMO_DATA: '1', DEMO_PRODUCTS: '30' });
    await api.stop();

    expect(await tableChecksums(handle, KEPT_TABLES)).toEqual(before);
    const markers = await handle.rows(
      sql`SELECT key FROM app_meta WHERE key IN (${DEMO_CATALOGUE_KEY}, 'demo_settings')`,
    );
    expect(markers).toEqual([]);
    expect(api.output()).toContain('the catalogue holds data that is not the demo: left untouched');
  }, 300_000);

  it('lets two processes start on one fresh database at once: both come up, every migration applies once', async (ctx) => {
    if (!serverUrl) return ctx.skip(NEEDS_SERVER);
    database = await createServerDatabase('startup_concurrent', serverUrl);
    const env = { DATABASE_URL: database.url, DEMO_DATA: '1', DEMO_PRODUCTS: '20' };
    const apis = await Promise.all([startApiProcess(env), startApiProcess(env)]);
    await Promise.all(apis.map((api) => api.stop()));

    handle = await openDatabase({ url: database.url, poolSize: 1 });
    const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    const [applied] = await handle.rows<{ rows: number; hashes: number }>(
      sql`SELECT count(*)::int AS rows, count(DISTINCT hash)::int AS hashes FROM drizzle.__drizzle_migrations`,
    );
    expect(applied).toEqual({ rows: journal.entries.length, hashes: journal.entries.length });
    // The demo seed, under its own lock, ran once as well.
    const [products] = await handle.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM products`);
    expect(products?.n).toBe(20);
  }, 300_000);
});
