import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { DEMO_PASSWORDS } from '@workwear/db/demo';
import pg from 'pg';
import {
  CONNECTIONS,
  DURATION,
  ensureDatabase,
  type Figures,
  load,
  PORT,
  prepareCatalogue,
  repoRoot,
  residentMiB,
  startApi,
  stopApi,
} from './apiBenchKit';
import { buyers, signIn } from './benchBuyers';

/**
 * Issue 9's figures: sign-in at the chosen scrypt cost, the product list at one company's agreement
 * prices next to the same list at public prices (cache off, so every request is priced), and the API
 * process's memory as companies' price lists are loaded into the listing index.
 */
/** GET /bench/memory: bytes the listing index and the company prices hold (heldBytes), and the heap. */
interface HeldMemory {
  index: number;
  priceLists: number;
  priceViews: number;
  count: number;
  rss: number;
  heapUsed: number;
}

interface MemoryStage {
  stage: string;
  rssMiB: number;
  heapMiB?: number;
  indexMiB?: number;
  priceListsMiB?: number;
  priceViewsMiB?: number;
  priceLists?: number;
}

const mib = (bytes: number) => Math.round((bytes / 2 ** 20) * 10) / 10;

/**
 * The throttle keeps an hour of sign-in attempts per login name and address (auth/policy.ts), and
 * every run signs in the same account from the same address: without this, a run within the hour of
 * another starts with that run's counts and its 16-connection figures measure the leftovers.
 */
async function forgetSignInAttempts(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('DELETE FROM login_throttle');
  } finally {
    await client.end();
  }
}

async function main() {
  const url = await ensureDatabase();
  await forgetSignInAttempts(url);
  const data = await prepareCatalogue(url);
  const all = await buyers(url);
  const buyer = all[0];
  if (!buyer) throw new Error('No generated company user with an agreement list: seed with --companies');
  const listIn = (market: string) =>
    `/api/product/products?api-version=2&marketId=${market}&filters=5,${data.colour}&filters=5,${data.size}&sortField=LowestPrice&pageSize=24`;
  const listPath = listIn(buyer.market);

  const api = await startApi(url, false);
  const figures: Figures[] = [];
  const memory: MemoryStage[] = [];
  const measure = async (stage: string) => {
    const held = (await (await fetch(`http://127.0.0.1:${PORT}/bench/memory`)).json()) as HeldMemory;
    memory.push({
      stage,
      rssMiB: residentMiB(api.pid),
      heapMiB: mib(held.heapUsed),
      indexMiB: mib(held.index),
      priceListsMiB: mib(held.priceLists),
      priceViewsMiB: mib(held.priceViews),
      priceLists: held.count,
    });
  };
  try {
    memory.push({ stage: 'API started', rssMiB: residentMiB(api.pid) });
    const login = JSON.stringify({
      userName: buyer.login,
      password: DEMO_PASSWORDS.user,
      market: buyer.market,
    });
    const post = { method: 'POST' as const, headers: { 'Content-Type': 'application/json' }, body: login };
    figures.push(await load('login, 1 connection', '/api/auth/login', { ...post, connections: 1 }));
    figures.push(await load(`login, ${CONNECTIONS} connections`, '/api/auth/login', post));

    figures.push(await load('product list, public prices', listPath));
    await measure('index built, public prices');
    const token = await signIn(buyer);
    figures.push(
      await load("product list, one company's agreement prices", listPath, {
        headers: { Authorization: `Bearer ${token}` },
      }),
    );
    figures.push(
      await load('ceiling (bare JSON of the same size)', `/bench/ceiling?bytes=${figures.at(-1)!.bytes}`),
    );

    // Every company's list once: each company's prices join the index (overlays are kept for at most 64).
    const started = Date.now();
    for (const [i, other] of all.entries()) {
      const res = await fetch(`http://127.0.0.1:${PORT}${listIn(other.market)}`, {
        headers: { Authorization: `Bearer ${await signIn(other)}` },
      });
      await res.arrayBuffer();
      if (i === 63) await measure('64 companies priced');
    }
    await measure(`${all.length} companies priced`);
    console.log(
      `Priced a list for ${all.length} companies in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  } finally {
    await stopApi(api);
  }

  for (const f of figures)
    console.log(`${f.name}: ${f.rps} req/s, p50 ${f.p50} ms, p95 ${f.p95} ms, errors ${f.errors}`);
  for (const m of memory) console.log(`memory, ${m.stage}: ${JSON.stringify(m)}`);
  const result = {
    date: new Date().toISOString(),
    machine: { cpus: cpus().length, node: process.version },
    catalogue: data.counts,
    connections: CONNECTIONS,
    durationSeconds: DURATION,
    targets: { companyListP95Ms: 50 },
    figures,
    memory,
  };
  const stamp = result.date.slice(0, 19).replace(/[:T]/g, '-');
  mkdirSync(`${repoRoot}bench/results`, { recursive: true });
  writeFileSync(`${repoRoot}bench/results/signin-${stamp}.json`, `${JSON.stringify(result, null, 2)}\n`);
  const lines = [
    `# Sign-in and company prices (${result.date})`,
    '',
    `Catalogue: ${JSON.stringify(result.catalogue)}; cache off; ${DURATION} s per scenario after a 2 s warm-up.`,
    '',
    '| scenario | req/s | p50 ms | p95 ms | p99 ms | errors |',
    '|---|---|---|---|---|---|',
    ...figures.map((f) => `| ${f.name} | ${f.rps} | ${f.p50} | ${f.p95} | ${f.p99} | ${f.errors} |`),
    '',
    '| API process memory | RSS MiB | JS heap used MiB | listing index MiB | price lists (count) MiB | price views MiB |',
    '|---|---|---|---|---|---|',
    ...memory.map(
      (m) =>
        `| ${m.stage} | ${m.rssMiB} | ${m.heapMiB ?? ''} | ${m.indexMiB ?? ''} | ${
          m.priceListsMiB === undefined ? '' : `${m.priceListsMiB} (${m.priceLists})`
        } | ${m.priceViewsMiB ?? ''} |`,
    ),
  ];
  writeFileSync(`${repoRoot}bench/results/signin-latest.md`, `${lines.join('\n')}\n`);
  console.log('\nWrote bench/results/signin-latest.md');
}

await main();
