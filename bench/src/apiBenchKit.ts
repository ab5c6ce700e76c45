import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import { ensureReadModels, migrateDatabase, openDatabase } from '@workwear/db';
import { seedDemoCatalogue } from '@workwear/db/demo';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { args } from './benchArgs';

export { args };

/**
 * What the API benchmarks share: one catalogue database on the PostgreSQL server (50,000 products and
 * the demo world with 1,000 companies, each with an agreement list, by default), the API in its own
 * process, and autocannon runs that report p50/p95/p99.
 */
export const PRODUCTS = Number(args.get('products') ?? 50_000);
export const COMPANIES = Number(args.get('companies') ?? 1_000);
export const CONNECTIONS = Number(args.get('connections') ?? 16);
export const DURATION = Number(args.get('duration') ?? 10);
const SERVER = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DB_NAME = `workwear_bench_${PRODUCTS}_c${COMPANIES}`;
// Not 4100: the browser tests start their API there, and both may run on one machine.
export const PORT = 4300;
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

export async function ensureDatabase(): Promise<string> {
  const admin = new pg.Client({ connectionString: SERVER });
  await admin.connect();
  const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [DB_NAME]);
  if (exists.rowCount === 0 || args.has('reseed')) {
    await admin.query(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${DB_NAME}`);
  }
  await admin.end();
  const url = new URL(SERVER);
  url.pathname = `/${DB_NAME}`;
  return url.toString();
}

export interface BenchCatalogue {
  colour: number;
  size: number;
  base: string;
  counts: { products: number; variants: number; skus: number; companies: number; priceListRows: number };
}

export async function prepareCatalogue(url: string): Promise<BenchCatalogue> {
  const handle = await openDatabase({ url });
  await migrateDatabase(handle);
  const [seeded] = await handle.rows<{ value: string }>(
    sql`SELECT value FROM app_meta WHERE key = 'demo_catalogue'`,
  );
  if (!seeded) {
    const started = Date.now();
    console.log(`Seeding ${PRODUCTS} products and ${COMPANIES} companies into ${DB_NAME} ...`);
    await seedDemoCatalogue(handle, {
      products: PRODUCTS,
      seed: 20261121,
      today: '2026-11-21',
      companies: COMPANIES,
    });
    console.log(`Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  if (await ensureReadModels(handle)) console.log('Rebuilt read models after a migration');
  // Two common filter values (a colour and a size) and a product for the detail scenario.
  const [colour] = await handle.rows<{ id: number }>(sql`
    SELECT v AS id FROM variant_listing l, unnest(l.product_value_ids || l.variant_value_ids || l.sku_value_ids) v JOIN parametric_values pv ON pv.id = v
    WHERE pv.parametric_id = 1 GROUP BY v ORDER BY count(*) DESC LIMIT 1`);
  const [size] = await handle.rows<{ id: number }>(sql`
    SELECT v AS id FROM variant_listing l, unnest(l.product_value_ids || l.variant_value_ids || l.sku_value_ids) v JOIN parametric_values pv ON pv.id = v
    WHERE pv.parametric_id = 2 GROUP BY v ORDER BY count(*) DESC LIMIT 1`);
  const [product] = await handle.rows<{ base: string }>(sql`
    SELECT base_part_no AS base FROM products ORDER BY id LIMIT 1 OFFSET 100`);
  const [counts] = await handle.rows<BenchCatalogue['counts']>(sql`
    SELECT (SELECT count(*)::int FROM products) AS products, (SELECT count(*)::int FROM variants) AS variants,
      (SELECT count(*)::int FROM skus) AS skus, (SELECT count(*)::int FROM companies) AS companies,
      (SELECT count(*)::int FROM variant_prices WHERE price_list_id IN (SELECT id FROM price_lists WHERE type <> 0)) AS "priceListRows"`);
  await handle.close();
  return { colour: colour!.id, size: size!.id, base: product!.base, counts: counts! };
}

export async function startApi(
  url: string,
  cache: boolean,
  env: Record<string, string> = {},
  /** Options for node itself, e.g. --cpu-prof (which NODE_OPTIONS does not take). */
  nodeArgs: readonly string[] = [],
): Promise<ChildProcess> {
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATABASE_URL: url,
      API_PORT: String(PORT),
      API_CACHE: cache ? 'on' : 'off',
      // One load generator on one address: budgets far above what a run sends, so the limiter stays in
      // the measured path (as in production) without ever refusing.
      API_RATE_LIMITS: 'orderSend=100000000,document=100000000,search=100000000,browse=100000000',
      BENCH_CEILING: '1',
      LOG_LEVEL: 'warn',
      DATABASE_POOL_SIZE: String(CONNECTIONS),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // Up to 10 minutes: at 200,000 products the API loads the index and 14 languages before it listens.
  for (let i = 0; i < 2400; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/ready`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill();
  throw new Error('API did not become ready');
}

export async function stopApi(child: ChildProcess) {
  child.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
}

/** Resident memory of a process in MiB (Linux /proc), or NaN elsewhere. */
export function residentMiB(pid: number | undefined): number {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Math.round(Number(kb) / 1024) : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

export interface Figures {
  name: string;
  path: string;
  bytes: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

export interface LoadRequest {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  connections?: number;
}

/** autocannon reports p97.5 and p99; p95 comes from its histogram-backed percentile fields when present. */
export async function load(name: string, path: string, request: LoadRequest = {}): Promise<Figures> {
  const url = `http://127.0.0.1:${PORT}${path}`;
  const init = { method: request.method ?? 'GET', headers: request.headers ?? {}, body: request.body };
  const probe = await fetch(url, init);
  const bytes = (await probe.arrayBuffer()).byteLength;
  if (!probe.ok) throw new Error(`${name}: ${probe.status} for ${path}`);
  const options = { url, connections: request.connections ?? CONNECTIONS, ...init };
  // Warm-up: first queries plan and fill caches; figures come from the run after it.
  await autocannon({ ...options, duration: 2 });
  const result = await autocannon({ ...options, duration: DURATION });
  const latency = result.latency as unknown as Record<string, number>;
  return {
    name,
    path,
    bytes,
    rps: Math.round(result.requests.average),
    p50: latency.p50!,
    p95: latency.p95 ?? latency.p97_5!,
    p99: latency.p99!,
    errors: result.errors + result.non2xx,
  };
}

/** What every result file starts with: when it ran and on what. */
export const resultStamp = () => ({
  date: new Date().toISOString(),
  machine: { cpus: cpus().length, node: process.version },
});

/**
 * Writes a benchmark's result as bench/results/<name>-<date>.json and its report (given the JSON's
 * path) as bench/results/<name>-latest.md; returns both paths and the report.
 */
export function writeResult(name: string, result: { date: string }, report: (file: string) => string) {
  const stamp = result.date.slice(0, 19).replace(/[:T]/g, '-');
  mkdirSync(`${repoRoot}bench/results`, { recursive: true });
  const file = `bench/results/${name}-${stamp}.json`;
  writeFileSync(`${repoRoot}${file}`, `${JSON.stringify(result, null, 2)}\n`);
  const latest = `bench/results/${name}-latest.md`;
  const markdown = report(file);
  writeFileSync(`${repoRoot}${latest}`, markdown);
  return { file, latest, markdown };
}
