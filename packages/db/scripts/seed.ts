/**
 * Seeds the demo catalogue with its world (companies, people, demo accounts, price lists of every type,
 * feature flags), the demo market settings and top messages, the demo promotions and the demo checkout
 * data (delivery groups, a low-stock sku, past orders of two demo people).
 *
 *   node --import tsx packages/db/scripts/seed.ts [--products N] [--companies N] [--seed S] [--today YYYY-MM-DD] [--reset [--force]]
 *
 * Uses DATABASE_URL when set, otherwise the embedded database in PGLITE_DATA_DIR
 * (default <repo>/.data/pglite). Without --reset it writes the demo catalogue only into an empty
 * catalogue, and the world only beside the demo catalogue into empty world tables. --reset replaces the
 * catalogue and the world (only their tables, never cascading into others); once orders exist it refuses
 * unless --force is given too. --companies N makes N companies with an agreement list (benchmarks).
 * Settings, top messages, promotions and checkout data are only added where missing, never replaced,
 * except by --reset, which replaces the demo's own with the current ones. The demo's own orders (source
 * 'demo') do not count as orders for --reset; they are replaced with the rest.
 */
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  type DemoCatalogueResult,
  ensureDemoCatalogue,
  ensureDemoCheckout,
  ensureDemoLegal,
  ensureDemoPromotions,
  ensureDemoSettings,
  ensureDemoWorld,
  readDemoWorldMeta,
  resetDemoCatalogue,
} from '../src/demo/index';
import { migrateDatabase, openDatabase } from '../src/index';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

function integerOption(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isSafeInteger(n)) throw new Error(`--${name} must be an integer, got '${value}'`);
  return n;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      products: { type: 'string' },
      companies: { type: 'string' },
      seed: { type: 'string' },
      today: { type: 'string' },
      reset: { type: 'boolean', default: false },
      force: { type: 'boolean', default: false },
    },
  });
  if (values.force && !values.reset) throw new Error('--force only goes with --reset');
  const url = process.env.DATABASE_URL || undefined;
  const dataDir = url ? undefined : process.env.PGLITE_DATA_DIR || `${repoRoot}.data/pglite`;
  const options = {
    products: integerOption(values.products, 'products'),
    companies: integerOption(values.companies, 'companies'),
    seed: integerOption(values.seed, 'seed'),
    today: values.today,
    onTable: (table: string, rows: number, ms: number) => {
      console.log(
        `  ${table.padEnd(30)} ${String(rows).padStart(10)} rows ${(ms / 1000).toFixed(1).padStart(7)} s`,
      );
    },
  };

  const started = performance.now();
  console.log(`Database: ${url ? url.replace(/\/\/[^@/]*@/, '//***@') : `PGlite in ${dataDir}`}`);
  const handle = await openDatabase({ url, dataDir });
  try {
    await migrateDatabase(handle);
    let result: DemoCatalogueResult | null;
    if (values.reset) {
      result = await resetDemoCatalogue(handle, { ...options, force: values.force });
    } else {
      const ensured = await ensureDemoCatalogue(handle, options);
      if (!ensured.seeded && ensured.reason === 'present') {
        console.log('A demo catalogue is already there (use --reset to replace it).');
      } else if (!ensured.seeded) {
        console.log(
          `The catalogue is not empty (${ensured.table} holds rows) and is not the demo's: left alone.`,
        );
      }
      result = ensured.result;
      const world = await ensureDemoWorld(
        handle,
        result?.options ?? null,
        options.companies ?? 0,
        options.onTable,
      );
      if (world.seeded) console.log('Added the demo world beside the demo catalogue.');
      else if (world.reason === 'not_empty') {
        console.log(
          `The demo world's tables hold rows (${world.table}) that are not the demo's: left alone.`,
        );
      }
    }
    if (result && (await ensureDemoSettings(handle)).seeded) {
      console.log('Wrote the demo market settings and top messages.');
    }
    if (result && (await ensureDemoPromotions(handle)).seeded) {
      console.log('Wrote the demo promotions.');
    }
    if (result && (await ensureDemoLegal(handle)).seeded) {
      console.log('Wrote the demo sellers and legal pages.');
    }
    const checkout = result ? await ensureDemoCheckout(handle) : null;
    if (checkout?.seeded) {
      console.log(
        `Wrote the demo checkout data: delivery groups, ${checkout.result?.orders ?? 0} demo orders, low-stock sku ${checkout.result?.lowStockSku ?? '-'}.`,
      );
    }
    if (result) {
      const { products, seed, today } = result.options;
      console.log(`Demo catalogue: ${products} products, seed ${seed}, today ${today}`);
      for (const [table, rows] of Object.entries(result.counts)) {
        console.log(`  ${table.padEnd(30)} ${String(rows).padStart(10)}`);
      }
      const world = await readDemoWorldMeta(handle);
      if (world) {
        const { companies = 0, accounts = 0 } = world.counts;
        console.log(`Demo world: ${companies} companies, ${accounts} accounts (see README, "Demo accounts")`);
      }
    }
  } finally {
    await handle.close();
  }
  console.log(`Done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
