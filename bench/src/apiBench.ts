import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ensureReadModels, migrateDatabase, openDatabase } from '@workwear/db';
import { seedDemoCatalogue } from '@workwear/db/demo';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';

/**
 * API benchmark: a 50,000-product catalogue on the PostgreSQL server, the API in its own process,
 * autocannon from this one. Each scenario runs with the response cache off (every request reaches
 * the database) and on (what anonymous shoppers get), next to a bare in-memory endpoint of the same
 * server answering a body of the same size: the ceiling.
 */
const args = new Map(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, '').split('=');
    return [k!, v ?? 'true'];
  }),
);
const PRODUCTS = Number(args.get('products') ?? 50_000);
const CONNECTIONS = Number(args.get('connections') ?? 16);
const DURATION = Number(args.get('duration') ?? 10);
const SERVER = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DB_NAME = `workwear_bench_${PRODUCTS}`;
const PORT = 4100;
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

async function ensureDatabase(): Promise<string> {
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

async function prepareCatalogue(url: string) {
  const handle = await openDatabase({ url });
  await migrateDatabase(handle);
  const [seeded] = await handle.rows<{ value: string }>(
    sql`SELECT value FROM app_meta WHERE key = 'demo_catalogue'`,
  );
  if (!seeded) {
    const started = Date.now();
    console.log(`Seeding ${PRODUCTS} products into ${DB_NAME} ...`);
    await seedDemoCatalogue(handle, { products: PRODUCTS, seed: 20261121, today: '2026-11-21' });
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
  const [counts] = await handle.rows<{ products: number; variants: number; skus: number }>(sql`
    SELECT (SELECT count(*)::int FROM products) AS products, (SELECT count(*)::int FROM variants) AS variants,
      (SELECT count(*)::int FROM skus) AS skus`);
  await handle.close();
  return { colour: colour!.id, size: size!.id, base: product!.base, counts: counts! };
}

async function startApi(url: string, cache: boolean): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATABASE_URL: url,
      API_PORT: String(PORT),
      API_CACHE: cache ? 'on' : 'off',
      // One load generator on one address: budgets far above what a run sends, so the limiter stays in
      // the measured path (as in production) without ever refusing.
      API_RATE_LIMITS: 'document=100000000,search=100000000,browse=100000000',
      BENCH_CEILING: '1',
      LOG_LEVEL: 'warn',
      DATABASE_POOL_SIZE: String(CONNECTIONS),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 200; i++) {
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

interface Figures {
  name: string;
  path: string;
  bytes: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

/** autocannon reports p97.5 and p99; p95 comes from its histogram-backed percentile fields when present. */
async function load(name: string, path: string): Promise<Figures> {
  const url = `http://127.0.0.1:${PORT}${path}`;
  const probe = await fetch(url);
  const bytes = (await probe.arrayBuffer()).byteLength;
  if (!probe.ok) throw new Error(`${name}: ${probe.status} for ${path}`);
  // Warm-up: first queries plan and fill caches; figures come from the run after it.
  await autocannon({ url, connections: CONNECTIONS, duration: 2 });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION });
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

async function main() {
  const url = await ensureDatabase();
  const data = await prepareCatalogue(url);
  const scenarios = [
    {
      name: 'product list (2 filters, price sort)',
      path: `/api/product/products?api-version=2&filters=5,${data.colour}&filters=5,${data.size}&sortField=LowestPrice&pageSize=24`,
    },
    {
      name: 'filter/search/count',
      path: `/api/product/filter/search/count?filters=5,${data.colour}&filters=5,${data.size}`,
    },
    { name: 'product detail', path: `/api/product/products/${data.base}` },
    { name: 'search (typo)', path: '/api/product/products/search/softshel%20jaket?cultureCode=en-SE' },
  ];
  const runs: Record<string, Figures[]> = {};
  for (const cache of [false, true]) {
    const label = cache ? 'cache on' : 'cache off';
    const api = await startApi(url, cache);
    try {
      const figures: Figures[] = [];
      for (const s of scenarios) {
        const f = await load(s.name, s.path);
        figures.push(f);
        const ceiling = await load(`ceiling for ${s.name}`, `/bench/ceiling?bytes=${f.bytes}`);
        figures.push(ceiling);
        console.log(`[${label}] ${f.name}: ${f.rps} req/s, p95 ${f.p95} ms (ceiling ${ceiling.rps} req/s)`);
      }
      runs[label] = figures;
    } finally {
      api.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 500));
    }
  }
  const stamp = new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-');
  mkdirSync(`${repoRoot}bench/results`, { recursive: true });
  const result = {
    date: new Date().toISOString(),
    machine: { cpus: (await import('node:os')).cpus().length, node: process.version },
    catalogue: data.counts,
    connections: CONNECTIONS,
    durationSeconds: DURATION,
    targets: { productListP95Ms: 50, fractionOfCeiling: 0.5 },
    runs,
  };
  const file = `${repoRoot}bench/results/api-${stamp}.json`;
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  writeFileSync(`${repoRoot}bench/results/api-latest.md`, toMarkdown(result));
  console.log(`\nWrote ${file} and bench/results/api-latest.md`);
}

function toMarkdown(result: {
  date: string;
  catalogue: object;
  connections: number;
  durationSeconds: number;
  runs: Record<string, Figures[]>;
}) {
  const lines = [
    `# API benchmark (${result.date})`,
    '',
    `Catalogue: ${JSON.stringify(result.catalogue)}; ${result.connections} connections, ${result.durationSeconds} s per scenario after a 2 s warm-up.`,
    '',
  ];
  for (const [label, figures] of Object.entries(result.runs)) {
    lines.push(
      `## ${label}`,
      '',
      '| scenario | req/s | p50 ms | p95 ms | p99 ms | body bytes | ceiling req/s | share of ceiling |',
      '|---|---|---|---|---|---|---|---|',
    );
    for (let i = 0; i < figures.length; i += 2) {
      const f = figures[i]!;
      const c = figures[i + 1]!;
      lines.push(
        `| ${f.name} | ${f.rps} | ${f.p50} | ${f.p95} | ${f.p99} | ${f.bytes} | ${c.rps} | ${((f.rps / c.rps) * 100).toFixed(0)}% |`,
      );
    }
    lines.push('');
  }
  return `${lines.join('\n')}\n`;
}

await main();
