import { FEATURE_FLAG_KEYS, MARKETS, PRICE_LIST_TYPES, ROLE, ROLE_CODES } from '@workwear/domain';
import { verifyPassword } from '@workwear/server/passwordHash';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../connection';
import { migrateDatabase } from '../migrate';
import { databaseTargets } from '../testing/databaseTargets';
import { CART_TABLES, ORDER_TABLES } from './catalogue';
import { DEMO_BOOLEAN_SETTINGS } from './companySettings';
import { DEMO_ACCOUNTS } from './demoAccounts';
import { DEMO_FLAGS_ON } from './featureFlags';
import { NAMED_COMPANIES } from './namedCompanies';
import { seedDemoCatalogue } from './seed';
import { DEMO_WORLD_KEY, ensureDemoWorld, readDemoWorldMeta } from './world';
import { WORLD_TABLES } from './worldTables';

const OPTIONS = { products: 40, seed: 7, today: '2026-11-21' } as const;

/**
 * The deterministic columns of the world's tables (not created_at, not the password hash, whose salt is
 * drawn per process), for "same seed, same rows".
 */
const WORLD_SELECTS: Readonly<Record<string, string>> = {
  companies:
    'SELECT id, parent_id, name, market_name, coop_code, org_no, vat_no, email_address, phone_number, web, inner_company, punch_out_type, primary_price_list_id, blocked, default_amount, invoice_credit_stop_amount FROM companies ORDER BY id',
  company_addresses:
    'SELECT company_id, kind, position, care_of, address_line1, zip_code, city, region, country_id FROM company_addresses ORDER BY company_id, kind, position',
  company_settings: 'SELECT * FROM company_settings ORDER BY company_id, key',
  company_price_lists: 'SELECT * FROM company_price_lists ORDER BY company_id, price_list_id',
  company_project_attestants: 'SELECT * FROM company_project_attestants ORDER BY company_id, project_number',
  customers:
    'SELECT id, customer_code, first_name, last_name, email_address, phone_number, market_name, language FROM customers ORDER BY id',
  customer_info: 'SELECT * FROM customer_info ORDER BY customer_id, key',
  customer_companies: 'SELECT * FROM customer_companies ORDER BY customer_id, company_id',
  customer_addresses:
    'SELECT customer_id, position, care_of, address_line1, zip_code, city, region, country_id FROM customer_addresses ORDER BY customer_id, position',
  accounts: 'SELECT id, customer_id, login_name, role_id, is_active FROM accounts ORDER BY id',
  feature_flags: 'SELECT * FROM feature_flags ORDER BY key, market_id',
  price_lists: 'SELECT * FROM price_lists ORDER BY id',
  variant_prices: 'SELECT * FROM variant_prices ORDER BY price_list_id, variant_id',
};

async function worldChecksums(handle: DatabaseHandle): Promise<Record<string, string>> {
  const sums: Record<string, string> = {};
  for (const [table, select] of Object.entries(WORLD_SELECTS)) {
    const [row] = await handle.rows<{ n: number; sum: string | null }>(
      sql.raw(`SELECT count(*)::int AS n, md5(string_agg(t::text, '|')) AS sum FROM (${select}) t`),
    );
    sums[table] = `${row?.n}:${row?.sum}`;
  }
  return sums;
}

async function count(handle: DatabaseHandle, query: SQL): Promise<number> {
  const [row] = await handle.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM (${query}) q`);
  return row?.n ?? -1;
}

describe.each(databaseTargets('demo_world_test', 2))('demo world on $name', ({ open }) => {
  let handle: DatabaseHandle;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ handle, dispose } = await open());
    await migrateDatabase(handle);
    await seedDemoCatalogue(handle, OPTIONS);
  }, 60_000);

  afterAll(async () => {
    await dispose?.();
  });

  it('has an active account for every role whose published password verifies', async () => {
    const accounts = await handle.rows<{ login_name: string; role_id: number; password_hash: string }>(
      sql`SELECT login_name, role_id, password_hash FROM accounts WHERE is_active`,
    );
    for (const role of ROLE_CODES) expect(accounts.map((a) => a.role_id)).toContain(role);
    for (const demo of DEMO_ACCOUNTS) {
      const account = accounts.find((a) => a.login_name === demo.login);
      expect(account?.role_id, demo.login).toBe(demo.roleId);
      expect(await verifyPassword(demo.password, account?.password_hash ?? ''), demo.login).toBe(true);
      expect(demo.password.length).toBeGreaterThanOrEqual(10);
    }
    expect(await verifyPassword('Workwear-User-2025', accounts[0]?.password_hash ?? '')).toBe(false);
  });

  it('has super customer admins, a user of two companies and consumers without a company', async () => {
    const supers = await handle.rows<{ login_name: string }>(sql`
      SELECT a.login_name FROM accounts a JOIN customer_info i ON i.customer_id = a.customer_id
      WHERE a.role_id = ${ROLE.CustomerAdmin} AND i.key = 'IsSuperCustomerAdmin' AND i.value = 'True'
      ORDER BY a.id`);
    expect(supers.map((s) => s.login_name)).toEqual([
      'michael.superadmin@demo.workwear.test',
      'henrik.superadmin@demo.workwear.test',
      'guenther.superadmin@demo.workwear.test',
      'david.superadmin@demo.workwear.test',
      'ursula.superadmin@demo.workwear.test',
    ]);
    const twoCompanies = await handle.rows<{ login_name: string; companies: number; defaults: number }>(sql`
      SELECT a.login_name, count(*)::int AS companies, count(*) FILTER (WHERE cc.is_default)::int AS defaults
      FROM accounts a JOIN customer_companies cc ON cc.customer_id = a.customer_id
      GROUP BY a.login_name HAVING count(*) > 1`);
    expect(twoCompanies).toEqual([{ login_name: 'anna.user@demo.workwear.test', companies: 2, defaults: 1 }]);
    const consumers = await handle.rows<{ market_name: string; companies: number }>(sql`
      SELECT c.market_name, (SELECT count(*)::int FROM customer_companies cc WHERE cc.customer_id = c.id) AS companies
      FROM accounts a JOIN customers c ON c.id = a.customer_id WHERE a.role_id = ${ROLE.B2C}`);
    expect(consumers.length).toBeGreaterThanOrEqual(1);
    for (const consumer of consumers) expect(consumer).toEqual({ market_name: 'se', companies: 0 });
    // Consumers have a home to deliver to; some workers a personal address beside their company's.
    const addressed = await handle.rows<{ role_id: number; addresses: number }>(sql`
      SELECT a.role_id, (SELECT count(*)::int FROM customer_addresses ca WHERE ca.customer_id = a.customer_id) AS addresses
      FROM accounts a WHERE a.role_id IN (${ROLE.B2C}, ${ROLE.User})`);
    for (const consumer of addressed.filter((a) => a.role_id === ROLE.B2C))
      expect(consumer.addresses).toBeGreaterThan(0);
    expect(addressed.filter((a) => a.role_id === ROLE.User && a.addresses > 0).length).toBeGreaterThan(0);
  });

  it('has three parents with children in se, de and us, and a punch-out company with a user', async () => {
    const parents = await handle.rows<{ name: string; markets: string[] }>(sql`
      SELECT p.name, array_agg(DISTINCT c.market_name ORDER BY c.market_name) AS markets
      FROM companies p JOIN companies c ON c.parent_id = p.id GROUP BY p.name ORDER BY p.name`);
    expect(parents).toHaveLength(3);
    for (const parent of parents) expect(parent.markets, parent.name).toEqual(['de', 'se', 'us']);
    expect(parents.map((p) => p.name)).toContain('Müller & Söhne Gebäudeservice GmbH');

    const punchOut = await handle.rows<{ punch_out_type: string; users: number }>(sql`
      SELECT c.punch_out_type, count(cc.customer_id)::int AS users FROM companies c
      JOIN customer_companies cc ON cc.company_id = c.id WHERE c.punch_out_type IS NOT NULL
      GROUP BY c.id`);
    expect(punchOut).toEqual([{ punch_out_type: 'OCI4', users: 1 }]);

    expect(
      await count(
        handle,
        sql`SELECT 1 FROM companies c WHERE NOT EXISTS (SELECT 1 FROM company_addresses a WHERE a.company_id = c.id AND a.kind = 'delivery')
            OR NOT EXISTS (SELECT 1 FROM company_addresses a WHERE a.company_id = c.id AND a.kind = 'invoice')`,
      ),
    ).toBe(0);
  });

  it('stores every demo setting for every company, as text, with values that differ between companies', async () => {
    const keys = await handle.rows<{ key: string; values: string[]; companies: number }>(sql`
      SELECT key, array_agg(DISTINCT value ORDER BY value) AS values, count(*)::int AS companies
      FROM company_settings GROUP BY key`);
    const companies = await count(handle, sql`SELECT 1 FROM companies`);
    for (const key of [...DEMO_BOOLEAN_SETTINGS, 'FormViewRules']) {
      const row = keys.find((k) => k.key === key);
      expect(row?.companies, key).toBe(companies);
      expect(row?.values.length, key).toBeGreaterThan(1);
      if (key !== 'FormViewRules') expect(row?.values, key).toEqual(['False', 'True']);
    }
    const rules = keys.find((k) => k.key === 'FormViewRules')?.values ?? [];
    for (const value of rules) expect(() => JSON.parse(value)).not.toThrow();
    expect(rules).toContain(
      '[{"context":"Checkout","rules":[{"ruleName":"ProjectNumber","ruleType":"Required"}]}]',
    );
  });

  it('has a blocked company whose user signs in (code 3), and a company with a user for each checkout setting', async () => {
    const blocked = await handle.rows<{ name: string; login_name: string; is_active: boolean }>(sql`
      SELECT c.name, a.login_name, a.is_active FROM companies c
      JOIN customer_companies cc ON cc.company_id = c.id JOIN accounts a ON a.customer_id = cc.customer_id
      WHERE c.blocked`);
    expect(blocked).toEqual([
      { name: 'Great Lakes Energi Sverige AB', login_name: 'nils.user@demo.workwear.test', is_active: true },
    ]);
    // Each setting the checkout reads is set on a company someone can sign in to.
    const withUser = (key: string, value: string) =>
      handle.rows<{ name: string }>(sql`
        SELECT DISTINCT c.name FROM companies c JOIN company_settings s ON s.company_id = c.id
        JOIN customer_companies cc ON cc.company_id = c.id JOIN accounts a ON a.customer_id = cc.customer_id
        WHERE s.key = ${key} AND s.value = ${value} AND a.is_active ORDER BY c.name`);
    expect(await withUser('AllowInvoicePayment', 'False')).toEqual([
      { name: 'Great Lakes Field Services LLC' },
    ]);
    for (const key of [
      'UseProjectNumber',
      'UseOrderNumber',
      'DisableCheckout',
      'LockDeliveryAddressInCheckout',
      'ActivateChooseDeliveryCountryInCheckout',
      'ActivateWeeklyDelivery',
    ]) {
      expect((await withUser(key, 'True')).length, key).toBeGreaterThan(0);
    }
    const both = await handle.rows<{ name: string }>(sql`
      SELECT c.name FROM companies c WHERE
        (SELECT value FROM company_settings WHERE company_id = c.id AND key = 'UseProjectNumber') = 'True'
        AND (SELECT value FROM company_settings WHERE company_id = c.id AND key = 'UseOrderNumber') = 'True'
        AND EXISTS (SELECT 1 FROM customer_companies cc WHERE cc.company_id = c.id)`);
    expect(both.map((b) => b.name)).toContain('Nordbygg Entreprenad AB');
    expect(
      await withUser(
        'FormViewRules',
        '[{"context":"Checkout","rules":[{"ruleName":"OrderLabel","ruleType":"Required"}]}]',
      ),
    ).toEqual([{ name: 'Müller & Söhne Gebäudeservice GmbH' }]);
  });

  it('has a price list of every type with prices, and primary and allowed lists per company', async () => {
    const types = await handle.rows<{ type: number }>(sql`
      SELECT DISTINCT pl.type FROM price_lists pl WHERE EXISTS (SELECT 1 FROM variant_prices vp WHERE vp.price_list_id = pl.id)
      ORDER BY pl.type`);
    expect(types.map((t) => t.type)).toEqual([...PRICE_LIST_TYPES].sort((a, b) => a - b));
    // Every company's lists are of its own market; its primary list is among its allowed ones.
    expect(
      await count(
        handle,
        sql`SELECT 1 FROM company_price_lists cpl JOIN companies c ON c.id = cpl.company_id
            JOIN price_lists pl ON pl.id = cpl.price_list_id WHERE pl.market_name <> c.market_name`,
      ),
    ).toBe(0);
    expect(
      await count(
        handle,
        sql`SELECT 1 FROM companies c WHERE c.primary_price_list_id IS NOT NULL AND NOT EXISTS (
              SELECT 1 FROM company_price_lists cpl WHERE cpl.company_id = c.id AND cpl.price_list_id = c.primary_price_list_id)`,
      ),
    ).toBe(0);
    const withAgreement = await count(
      handle,
      sql`SELECT DISTINCT c.id FROM companies c JOIN price_lists pl ON pl.id = c.primary_price_list_id WHERE pl.type = 5`,
    );
    expect(withAgreement).toBe(NAMED_COMPANIES.filter((c) => c.agreementDiscount !== null).length);
  });

  it('gives two companies of a market different agreement prices for the same variant, below the public one', async () => {
    const rows = await handle.rows<{ a: number; b: number; public_price: number }>(sql`
      SELECT va.price AS a, vb.price AS b, pub.price AS public_price
      FROM companies ca JOIN companies cb ON cb.market_name = ca.market_name AND cb.id > ca.id
      JOIN variant_prices va ON va.price_list_id = ca.primary_price_list_id
      JOIN variant_prices vb ON vb.price_list_id = cb.primary_price_list_id AND vb.variant_id = va.variant_id
      JOIN price_lists pa ON pa.id = ca.primary_price_list_id AND pa.type = 5
      JOIN price_lists pb ON pb.id = cb.primary_price_list_id AND pb.type = 5
      JOIN price_lists pp ON pp.market_name = ca.market_name AND pp.type = 0
      JOIN variant_prices pub ON pub.price_list_id = pp.id AND pub.variant_id = va.variant_id`);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.a !== r.b)).toBe(true);
    for (const r of rows) {
      expect(r.a).toBeLessThan(r.public_price);
      expect(r.b).toBeLessThan(r.public_price);
    }
    expect(
      await count(handle, sql`SELECT 1 FROM variant_prices WHERE price <= 0 OR price_inc_vat < price`),
    ).toBe(0);
  });

  it('has every feature flag in every market, on only where the demo says', async () => {
    const flags = await handle.rows<{ key: string; market_id: string; enabled: boolean }>(
      sql`SELECT key, market_id, enabled FROM feature_flags`,
    );
    expect(flags).toHaveLength(FEATURE_FLAG_KEYS.length * MARKETS.length);
    const on = flags.filter((f) => f.enabled).map((f) => `${f.market_id}:${f.key}`);
    const expected = Object.entries(DEMO_FLAGS_ON).flatMap(([market, keys]) =>
      (keys ?? []).map((k) => `${market}:${k}`),
    );
    expect(on.sort()).toEqual(expected.sort());
  });

  it('gives the same rows for the same seed and other prices for another seed', async () => {
    const first = await worldChecksums(handle);
    await seedDemoCatalogue(handle, OPTIONS);
    expect(await worldChecksums(handle)).toEqual(first);
    await seedDemoCatalogue(handle, { ...OPTIONS, seed: 8 });
    const other = await worldChecksums(handle);
    expect(other.variant_prices).not.toBe(first.variant_prices);
    expect(other.companies).not.toBe(first.companies);
    await seedDemoCatalogue(handle, OPTIONS);
  }, 60_000);

  it('scales to N companies with an agreement list each, and a user each', async () => {
    await seedDemoCatalogue(handle, { ...OPTIONS, companies: 60 });
    const agreements = await count(
      handle,
      sql`SELECT DISTINCT c.id FROM companies c JOIN price_lists pl ON pl.id = c.primary_price_list_id
          WHERE pl.type = 5 AND EXISTS (SELECT 1 FROM variant_prices vp WHERE vp.price_list_id = pl.id)`,
    );
    expect(agreements).toBe(60);
    expect(
      await count(
        handle,
        sql`SELECT 1 FROM companies c WHERE c.id > ${NAMED_COMPANIES.length}
            AND NOT EXISTS (SELECT 1 FROM customer_companies cc WHERE cc.company_id = c.id)`,
      ),
    ).toBe(0);
    expect((await readDemoWorldMeta(handle))?.companiesWithAgreement).toBe(60);
    await seedDemoCatalogue(handle, OPTIONS);
  }, 60_000);

  it('adds the world to a demo catalogue seeded before it, once, and never over rows that are there', async () => {
    const before = await worldChecksums(handle);
    // A database seeded before the world existed: the catalogue and its two agreement lists only.
    // The cart and order tables (empty) reference the world's people, and TRUNCATE must name them too.
    const tables = sql.join(
      [...CART_TABLES, ...ORDER_TABLES, ...WORLD_TABLES].map((t) => sql.identifier(t)),
      sql`, `,
    );
    await handle.db.execute(sql`TRUNCATE ${tables}`);
    await handle.db.execute(sql`DELETE FROM price_lists WHERE id > 25`);
    await handle.db.execute(sql`DELETE FROM app_meta WHERE key = ${DEMO_WORLD_KEY}`);

    const added = await ensureDemoWorld(handle, OPTIONS, 0);
    expect(added.seeded).toBe(true);
    expect(await worldChecksums(handle)).toEqual(before);
    expect(await ensureDemoWorld(handle, OPTIONS, 0)).toMatchObject({ seeded: false, reason: 'present' });
    expect(await ensureDemoWorld(handle, null, 0)).toMatchObject({ seeded: false, reason: 'present' });

    await handle.db.execute(sql`DELETE FROM app_meta WHERE key = ${DEMO_WORLD_KEY}`);
    expect(await ensureDemoWorld(handle, OPTIONS, 0)).toMatchObject({
      seeded: false,
      reason: 'not_empty',
      table: 'accounts',
    });
    expect(await worldChecksums(handle)).toEqual(before);
    await seedDemoCatalogue(handle, OPTIONS);
  }, 60_000);
});
