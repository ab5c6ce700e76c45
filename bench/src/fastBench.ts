import { type ChildProcess, execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { openDatabase } from '@workwear/db';
import { sql } from 'drizzle-orm';
import {
  args,
  CONNECTIONS,
  DURATION,
  ensureDatabase,
  PRODUCTS,
  prepareCatalogue,
  repoRoot,
  resultStamp,
  stopApi,
  writeResult,
} from './apiBenchKit';
import { heldMemory, timedStart } from './apiStartup';
import { type Buyer, buyerSeeingOwnPrices, buyers, signIn } from './benchBuyers';
import { type LoopRequest, send } from './connectionLoops';
import { type FrameShare, topFrames } from './cpuProfileTop';
import { type FastResult, type FastRun, fastReport } from './fastReport';
import { timedWarmUp } from './indexBuildTime';
import { type LoadFigures, scenarioMeasurer } from './loadFigures';

/**
 * Issue 12's benchmark ("fast without caches"): the product list, facet counts, product detail and
 * search with a typo, response cache off, 16 connections, at public prices and at one company's
 * agreement prices, each next to the bare-JSON ceiling of the same body size measured in the same
 * run (share of ceiling). Targets: p95 at most 50 ms and at least a quarter of the ceiling. Also the
 * API's start (spawn to /ready, to the first list, the index build) and its memory, and, against the
 * baseline JSON, old and new figures side by side.
 *
 * Run: npm run bench:fast -w @workwear/bench [-- flags]
 *   --products=200000   the catalogue's size (database workwear_bench_<n>_c1000, seeded when missing)
 *   --cpu-prof          a second run of the API under a V8 CPU profiler: top frames per scenario
 *   --seed-only         seed the catalogue when missing, then stop (seeding is long: 200,000 takes minutes)
 *   --baseline=<file>   old figures (default: DEFAULT_BASELINE below); =none
 *   --name=<name>       result file name (default fast; fast-<products> for other sizes)
 *   --duration=10 --connections=16 --only=<scenario id,...>
 */
const WARM_UP_SECONDS = 2;
const PROFILE_SECONDS = 5;
const TARGETS = { p95Ms: 50, shareOfCeiling: 0.25 };
const PROFILE_DIR = `${repoRoot}.data/bench-profiles/fast`;
/** The market of both kinds of prices: its generated companies have agreement lists. */
const MARKET = 'se';
/**
 * The commit before issue 12 measured by this benchmark again on the machine of the last run of each
 * size, so that old and new figures come from the same hardware (the first measurements,
 * fast-baseline-73ab377[-200000].json, were taken on another machine): on 2026-11-28, 50,000 products
 * at 14:04 and 200,000 at 12:50 (the same machine; fast-baseline-73ab377-2026-11-28.json is 50,000 on
 * the slower machine of that night, 01:48).
 */
const DEFAULT_BASELINE =
  PRODUCTS === 50_000
    ? 'bench/results/fast-baseline-73ab377-2026-11-28-1404.json'
    : `bench/results/fast-baseline-73ab377-${PRODUCTS}-2026-11-28.json`;

interface Scenario {
  id: string;
  name: string;
  path: string;
}

function scenariosOf(data: { colour: number; size: number; base: string }, market: string): Scenario[] {
  const filters = `filters=5,${data.colour}&filters=5,${data.size}`;
  return [
    {
      id: 'list',
      name: 'product list (2 filters, price sort)',
      path: `/api/product/products?api-version=2&marketId=${market}&${filters}&sortField=LowestPrice&pageSize=24`,
    },
    {
      id: 'count',
      name: 'filter/search/count',
      path: `/api/product/filter/search/count?marketId=${market}&${filters}`,
    },
    { id: 'detail', name: 'product detail', path: `/api/product/products/${data.base}?marketId=${market}` },
    {
      id: 'typo',
      name: 'search (typo)',
      path: '/api/product/products/search/softshel%20jaket?marketId=se&cultureCode=en-SE',
    },
  ];
}

const get = (path: string, token?: string): LoopRequest => ({
  method: 'GET',
  path,
  ...(token ? { headers: { Authorization: `Bearer ${token}` } } : {}),
});

async function main() {
  const url = await ensureDatabase();
  const data = await prepareCatalogue(url);
  if (args.has('seed-only')) return;
  const only = args.get('only')?.split(',');
  // The list's path names no product, so the API can start (timed to its first list) before the buyer is chosen.
  const listPath = scenariosOf({ ...data, base: '' }, MARKET)[0]!.path;
  const scenariosFor = async (b: Buyer) =>
    scenariosOf({ ...data, base: await agreementPricedProduct(url, b.priceListId) }, MARKET).filter(
      (s) => !only || only.includes(s.id),
    );
  const { api, startup } = await timedStart(url, false, get(listPath));
  const runs: FastRun[] = [];
  const memory = [await heldMemory('first list answered, public prices', api)];
  let buyer: Buyer | undefined;
  try {
    // A company shown the whole assortment at its own prices: the same catalogue as the public scenarios.
    const seeing = await buyerSeeingOwnPrices(await buyers(url, MARKET, false), get(listPath));
    buyer = seeing.buyer;
    const { token } = seeing;
    const scenarios = await scenariosFor(buyer);
    const measured: LoadFigures[] = [];
    const measure = scenarioMeasurer(
      url,
      api.pid!,
      { seconds: DURATION, warmUpSeconds: WARM_UP_SECONDS },
      measured,
    );
    for (const prices of ['public', 'agreement'] as const) {
      for (const s of scenarios) {
        const request = get(s.path, prices === 'agreement' ? token : undefined);
        const probe = await send(request);
        if (probe.status !== 200) throw new Error(`${s.id}: ${probe.status} ${probe.body.slice(0, 300)}`);
        const bytes = Buffer.byteLength(probe.body);
        // The agreement list must differ from the public one, or the scenario measures public prices.
        const differs = prices === 'public' ? undefined : probe.body !== (await send(get(s.path))).body;
        await measure(`${s.id}, ${prices}`, CONNECTIONS, () => request);
        await measure(`ceiling for ${s.id}, ${prices}`, CONNECTIONS, () =>
          get(`/bench/ceiling?bytes=${bytes}`),
        );
        const [figures, ceiling] = measured.splice(0, 2) as [LoadFigures, LoadFigures];
        runs.push({ id: `${s.id}, ${prices}`, scenario: s.name, prices, bytes, differs, figures, ceiling });
      }
    }
    memory.push(await heldMemory("after the runs, one company's prices loaded", api));
  } finally {
    await stopped(api);
  }
  if (!buyer) throw new Error('No buyer was chosen');

  // In this process, after the API's: the API's start-up build alone, and what it holds.
  const warmUp = await timedWarmUp(url);
  const profiles = args.has('cpu-prof') ? await profiled(url, await scenariosFor(buyer), buyer) : undefined;
  const result: FastResult = {
    ...resultStamp(),
    commit: commitOf(),
    catalogue: data.counts,
    connections: CONNECTIONS,
    durationSeconds: DURATION,
    warmUpSeconds: WARM_UP_SECONDS,
    targets: TARGETS,
    buyer: { companyId: buyer.companyId, market: buyer.market, priceListId: buyer.priceListId },
    startup,
    warmUp,
    memory,
    runs,
    ...(profiles ? { profiles } : {}),
  };
  const baseline = baselineOf();
  const name = args.get('name') ?? (PRODUCTS === 50_000 ? 'fast' : `fast-${PRODUCTS}`);
  const { file, latest, markdown } = writeResult(name, result, (f) =>
    fastReport(result, f, TARGETS, baseline),
  );
  console.log(`\n${markdown}\nWrote ${file} and ${latest}`);
}

/**
 * A product the buyer's agreement list prices (the benchmark catalogue's lists price about 2,000 of its
 * variants), so the detail at agreement prices shows them: the same product at both kinds of prices.
 */
async function agreementPricedProduct(url: string, priceListId: number): Promise<string> {
  const handle = await openDatabase({ url });
  const [row] = await handle.rows<{ base: string }>(sql`
    SELECT p.base_part_no AS base FROM variant_prices vp
    JOIN variants v ON v.id = vp.variant_id JOIN products p ON p.id = v.product_id
    WHERE vp.price_list_id = ${priceListId} ORDER BY p.id LIMIT 1 OFFSET 10`);
  await handle.close();
  if (!row) throw new Error(`Price list ${priceListId} prices no product`);
  return row.base;
}

/** SIGTERM and wait for the exit, so the port is free (and a profile written) before the next start. */
async function stopped(api: ChildProcess) {
  const exited = new Promise((r) => api.once('exit', r));
  await stopApi(api);
  await exited;
}

/**
 * One more API process under --cpu-prof, each scenario loaded for PROFILE_SECONDS after the warm-up;
 * the top frames of each scenario's window of the main thread's profile.
 */
async function profiled(
  url: string,
  scenarios: Scenario[],
  buyer: Buyer,
): Promise<Record<string, { busyMs: number; idleMs: number; self: FrameShare[]; total: FrameShare[] }>> {
  const dir = `${PROFILE_DIR}/${Date.now()}`;
  mkdirSync(dir, { recursive: true });
  const { api, spawnedAt } = await timedStart(url, false, get(scenarios[0]!.path), [
    '--cpu-prof',
    `--cpu-prof-dir=${dir}`,
  ]);
  const windows: Record<string, { fromMs: number; toMs: number }> = {};
  try {
    const token = await signIn(buyer);
    const sink: LoadFigures[] = [];
    const measure = scenarioMeasurer(
      url,
      api.pid!,
      { seconds: PROFILE_SECONDS, warmUpSeconds: WARM_UP_SECONDS },
      sink,
      (id, startedAt) => {
        // The profiler starts a little after the spawn: a margin keeps other work out (as cartBench).
        windows[id] = {
          fromMs: startedAt - spawnedAt + WARM_UP_SECONDS * 1000 + 300,
          toMs: performance.now() - spawnedAt - 300,
        };
      },
    );
    for (const prices of ['public', 'agreement'] as const)
      for (const s of scenarios)
        await measure(`${s.id}, ${prices}`, CONNECTIONS, () =>
          get(s.path, prices === 'agreement' ? token : undefined),
        );
  } finally {
    await stopped(api);
  }
  const main = readdirSync(dir).find((f) => /^CPU\.\d+\.\d+\.\d+\.0\.\d+\.cpuprofile$/.test(f));
  if (!main) throw new Error(`No main-thread profile in ${dir}`);
  const profile = JSON.parse(readFileSync(`${dir}/${main}`, 'utf8'));
  console.log(`Profile: ${dir}/${main}`);
  return Object.fromEntries(
    Object.entries(windows).map(([id, window]) => [id, topFrames(profile, 12, window)]),
  );
}

function baselineOf(): FastResult | undefined {
  const given = args.get('baseline') ?? DEFAULT_BASELINE;
  if (given === 'none' || !existsSync(`${repoRoot}${given}`)) return undefined;
  return JSON.parse(readFileSync(`${repoRoot}${given}`, 'utf8')) as FastResult;
}

/** The checked-out commit, and whether files differ from it, so old and new results say what they measured. */
function commitOf(): string {
  const git = (...a: string[]) => execFileSync('git', a, { cwd: repoRoot, encoding: 'utf8' }).trim();
  return `${git('rev-parse', '--short', 'HEAD')}${git('status', '--porcelain', '--untracked-files=no') ? ' with uncommitted changes' : ''}`;
}

await main();
