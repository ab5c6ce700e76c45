import { sql } from 'drizzle-orm';
import { ADVISORY_LOCK } from '../advisoryLocks';
import type { DatabaseHandle } from '../connection';
import { inTransaction } from '../unitOfWork';
import { accountRows } from './accounts';
import { type BulkValue, bulkInsert } from './bulkInsert';
import {
  type CompanyPlan,
  companyAddressRows,
  companyPriceListRows,
  companyProjectAttestantRows,
  companyRows,
  companySettingRows,
  planCompanies,
} from './companies';
import {
  discountedPriceRows,
  LAST_CATALOGUE_LIST_ID,
  OTHER_TYPE_LISTS,
  type WorldPriceList,
  worldPriceListRow,
} from './companyPrices';
import {
  customerAddressRows,
  customerCompanyRows,
  customerInfoRows,
  customerRows,
  planPeople,
} from './customers';
import { featureFlagRows } from './featureFlags';
import { type ProductPlan, planCatalogue, STREAM } from './plan';
import { streamFor } from './random';
import { COLUMNS } from './tables';
import { WORLD_COLUMNS, WORLD_TABLES, type WorldTable } from './worldTables';

export const DEMO_WORLD_KEY = 'demo_world';
/** Bumped when the world generator changes what a given seed produces. */
export const DEMO_WORLD_VERSION = 8;

export interface DemoWorldResult {
  readonly version: number;
  /** Companies with an agreement list the world was asked for (--companies). */
  readonly companiesWithAgreement: number;
  readonly counts: Readonly<Record<string, number>>;
}

export interface DemoWorldPlan {
  readonly companies: readonly CompanyPlan[];
  readonly priceLists: readonly WorldPriceList[];
}

export function planWorld(seed: number, companiesWithAgreement: number): DemoWorldPlan {
  const companies = planCompanies(seed, companiesWithAgreement);
  const agreements = companies.flatMap((c) => (c.agreement ? [c.agreement] : []));
  return { companies, priceLists: [...OTHER_TYPE_LISTS, ...agreements] };
}

type OnTable = (table: WorldTable | 'price_lists' | 'variant_prices', rows: number, ms: number) => void;

/**
 * Writes the demo world on top of a freshly written demo catalogue (its plan given): the price lists of
 * every other type and one agreement list per company, with their prices; companies with addresses,
 * settings and allowed lists; people with info, companies, addresses and accounts; feature flags. Ids are explicit
 * (same seed, same rows); the serial sequences move past them afterwards.
 */
export async function writeDemoWorld(
  handle: DatabaseHandle,
  catalogue: { products: readonly ProductPlan[]; variantCount: number },
  options: { seed: number; companies: number },
  onTable?: OnTable,
): Promise<DemoWorldResult> {
  const { companies, priceLists } = planWorld(options.seed, options.companies);
  const people = planPeople(options.seed, companies);
  const counts: Record<string, number> = {};
  const write = async (table: WorldTable | 'price_lists' | 'variant_prices', rows: Iterable<BulkValue[]>) => {
    const started = performance.now();
    const columns =
      table === 'price_lists' || table === 'variant_prices' ? COLUMNS[table] : WORLD_COLUMNS[table];
    const written = await bulkInsert(handle, table, columns, rows);
    counts[table] = (counts[table] ?? 0) + written;
    onTable?.(table, written, performance.now() - started);
  };

  await write('price_lists', priceLists.map(worldPriceListRow));
  await write('variant_prices', worldPriceRows(priceLists, catalogue, options.seed));
  await write('companies', companyRows(companies));
  await write('company_addresses', companyAddressRows(companies));
  await write('company_settings', companySettingRows(companies));
  await write('company_price_lists', companyPriceListRows(companies));
  await write('company_project_attestants', companyProjectAttestantRows(companies));
  await write('customers', customerRows(people));
  await write('customer_info', customerInfoRows(people));
  await write('customer_companies', customerCompanyRows(people));
  await write('customer_addresses', customerAddressRows(people));
  await write('accounts', await accountRows(people));
  await write('feature_flags', featureFlagRows());

  for (const table of ['price_lists', 'companies', 'company_addresses', 'customers', 'accounts'] as const) {
    await handle.db.execute(
      sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), (SELECT coalesce(max(id), 0) + 1 FROM ${sql.identifier(table)}), false)`,
    );
  }
  const result: DemoWorldResult = {
    version: DEMO_WORLD_VERSION,
    companiesWithAgreement: options.companies,
    counts,
  };
  await handle.db.execute(sql`
    INSERT INTO app_meta (key, value) VALUES (${DEMO_WORLD_KEY}, ${JSON.stringify(result)})
    ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = now()`);
  return result;
}

function* worldPriceRows(
  lists: readonly WorldPriceList[],
  catalogue: { products: readonly ProductPlan[]; variantCount: number },
  seed: number,
): Generator<BulkValue[]> {
  for (const list of lists) {
    // One stream per list: a company's prices do not move when companies are added after it.
    const rng = streamFor(seed, STREAM.worldPrices, list.id);
    yield* discountedPriceRows(list, catalogue.products, catalogue.variantCount, rng);
  }
}

export async function readDemoWorldMeta(handle: DatabaseHandle): Promise<DemoWorldResult | null> {
  const rows = await handle.rows<{ value: string }>(
    sql`SELECT value FROM app_meta WHERE key = ${DEMO_WORLD_KEY}`,
  );
  const value = rows[0]?.value;
  return value ? (JSON.parse(value) as DemoWorldResult) : null;
}

export type EnsureDemoWorldOutcome =
  | { seeded: true; result: DemoWorldResult }
  | { seeded: false; reason: 'present'; result: DemoWorldResult }
  /** No demo catalogue: the world's prices and lists belong with it only. */
  | { seeded: false; reason: 'no_demo_catalogue'; result: null }
  /** Companies, people, flags or extra price lists are there already: someone's data, left alone. */
  | { seeded: false; reason: 'not_empty'; table: string; result: null };

/** The first world table holding a row (or price_lists holding a list beyond the catalogue's), or null. */
async function firstNonEmptyWorldTable(handle: DatabaseHandle): Promise<string | null> {
  const probes = sql.join(
    [
      ...WORLD_TABLES.map(
        (t) => sql`SELECT ${t}::text AS name WHERE EXISTS (SELECT 1 FROM ${sql.identifier(t)})`,
      ),
      sql`SELECT 'price_lists' AS name WHERE EXISTS (SELECT 1 FROM price_lists WHERE id > ${LAST_CATALOGUE_LIST_ID})`,
    ],
    sql` UNION ALL `,
  );
  const [row] = await handle.rows<{ name: string }>(sql`${probes} LIMIT 1`);
  return row?.name ?? null;
}

/**
 * Adds the demo world to a database whose demo catalogue was written before the world existed (a start
 * with DEMO_DATA, `seed` without --reset). Only into empty world tables, and only beside the demo
 * catalogue, whose recorded options give back the same products; deletes nothing.
 */
export async function ensureDemoWorld(
  handle: DatabaseHandle,
  catalogueOptions: { products: number; seed: number; today: string } | null,
  companies: number,
  onTable?: OnTable,
): Promise<EnsureDemoWorldOutcome> {
  return inTransaction(handle, async (scoped) => {
    await scoped.db.execute(sql`SELECT pg_advisory_xact_lock(${ADVISORY_LOCK.demoWorld})`);
    const existing = await readDemoWorldMeta(scoped);
    if (existing) return { seeded: false, reason: 'present', result: existing };
    if (!catalogueOptions) return { seeded: false, reason: 'no_demo_catalogue', result: null };
    const table = await firstNonEmptyWorldTable(scoped);
    if (table) return { seeded: false, reason: 'not_empty', table, result: null };
    const catalogue = planCatalogue(catalogueOptions.products, catalogueOptions.seed, catalogueOptions.today);
    const result = await writeDemoWorld(
      scoped,
      catalogue,
      { seed: catalogueOptions.seed, companies },
      onTable,
    );
    return { seeded: true, result };
  });
}
