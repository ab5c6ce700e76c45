import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../connection';
import { migrateDatabase } from '../migrate';
import { databaseTargets } from '../testing/databaseTargets';
import { createServerDatabase, testServerUrl } from '../testing/serverDatabase';
import { tableChecksums } from '../testing/tableChecksums';
import { CATALOGUE_TABLES, CatalogueInUseError } from './catalogue';
import { seedDemoCheckout } from './checkout';
import { DEMO_ORDER_SOURCE } from './demoOrders';
import { seedDemoPromotions } from './promotions';
import { ResetRefusedError, resetDemoCatalogue } from './reset';
import { clearDemoCatalogue, readDemoCatalogueMeta, seedDemoCatalogue } from './seed';

const TODAY = '2026-11-21';
const SMALL = { products: 20, seed: 5, today: TODAY } as const;
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

const count = async (handle: DatabaseHandle, table: string) =>
  (await handle.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`))[0]?.n;

/** A guest's order (no customer, no company): it references nothing a reset empties. */
const insertGuestOrder = (handle: DatabaseHandle, customerId: number | null = null) =>
  handle.db.execute(sql`
    INSERT INTO orders (cart_id, market, culture_code, currency, customer_id, buyer, delivery_address,
      payment_method_id, products_net, products_gross, discount_net, discount_gross, delivery_net,
      delivery_gross, vat, total_net, total_gross)
    VALUES (gen_random_uuid(), 'se', 'sv-SE', 'SEK', ${customerId}, '{"email":"gast@example.test"}',
      '{"city":"Västerås"}', 168, 10000, 12500, 0, 0, 4900, 6125, 3625, 14900, 18625)`);

const otherOrders = async (handle: DatabaseHandle) =>
  (
    await handle.rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM orders WHERE source IS DISTINCT FROM ${DEMO_ORDER_SOURCE}`,
    )
  )[0]?.n;

describe.each(databaseTargets('seed_reset_test', 2))('emptying the catalogue on $name', ({ open }) => {
  let handle: DatabaseHandle;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ handle, dispose } = await open());
    await migrateDatabase(handle);
    await seedDemoCatalogue(handle, SMALL);
  });

  afterAll(async () => {
    await dispose?.();
  });

  it("stops, deleting nothing, while another module's rows reference the catalogue, even with ON DELETE CASCADE", async () => {
    // A stand-in for a cart module: its rows point at variants and would cascade.
    await handle.db.execute(sql`
      CREATE TABLE test_cart_rows (id serial PRIMARY KEY, variant_id int NOT NULL REFERENCES variants(id) ON DELETE CASCADE)`);
    await handle.db.execute(sql`INSERT INTO test_cart_rows (variant_id) SELECT min(id) FROM variants`);
    const before = await tableChecksums(handle, CATALOGUE_TABLES);

    const refused = clearDemoCatalogue(handle);
    await expect(refused).rejects.toBeInstanceOf(CatalogueInUseError);
    await expect(refused).rejects.toThrow(/test_cart_rows holds rows that reference variants/);
    await expect(resetDemoCatalogue(handle, { ...SMALL, force: true })).rejects.toBeInstanceOf(
      CatalogueInUseError,
    );
    expect(await tableChecksums(handle, CATALOGUE_TABLES)).toEqual(before);
    expect(await count(handle, 'test_cart_rows')).toBe(1);
    expect(await readDemoCatalogueMeta(handle)).not.toBeNull();

    // With the referencing table empty (but still there, so TRUNCATE is impossible) rows are deleted.
    await handle.db.execute(sql`DELETE FROM test_cart_rows`);
    await clearDemoCatalogue(handle);
    for (const table of CATALOGUE_TABLES) expect(await count(handle, table), table).toBe(0);
    expect(await readDemoCatalogueMeta(handle)).toBeNull();

    await handle.db.execute(sql`DROP TABLE test_cart_rows`);
    await seedDemoCatalogue(handle, SMALL);
  }, 60_000);

  it('refuses a reset once orders exist, unless forced, and never touches the orders', async () => {
    await seedDemoCatalogue(handle, SMALL);
    // The demo's own orders do not stop a reset: it replaces them with the rest of the demo.
    await seedDemoCheckout(handle);
    await resetDemoCatalogue(handle, SMALL);
    expect(await otherOrders(handle)).toBe(0);
    await insertGuestOrder(handle);
    const before = await tableChecksums(handle, CATALOGUE_TABLES);

    const refused = resetDemoCatalogue(handle, { ...SMALL, seed: 6 });
    await expect(refused).rejects.toBeInstanceOf(ResetRefusedError);
    await expect(refused).rejects.toThrow(/1 order\(s\).*--force/);
    expect(await tableChecksums(handle, CATALOGUE_TABLES)).toEqual(before);

    const forced = await resetDemoCatalogue(handle, { ...SMALL, seed: 6, force: true });
    expect(forced.options.seed).toBe(6);
    expect(await tableChecksums(handle, CATALOGUE_TABLES)).not.toEqual(before);
    expect(await otherOrders(handle)).toBe(1);

    // An order of one of the demo world's people stops even a forced reset: losing its buyer would
    // hide it from them.
    const [person] = await handle.rows<{ id: number }>(sql`SELECT min(id) AS id FROM customers`);
    await insertGuestOrder(handle, person!.id);
    await expect(resetDemoCatalogue(handle, { ...SMALL, force: true })).rejects.toThrow(
      /orders holds rows that reference customers/,
    );
    expect(await otherOrders(handle)).toBe(2);
    await handle.db.execute(sql`DELETE FROM orders`);
  }, 60_000);

  it('replaces the demo world too, with its sign-in state, though companies reference price lists', async () => {
    await seedDemoCatalogue(handle, SMALL);
    // Sign-in state of a demo account: a session with a refresh token, a reset link, a throttle row.
    await handle.db.execute(sql`
      INSERT INTO auth_sessions (id, account_id, company_id, market_name, expires_at)
      SELECT 'demo-session', id, 1, 'se', now() + interval '1 day' FROM accounts ORDER BY id LIMIT 1`);
    await handle.db.execute(sql`
      INSERT INTO refresh_tokens (token_hash, session_id, expires_at) VALUES ('h1', 'demo-session', now() + interval '1 day')`);
    await handle.db.execute(sql`
      INSERT INTO password_resets (token_hash, account_id, expires_at)
      SELECT 'r1', id, now() + interval '1 hour' FROM accounts ORDER BY id LIMIT 1`);
    await handle.db.execute(sql`INSERT INTO login_throttle (key, failures) VALUES ('address:127.0.0.1', 3)`);
    const accounts = await handle.rows<{ login_name: string }>(
      sql`SELECT login_name FROM accounts ORDER BY id`,
    );

    await resetDemoCatalogue(handle, SMALL);
    for (const table of ['auth_sessions', 'refresh_tokens', 'password_resets', 'login_throttle']) {
      expect(await count(handle, table), table).toBe(0);
    }
    expect(await handle.rows(sql`SELECT login_name FROM accounts ORDER BY id`)).toEqual(accounts);
    expect(await count(handle, 'companies')).toBeGreaterThan(0);
    const [orphans] = await handle.rows<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM companies c LEFT JOIN price_lists pl ON pl.id = c.primary_price_list_id
      WHERE c.primary_price_list_id IS NOT NULL AND pl.id IS NULL`);
    expect(orphans?.n).toBe(0);
  }, 60_000);

  it('leaves anonymous carts alone, removes the carts of the demo world with their owners, and replaces the demo promotions', async () => {
    await seedDemoCatalogue(handle, SMALL);
    await seedDemoPromotions(handle);
    const [owner] = await handle.rows<{ id: number }>(sql`SELECT min(id) AS id FROM customers`);
    const [sku] = await handle.rows<{ sku: string }>(sql`SELECT min(sku) AS sku FROM skus`);
    const [anonymous] = await handle.rows<{ id: string }>(
      sql`INSERT INTO carts (market) VALUES ('se') RETURNING id`,
    );
    const [owned] = await handle.rows<{ id: string }>(
      sql`INSERT INTO carts (owner_customer_id, market) VALUES (${owner!.id}, 'se') RETURNING id`,
    );
    for (const cart of [anonymous!.id, owned!.id]) {
      await handle.db.execute(
        sql`INSERT INTO cart_rows (cart_id, row_number, sku, quantity, co_worker_id) VALUES (${cart}, 1, ${sku!.sku}, 2, ${owner!.id})`,
      );
      await handle.db.execute(
        sql`INSERT INTO cart_metadata (cart_id, key, value) VALUES (${cart}, 'PromotionCode', 'LIMITED5')`,
      );
      await handle.db.execute(
        sql`INSERT INTO promotion_uses (promotion_id, cart_id) SELECT id, ${cart}::uuid FROM promotions WHERE code = 'LIMITED5'`,
      );
    }

    // Another seed: the anonymous cart's sku may leave the catalogue; its row stays, to be found unpriced.
    await resetDemoCatalogue(handle, { ...SMALL, seed: 7 });

    expect(await handle.rows(sql`SELECT id FROM carts`)).toEqual([{ id: anonymous!.id }]);
    expect(
      await handle.rows(
        sql`SELECT sku, quantity, co_worker_id FROM cart_rows WHERE cart_id = ${anonymous!.id}`,
      ),
    ).toEqual([{ sku: sku!.sku, quantity: 2, co_worker_id: null }]);
    expect(await count(handle, 'cart_metadata')).toBe(1);
    // The old LIMITED5 went with the reset (and its use with it); the new one is free.
    expect(await count(handle, 'promotion_uses')).toBe(0);
    const [limited] = await handle.rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM promotions WHERE code = 'LIMITED5'`,
    );
    expect(limited?.n).toBe(1);

    await handle.db.execute(sql`DELETE FROM carts`);
  }, 60_000);
});

function runSeedScript(
  databaseUrl: string,
  args: string[],
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'packages/db/scripts/seed.ts', ...args], {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_URL: databaseUrl },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, output }));
  });
}

describe('seed --reset on the command line', () => {
  const serverUrl = testServerUrl();

  it('refuses with orders present, and replaces only the catalogue with --force', async (ctx) => {
    if (!serverUrl) return ctx.skip('runs the script against the PostgreSQL server (TEST_DATABASE_URL)');
    const database = await createServerDatabase('seed_cli_test', serverUrl);
    const handle = await openDatabase({ url: database.url, poolSize: 1 });
    try {
      const args = ['--products', '20', '--seed', '5', '--today', TODAY];
      const first = await runSeedScript(database.url, args);
      expect(first.output).toContain('Demo catalogue: 20 products, seed 5');
      expect(first.code).toBe(0);
      await insertGuestOrder(handle);

      const refused = await runSeedScript(database.url, [...args, '--reset']);
      expect(refused.code).toBe(1);
      expect(refused.output).toMatch(/holds 1 order\(s\).*Pass --force/);
      expect((await readDemoCatalogueMeta(handle))?.options.seed).toBe(5);

      const forced = await runSeedScript(database.url, [
        '--products',
        '20',
        '--seed',
        '9',
        '--reset',
        '--force',
      ]);
      expect(forced.code).toBe(0);
      expect((await readDemoCatalogueMeta(handle))?.options.seed).toBe(9);
      expect(await otherOrders(handle)).toBe(1);
    } finally {
      await handle.close();
      await database.dispose();
    }
  }, 180_000);
});
