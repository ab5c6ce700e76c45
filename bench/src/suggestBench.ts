import { getRequestListener } from '@hono/node-server';
import { openDatabase } from '@workwear/db';
import { sql } from 'drizzle-orm';
// The API's own wiring, in this process: the figure is the server's time per keystroke, without
// sockets and HTTP parsing (which the other API benchmarks measure).
import { createApp } from '../../apps/api/src/app';
import { DEFAULT_SECURITY } from '../../apps/api/src/http/security';
import { createLogger } from '../../apps/api/src/logger';
import { args, ensureDatabase, PRODUCTS, prepareCatalogue, resultStamp, writeResult } from './apiBenchKit';
import { cpuSnapshot, otherCores } from './machineLoad';

/**
 * Issue 27: suggestions while typing (GET /api/product/suggest) at 50,000 products, timed per
 * keystroke in this process (app.fetch, answer caches off). Each text is typed a letter at a time
 * from its second letter, as the search box asks, in Swedish, German and English, with a misspelt
 * word and an article number among them. The first round meets every prefix for the first time (a
 * word the search has not stemmed yet costs one small SQL statement); the later rounds type the same
 * again. Target: p95 at most 30 ms per keystroke.
 *
 * Run: npm run bench:suggest -w @workwear/bench [-- --products=50000 --rounds=5]
 * Its own database (workwear_bench_<n>_c10, seeded when missing): the suggestions need no companies,
 * and the migrations of work in progress never touch the other benchmarks' database.
 */
const ROUNDS = Number(args.get('rounds') ?? 5);
const TARGET_P95_MS = 30;

const TEXTS: { market: string; culture: string; texts: string[] }[] = [
  {
    market: 'se',
    culture: 'sv-SE',
    texts: ['jacka', 'jakca', 'arbetsbyxor', 'softshelljacka', 'varsel jacka dam'],
  },
  { market: 'de', culture: 'de-DE', texts: ['jacke', 'arbeitshose', 'warnschutz weste'] },
  { market: 'uk', culture: 'en-GB', texts: ['jacket', 'trousers', 'hi-vis jakcet'] },
];

/** Every prefix a shopper's box asks for: from two letters to the whole text. */
const keystrokes = (text: string) => Array.from({ length: text.length - 1 }, (_, i) => text.slice(0, i + 2));

function percentiles(ms: number[]) {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    count: sorted.length,
    p50: round(at(50)),
    p95: round(at(95)),
    p99: round(at(99)),
    max: round(at(100)),
  };
}

type App = ReturnType<typeof createApp>['app'];

/**
 * Every keystroke of every text, ROUNDS times: wall milliseconds and the CPU milliseconds this process
 * spent, per round. On a shared machine the wall time also counts the turns other processes take on
 * its cores; the CPU time only the work of the answer.
 */
async function typeAll(app: App, paths: readonly string[]) {
  const rounds: number[][] = [];
  const cpu: number[][] = [];
  let empty = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const times: number[] = [];
    const used: number[] = [];
    for (const path of paths) {
      const started = performance.now();
      const cpuAtStart = process.cpuUsage();
      const res = await app.fetch(new Request(`http://127.0.0.1${path}`));
      const body = (await res.json()) as { products?: unknown[] };
      times.push(performance.now() - started);
      const spent = process.cpuUsage(cpuAtStart);
      used.push((spent.user + spent.system) / 1000);
      if (res.status !== 200) throw new Error(`${res.status} for ${path}`);
      if (round === 0 && body.products?.length === 0) empty++;
    }
    rounds.push(times);
    cpu.push(used);
  }
  return { rounds, cpu, empty };
}

/** The slowest texts typed again (the median of the later rounds): where the time goes. */
function slowestOf(paths: readonly string[], rounds: number[][]) {
  return paths
    .map((path, i) => {
      const later = rounds
        .slice(1)
        .map((r) => r[i]!)
        .sort((a, b) => a - b);
      const query = new URL(`http://x${path}`).searchParams;
      return {
        text: `${query.get('cultureCode')} "${query.get('query')}"`,
        ms: later[later.length >> 1] ?? 0,
      };
    })
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 8)
    .map((s) => ({ ...s, ms: Math.round(s.ms * 10) / 10 }));
}

async function main() {
  const url = await ensureDatabase();
  await prepareCatalogue(url);
  const handle = await openDatabase({ url, poolSize: 2 });
  const [article] = await handle.rows<{ sku: string }>(
    sql`SELECT sku FROM skus ORDER BY sku LIMIT 1 OFFSET 5000`,
  );
  const { app, warmUp } = createApp({
    handle,
    logger: createLogger('warn'),
    cache: false,
    security: {
      ...DEFAULT_SECURITY,
      rateLimits: { orderSend: 1e9, document: 1e9, search: 1e9, analytics: 1e9, browse: 1e9 },
    },
  });
  getRequestListener(app.fetch);
  await warmUp();
  const texts = TEXTS.map((t, i) => (i === 0 ? { ...t, texts: [...t.texts, article!.sku] } : t));
  const paths = texts.flatMap(({ market, culture, texts: words }) =>
    words.flatMap((w) =>
      keystrokes(w).map(
        (k) =>
          `/api/product/suggest?marketId=${market}&cultureCode=${culture}&query=${encodeURIComponent(k)}`,
      ),
    ),
  );
  // Each language's index (and the article numbers' one) is built on its first search, once per
  // read-model version, as in the API: not a keystroke's cost.
  for (const { market, culture } of texts) {
    for (const warm of ['zz', '1000']) {
      await app.fetch(
        new Request(
          `http://127.0.0.1/api/product/suggest?marketId=${market}&cultureCode=${culture}&query=${warm}`,
        ),
      );
    }
  }
  const before = cpuSnapshot([process.pid]);
  const { rounds, cpu, empty } = await typeAll(app, paths);
  const busyElsewhere = otherCores(before, cpuSnapshot([process.pid]));
  await handle.close();
  const first = percentiles(rounds[0]!);
  const cpuFirst = percentiles(cpu[0]!);
  const cpuAgain = percentiles(cpu.slice(1).flat());
  const again = percentiles(rounds.slice(1).flat());
  const slowest = slowestOf(paths, rounds);
  const all = percentiles(rounds.flat());
  const result = {
    ...resultStamp(),
    products: PRODUCTS,
    keystrokes: paths.length,
    rounds: ROUNDS,
    withoutProducts: empty,
    targetP95Ms: TARGET_P95_MS,
    firstRound: first,
    laterRounds: again,
    all,
    cpuFirstRound: cpuFirst,
    cpuLaterRounds: cpuAgain,
    otherCoresBusy: busyElsewhere,
    slowest,
  };
  const row = (name: string, f: ReturnType<typeof percentiles>) =>
    `| ${name} | ${f.count} | ${f.p50} | ${f.p95} | ${f.p99} | ${f.max} |`;
  const { file, markdown } = writeResult('suggest', result, (json) =>
    [
      `# Suggestions per keystroke (${json})`,
      '',
      `${PRODUCTS.toLocaleString('en')} products, ${paths.length} keystrokes (${texts.length} markets), ${ROUNDS} rounds, in process, answer caches off. Target p95 ≤ ${TARGET_P95_MS} ms.`,
      '',
      '| keystrokes | count | p50 ms | p95 ms | p99 ms | max ms |',
      '|---|---|---|---|---|---|',
      row('first time typed', first),
      row('typed again', again),
      row('all', all),
      row('first time typed, CPU of this process', cpuFirst),
      row('typed again, CPU of this process', cpuAgain),
      '',
      `Other processes kept ${busyElsewhere ?? '?'} cores busy on average during the run (the machine has ${resultStamp().machine.cpus}).`,
      '',
      `${empty} of ${paths.length} keystrokes suggested no product (a prefix of a misspelt word, or too short to name one).`,
      '',
      `Slowest typed again (median of the later rounds): ${slowest.map((s) => `${s.text} ${s.ms} ms`).join(', ')}.`,
      '',
    ].join('\n'),
  );
  console.log(markdown);
  console.log(`Wrote ${file}`);
  if (all.p95 > TARGET_P95_MS) process.exitCode = 1;
}

await main();
