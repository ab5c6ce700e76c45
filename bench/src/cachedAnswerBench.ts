import { migrateDatabase, openDatabase } from '@workwear/db';
import { seedDemoCatalogue, seedDemoSettings } from '@workwear/db/demo';
import pg from 'pg';
import { args, PORT, resultStamp, startApi, stopApi, writeResult } from './apiBenchKit';
import { type InProcessFigures, inProcessFigures } from './cachedAnswerInProcess';
import { type LoopRequest, send } from './connectionLoops';
import { type LoadFigures, scenarioMeasurer } from './loadFigures';
import { answerHeaders, startNodeFloor } from './nodeFloor';

/**
 * Issue 26's figure: the API CPU a cached catalogue answer costs, every protection in the path (request
 * id, security headers, rate limit, per-principal cache key), beside the ceiling of 0.05 ms and the
 * bare-JSON endpoint of the same body size through the same middleware. Most anonymous traffic takes
 * this path. The catalogue's size does not change a hit's cost, so a small one is seeded (seconds).
 * Each is measured ROUNDS times, interleaved, and the least is reported: on a shared machine other
 * work only ever adds to a CPU figure. Then the app's own work per answer in this process
 * (cachedAnswerInProcess.ts), which moves far less with the machine's load. Last, Node's own floor:
 * a bare node:http server sending the same body and headers (nodeFloor.ts), what any answer of this
 * size costs on this machine before the app does anything.
 *
 * Run: npm run bench:cached -w @workwear/bench [-- --duration=5 --connections=16 --cpu-prof]
 */
const CEILING_MS = 0.05;
const ROUNDS = 3;
const WARM_UP_SECONDS = 2;
const DATABASE = 'workwear_bench_cached';
const SERVER = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const LIST = '/api/product/products?api-version=2&marketId=se&sortField=LowestPrice&pageSize=24';

async function ensureSmallCatalogue(): Promise<string> {
  const admin = new pg.Client({ connectionString: SERVER });
  await admin.connect();
  const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE]);
  const fresh = exists.rowCount === 0;
  if (fresh) await admin.query(`CREATE DATABASE ${DATABASE}`);
  await admin.end();
  const url = new URL(SERVER);
  url.pathname = `/${DATABASE}`;
  const handle = await openDatabase({ url: url.toString() });
  await migrateDatabase(handle);
  if (fresh) {
    await seedDemoCatalogue(handle, { products: 120, seed: 7, today: '2026-11-21' });
    await seedDemoSettings(handle);
  }
  await handle.close();
  return url.toString();
}

interface CachedResult {
  date: string;
  ceilingMs: number;
  bytes: number;
  connections: number;
  seconds: number;
  cached: LoadFigures[];
  bare: LoadFigures[];
  floor: LoadFigures[];
  cachedMs: number | null;
  bareMs: number | null;
  floorMs: number | null;
  inProcess: InProcessFigures;
}

const least = (figures: LoadFigures[]) =>
  figures.reduce<number | null>((min, f) => {
    const ms = f.apiCpuMsPerRequest;
    return ms === null ? min : min === null ? ms : Math.min(min, ms);
  }, null);

function report(result: CachedResult, file: string): string {
  const verdict =
    result.cachedMs === null ? 'not measured' : result.cachedMs <= result.ceilingMs ? 'met' : 'missed';
  const each = (figures: LoadFigures[]) =>
    figures
      .map((f) => `${f.apiCpuMsPerRequest} ms (${f.rps} req/s, other work ${f.otherCores} cores)`)
      .join('; ');
  return [
    `# Cached catalogue answer (${result.date})`,
    '',
    `API CPU per answer, the least of ${ROUNDS} rounds of ${result.seconds} s at ${result.connections} connections; body ${result.bytes} bytes. Result: \`${file}\`.`,
    '',
    '| answer | API CPU ms | ceiling | verdict |',
    '|---|---|---|---|',
    `| cached product list, anonymous | ${result.cachedMs} | ≤ ${result.ceilingMs} | ${verdict} |`,
    `| bare JSON of the same size, same middleware | ${result.bareMs} | | |`,
    `| Node's floor: bare node:http, same body and headers, no framework | ${result.floorMs} | | |`,
    `| cached product list, the app's own work in process (no socket) | ${result.inProcess.cachedUs / 1000} | | |`,
    `| bare JSON, the app's own work in process (no socket) | ${result.inProcess.bareUs / 1000} | | |`,
    '',
    `Rounds, cached: ${each(result.cached)}.`,
    `Rounds, bare JSON: ${each(result.bare)}.`,
    `Rounds, Node's floor: ${each(result.floor)}.`,
    '',
  ].join('\n');
}

/** Node's floor, measured as the answers were, after the API has stopped (its port is the floor's). */
async function floorFigures(
  url: string,
  answer: { body: string; headers: Record<string, string> },
  load: { connections: number; seconds: number },
): Promise<LoadFigures[]> {
  const floor = await startNodeFloor(answer.body, answer.headers);
  const figures: LoadFigures[] = [];
  try {
    const measure = scenarioMeasurer(
      url,
      floor.pid!,
      { seconds: load.seconds, warmUpSeconds: WARM_UP_SECONDS },
      figures,
    );
    for (let round = 1; round <= ROUNDS; round++) {
      await measure(`Node's floor, round ${round}`, load.connections, () => ({ method: 'GET', path: LIST }));
    }
  } finally {
    const exited = new Promise((r) => floor.once('exit', r));
    floor.kill('SIGTERM');
    await exited;
  }
  return figures;
}

async function main() {
  const url = await ensureSmallCatalogue();
  const connections = Number(args.get('connections') ?? 16);
  const seconds = Number(args.get('duration') ?? 5);
  const profile = args.has('cpu-prof') ? ['--cpu-prof', '--cpu-prof-dir=.data/bench-profiles/cached'] : [];
  const api = await startApi(url, true, { DATABASE_POOL_SIZE: '4' }, profile);
  const measured: LoadFigures[] = [];
  let bytes = 0;
  let answer = { body: '', headers: {} as Record<string, string> };
  try {
    const list: LoopRequest = { method: 'GET', path: LIST };
    const probe = await send(list);
    if (probe.status !== 200) throw new Error(`list: ${probe.status} ${probe.body.slice(0, 300)}`);
    bytes = Buffer.byteLength(probe.body);
    const second = await fetch(`http://127.0.0.1:${PORT}${LIST}`);
    if (second.status !== 200) throw new Error('The second list answer failed');
    answer = { body: await second.text(), headers: answerHeaders(second.headers) };
    const bare: LoopRequest = { method: 'GET', path: `/bench/ceiling?bytes=${bytes}` };
    const measure = scenarioMeasurer(url, api.pid!, { seconds, warmUpSeconds: WARM_UP_SECONDS }, measured);
    for (let round = 1; round <= ROUNDS; round++) {
      await measure(`cached list, round ${round}`, connections, () => list);
      await measure(`bare JSON, round ${round}`, connections, () => bare);
    }
  } finally {
    const exited = new Promise((r) => api.once('exit', r));
    await stopApi(api);
    await exited;
  }
  const cached = measured.filter((_, i) => i % 2 === 0);
  const bare = measured.filter((_, i) => i % 2 === 1);
  const floor = await floorFigures(url, answer, { connections, seconds });
  const result: CachedResult = {
    ...resultStamp(),
    ceilingMs: CEILING_MS,
    bytes,
    connections,
    seconds,
    cached,
    bare,
    floor,
    cachedMs: least(cached),
    bareMs: least(bare),
    floorMs: least(floor),
    // After the API process has stopped, so the two never share the machine.
    inProcess: await inProcessFigures(url, LIST),
  };
  const { file, latest, markdown } = writeResult('cached', result, (f) => report(result, f));
  console.log(`\n${markdown}\nWrote ${file} and ${latest}`);
}

await main();
