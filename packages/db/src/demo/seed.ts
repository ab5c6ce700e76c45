import { sql } from 'drizzle-orm';
import { ADVISORY_LOCK } from '../advisoryLocks';
import type { DatabaseHandle } from '../connection';
import { refreshReadModels } from '../readModels';
import { inTransaction } from '../unitOfWork';
import {
  familyRows,
  familyTranslationRows,
  flagRows,
  flagTranslationRows,
  groupRows,
  groupTranslationRows,
} from './assortment';
import { type BulkValue, bulkInsert } from './bulkInsert';
import { emptyCatalogue, firstNonEmptyCatalogueTable } from './catalogue';
import { categoryRows, categoryTranslationRows } from './categories';
import { NAMED_WITH_AGREEMENT } from './companies';
import { assertIsoDate, todayIso } from './dates';
import { DEMO_CHECKOUT_KEY, deleteDemoOrders } from './demoOrders';
import { resumeForeignKeyTriggers, suspendForeignKeyTriggers, verifyForeignKeys } from './foreignKeys';
import { navigationItemRows, navigationTranslationRows } from './navigation';
import {
  parametricRows,
  parametricTranslationRows,
  parametricValueRows,
  parametricValueTranslationRows,
} from './parametrics';
import { planCatalogue } from './plan';
import { agreementPriceRows, priceListRows, publicPriceRows } from './prices';
import {
  productCategoryRows,
  productCultureTextRows,
  productDimensionRows,
  productFlagRows,
  productGroupRows,
  productParametricValueRows,
  productRows,
  productTranslationRows,
  productUspRows,
} from './products';
import { relationRows } from './relations';
import { bodyMeasurementRows, sizeGuideContentRows, sizeGuideRows } from './sizeGuides';
import { sizeGroupRows, sizeGroupSizeRows } from './sizes';
import { type CatalogueTable, COLUMNS } from './tables';
import { skuRows, stockRows, variantFlagRows, variantRows } from './variants';
import { DEMO_WORLD_KEY, writeDemoWorld } from './world';
import type { WorldTable } from './worldTables';

export const DEMO_CATALOGUE_KEY = 'demo_catalogue';
/** Bumped when the generator changes what a given seed produces. */
export const DEMO_CATALOGUE_VERSION = 4;

export const DEFAULT_DEMO_PRODUCTS = 360;
export const DEFAULT_DEMO_SEED = 20261121;
/** The named demo companies that have an agreement list; more only when asked (--companies). */
export const DEFAULT_DEMO_COMPANIES = NAMED_WITH_AGREEMENT;
export const MAX_DEMO_COMPANIES = 100_000;

export interface DemoCatalogueOptions {
  /** Number of products (base part numbers); default 360. */
  products?: number;
  /** PRNG seed; the same options always give the same rows. Default 20261121. */
  seed?: number;
  /** ISO date all generated dates are offsets from; default the current UTC date. */
  today?: string;
  /**
   * Companies with an agreement list in the demo world: the named ones, then generated ones up to this
   * number (benchmarks: 1000). Default (and at least) the named ones.
   */
  companies?: number;
  /** Called after each table with its row count and the time it took. */
  onTable?: (
    table: CatalogueTable | WorldTable | 'foreign key check' | 'read models',
    rows: number,
    ms: number,
  ) => void;
}

export interface ResolvedDemoOptions {
  readonly products: number;
  readonly seed: number;
  readonly today: string;
  /** Absent in what catalogues seeded before the demo world recorded. */
  readonly companies?: number;
}

export type DemoCatalogueCounts = Partial<Record<CatalogueTable, number>>;

export interface DemoCatalogueResult {
  readonly version: number;
  readonly options: ResolvedDemoOptions;
  readonly counts: DemoCatalogueCounts;
}

export function resolveDemoOptions(options: DemoCatalogueOptions = {}): ResolvedDemoOptions {
  const products = options.products ?? DEFAULT_DEMO_PRODUCTS;
  const seed = options.seed ?? DEFAULT_DEMO_SEED;
  if (!Number.isSafeInteger(products) || products < 1 || products > 1_000_000) {
    throw new RangeError(`products must be an integer from 1 to 1,000,000, got ${products}`);
  }
  if (!Number.isSafeInteger(seed)) throw new RangeError(`seed must be an integer, got ${seed}`);
  const companies = Math.max(options.companies ?? DEFAULT_DEMO_COMPANIES, DEFAULT_DEMO_COMPANIES);
  if (!Number.isSafeInteger(companies) || companies > MAX_DEMO_COMPANIES) {
    throw new RangeError(
      `companies must be an integer up to ${MAX_DEMO_COMPANIES}, got ${options.companies}`,
    );
  }
  return { products, seed: seed >>> 0, today: assertIsoDate(options.today ?? todayIso()), companies };
}

/**
 * Empties the catalogue tables and the demo world's, and forgets their markers, in one transaction. Never reaches other
 * modules' tables: rows of theirs that reference the catalogue make it throw a CatalogueInUseError
 * (see emptyCatalogue). The demo's own orders are the world's history and go first; with them goes
 * the demo checkout marker, so the checkout data (orders, company delivery groups) is written again.
 */
export async function clearDemoCatalogue(handle: DatabaseHandle): Promise<void> {
  await inTransaction(handle, async (tx) => {
    await deleteDemoOrders(tx);
    await emptyCatalogue(tx);
    await tx.db.execute(
      sql`DELETE FROM app_meta WHERE key IN (${DEMO_CATALOGUE_KEY}, ${DEMO_WORLD_KEY}, ${DEMO_CHECKOUT_KEY})`,
    );
  });
}

/**
 * Replaces the catalogue with a generated one, in one transaction, then rebuilds the read
 * models and records what it wrote under app_meta 'demo_catalogue'. A deliberate action (tests,
 * benchmarks, `seed --reset`), never a start path: it empties the catalogue first (clearDemoCatalogue).
 */
export async function seedDemoCatalogue(
  handle: DatabaseHandle,
  options: DemoCatalogueOptions = {},
): Promise<DemoCatalogueResult> {
  const resolved = resolveDemoOptions(options);
  return inTransaction(handle, async (scoped) => {
    await clearDemoCatalogue(scoped);
    return writeCatalogue(scoped, resolved, options.onTable);
  });
}

export type EnsureDemoCatalogueOutcome =
  | { seeded: true; result: DemoCatalogueResult }
  /** A demo catalogue is already there. */
  | { seeded: false; reason: 'present'; result: DemoCatalogueResult }
  /** A catalogue that is not the demo's (an import, say): left exactly as it is. */
  | { seeded: false; reason: 'not_empty'; table: string; result: null };

/**
 * Seeds the demo catalogue into an empty catalogue, and only there; deletes nothing, so it is safe on
 * every start. A catalogue without the demo marker is someone's data and is left alone. The advisory
 * lock makes a second process wait and then find the marker instead of seeding twice.
 */
export async function ensureDemoCatalogue(
  handle: DatabaseHandle,
  options: DemoCatalogueOptions = {},
): Promise<EnsureDemoCatalogueOutcome> {
  const resolved = resolveDemoOptions(options);
  return inTransaction(handle, async (scoped) => {
    await scoped.db.execute(sql`SELECT pg_advisory_xact_lock(${ADVISORY_LOCK.demoCatalogue})`);
    const existing = await readDemoCatalogueMeta(scoped);
    if (existing) return { seeded: false, reason: 'present', result: existing };
    const table = await firstNonEmptyCatalogueTable(scoped);
    if (table) return { seeded: false, reason: 'not_empty', table, result: null };
    return { seeded: true, result: await writeCatalogue(scoped, resolved, options.onTable) };
  });
}

/** What the last demo seed recorded, or null when the database has none. */
export async function readDemoCatalogueMeta(handle: DatabaseHandle): Promise<DemoCatalogueResult | null> {
  const rows = await handle.rows<{ value: string }>(
    sql`SELECT value FROM app_meta WHERE key = ${DEMO_CATALOGUE_KEY}`,
  );
  const value = rows[0]?.value;
  return value ? (JSON.parse(value) as DemoCatalogueResult) : null;
}

async function writeCatalogue(
  handle: DatabaseHandle,
  options: ResolvedDemoOptions,
  onTable: DemoCatalogueOptions['onTable'],
): Promise<DemoCatalogueResult> {
  const counts: DemoCatalogueCounts = {};
  const worldTables: string[] = [];
  const write = async (table: CatalogueTable, rows: Iterable<BulkValue[]>) => {
    const started = performance.now();
    const written = await bulkInsert(handle, table, COLUMNS[table], rows);
    counts[table] = (counts[table] ?? 0) + written;
    onTable?.(table, written, performance.now() - started);
  };

  const triggersSuspended = await suspendForeignKeyTriggers(handle);
  await write('categories', categoryRows());
  await write('category_translations', categoryTranslationRows());
  await write('parametrics', parametricRows());
  await write('parametric_translations', parametricTranslationRows());
  await write('parametric_values', parametricValueRows());
  await write('parametric_value_translations', parametricValueTranslationRows());
  await write('families', familyRows());
  await write('family_translations', familyTranslationRows());
  await write('groups', groupRows());
  await write('group_translations', groupTranslationRows());
  await write('flags', flagRows());
  await write('flag_translations', flagTranslationRows());
  await write('size_groups', sizeGroupRows());
  await write('size_group_sizes', sizeGroupSizeRows());
  await write('size_guides', sizeGuideRows());
  await write('size_guide_content', sizeGuideContentRows());
  await write('body_measurement_tables', bodyMeasurementRows());
  await write('navigation_items', navigationItemRows());
  await write('navigation_item_translations', navigationTranslationRows());
  await write('price_lists', priceListRows());

  const { products, variantCount } = planCatalogue(options.products, options.seed, options.today);
  await write('products', productRows(products));
  await write('product_translations', productTranslationRows(products));
  await write('product_culture_texts', productCultureTextRows(products));
  await write('product_categories', productCategoryRows(products));
  await write('product_groups', productGroupRows(products));
  await write('product_parametric_values', productParametricValueRows(products));
  await write('product_flags', productFlagRows(products));
  await write('product_usps', productUspRows(products, options.seed));
  await write('product_dimensions', productDimensionRows(products, options.seed));
  await write('variants', variantRows(products));
  await write('variant_flags', variantFlagRows(products));
  await write('skus', skuRows(products));
  await write('stock', stockRows(products, options.seed, options.today));
  await write('variant_prices', publicPriceRows(products));
  await write('variant_prices', agreementPriceRows(products, options.seed));
  await write('product_relations', relationRows(products, options.seed));
  const world = await writeDemoWorld(
    handle,
    { products, variantCount },
    { seed: options.seed, companies: options.companies ?? DEFAULT_DEMO_COMPANIES },
    onTable,
  );
  worldTables.push(...Object.keys(world.counts));

  // Ids were written explicitly; move the serial sequences past them for rows added later.
  for (const table of ['products', 'variants', 'price_lists'] as const) {
    await handle.db.execute(
      sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), (SELECT coalesce(max(id), 0) + 1 FROM ${sql.identifier(table)}), false)`,
    );
  }

  if (triggersSuspended) {
    const started = performance.now();
    await resumeForeignKeyTriggers(handle);
    await verifyForeignKeys(handle, [...new Set([...Object.keys(counts), ...worldTables])]);
    onTable?.('foreign key check', 0, performance.now() - started);
  }

  const readModelsStarted = performance.now();
  await refreshReadModels(handle);
  onTable?.('read models', options.products, performance.now() - readModelsStarted);

  const result: DemoCatalogueResult = { version: DEMO_CATALOGUE_VERSION, options, counts };
  await handle.db.execute(sql`
    INSERT INTO app_meta (key, value) VALUES (${DEMO_CATALOGUE_KEY}, ${JSON.stringify(result)})
    ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = now()`);
  return result;
}
