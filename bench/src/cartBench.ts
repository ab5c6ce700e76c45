import { mkdirSync } from 'node:fs';
import {
  args,
  CONNECTIONS,
  DURATION,
  ensureDatabase,
  prepareCatalogue,
  repoRoot,
  resultStamp,
  startApi,
  stopApi,
  writeResult,
} from './apiBenchKit';
import { type Buyer, buyers, signIn } from './benchBuyers';
import {
  addRequest,
  batchRequest,
  CART_MARKET,
  cartClient,
  emptyCart,
  fill,
  publicPriceListId,
  QUICK_ORDER_LINES,
  readRequest,
  rowsOfConnection,
  skuPool,
} from './cartBenchSetup';
import { type LoopRequest, send } from './connectionLoops';
import { type LoadFigures, scenarioMeasurer } from './loadFigures';
import { startStatementCounter } from './pgStatementCounter';
import { countStatements, type StatementFigures, statementLine } from './statementFigures';

/**
 * Issue 10's cart figures on the PostgreSQL server with 50,000 products: add-to-cart and cart read
 * at 16 connections, each connection with a cart of its own (5 to 20 rows; the adds cycle over the
 * cart's own skus, so it keeps its size), anonymous and as business buyers at their agreement
 * prices; quick order of 200 lines into an empty cart; and the SQL statements each request sends,
 * counted by a relay in front of the database (a second start of the API, so the relay is never in
 * the measured path).
 *
 * Flags: --duration=10 --connections=16 --quick-runs=5 --scenarios=anonymous-add,business-read
 * (default all) --profile (the loaded API writes a V8 CPU profile to .data/bench-profiles; summarised by cpuProfileTop.ts).
 */
const QUICK_RUNS = Number(args.get('quick-runs') ?? 5);
const WARM_UP_SECONDS = 2;
// Beside the other local data, out of git: a profile is tens of megabytes.
const PROFILE_DIR = `${repoRoot}.data/bench-profiles`;
const TARGETS = { addP95Ms: 30, readP95Ms: 30, quickOrderMs: 1000 };

type Audience = 'anonymous' | 'business';

/** One connection's principal and cart. */
interface Seat {
  token: string | undefined;
  cartId: string;
  skus: string[];
}

interface QuickOrder {
  audience: Audience;
  runsMs: number[];
  medianMs: number;
  maxMs: number;
  added: number;
  rowsAfter: number;
}

async function seatsFor(
  url: string,
  audience: Audience,
  sellers: readonly Buyer[],
  anonymousList: number,
): Promise<Seat[]> {
  const seats: Seat[] = [];
  for (let i = 0; i < CONNECTIONS; i++) {
    const buyer = audience === 'business' ? sellers[i] : undefined;
    if (audience === 'business' && !buyer)
      throw new Error(`Fewer than ${CONNECTIONS} buyers in ${CART_MARKET}`);
    const token = buyer ? await signIn(buyer) : undefined;
    const rows = rowsOfConnection(i, CONNECTIONS);
    // Anonymous carts draw from disjoint stretches of the public list; each company from its own list.
    const skus = buyer
      ? await skuPool(url, buyer.priceListId, rows)
      : await skuPool(url, anonymousList, rows, i * 20);
    const api = cartClient(token);
    const cart = await fill(api, await emptyCart(api, token), skus);
    if (buyer && cart.rows.some((r) => r.priceListId !== buyer.priceListId)) {
      throw new Error(`${buyer.login}: rows not at the agreement list ${buyer.priceListId}`);
    }
    seats.push({ token, cartId: cart.id, skus });
  }
  return seats;
}

async function quickOrders(
  audience: Audience,
  token: string | undefined,
  skus: readonly string[],
): Promise<QuickOrder> {
  const api = cartClient(token);
  const runsMs: number[] = [];
  let added = 0;
  let rowsAfter = 0;
  for (let run = 0; run < QUICK_RUNS; run++) {
    const cart = await emptyCart(api, token);
    const answer = await send(batchRequest(cart.id, skus, token));
    if (answer.status !== 200) throw new Error(`quick order: ${answer.status} ${answer.body.slice(0, 300)}`);
    const body = JSON.parse(answer.body) as { cart: { rows: unknown[] }; lines: { status: string }[] };
    added = body.lines.filter((l) => l.status === 'added').length;
    rowsAfter = body.cart.rows.length;
    runsMs.push(Math.round(answer.ms));
  }
  const sorted = [...runsMs].sort((a, b) => a - b);
  return {
    audience,
    runsMs,
    medianMs: sorted[Math.floor(sorted.length / 2)]!,
    maxMs: sorted.at(-1)!,
    added,
    rowsAfter,
  };
}

/** The statements of one add (onto a row, and as a new row), one read and one quick order, per audience. */
async function statementCounts(
  url: string,
  seats: Record<Audience, Seat>,
  spare: Record<Audience, string[]>,
  quick: Record<Audience, string[]>,
  business: { seat: Buyer; quick: Buyer },
) {
  const counter = await startStatementCounter(url);
  const api = await startApi(counter.url, true, { OUTBOX_WORKER: 'off', DATABASE_POOL_SIZE: '4' });
  const figures: StatementFigures[] = [];
  let idle: number;
  try {
    const tokens: Record<Audience, string | undefined> = {
      anonymous: undefined,
      business: await signIn(business.seat),
    };
    const quickTokens = { ...tokens, business: await signIn(business.quick) };
    // The first request after start loads price lists and settings: counted on its own.
    const first = seats.anonymous;
    counter.take();
    figures.push(
      await countStatements(counter, 'anonymous add, first request after start', 1, () =>
        send(addRequest(first.cartId, first.skus[0]!)),
      ),
    );
    await send(addRequest(seats.business.cartId, seats.business.skus[0]!, tokens.business));
    counter.take();
    await new Promise((r) => setTimeout(r, 2000));
    idle = counter.take().length;
    for (const audience of ['anonymous', 'business'] as const) {
      const seat = seats[audience];
      const token = tokens[audience];
      figures.push(
        await countStatements(counter, `${audience} add onto a row`, 5, (i) =>
          send(addRequest(seat.cartId, seat.skus[i % seat.skus.length]!, token)),
        ),
        await countStatements(counter, `${audience} add as a new row`, 3, (i) =>
          send(addRequest(seat.cartId, spare[audience][i]!, token)),
        ),
        await countStatements(counter, `${audience} read`, 3, () => send(readRequest(seat.cartId, token))),
      );
      const empty = await emptyCart(cartClient(quickTokens[audience]), quickTokens[audience]);
      figures.push(
        await countStatements(counter, `${audience} quick order of ${quick[audience].length} lines`, 1, () =>
          send(batchRequest(empty.id, quick[audience], quickTokens[audience])),
        ),
      );
    }
  } finally {
    await stopApi(api);
    await counter.close();
  }
  return { idleStatementsIn2s: idle, figures };
}

async function main() {
  const url = await ensureDatabase();
  const data = await prepareCatalogue(url);
  const sellers = (await buyers(url, CART_MARKET)).slice(0, CONNECTIONS);
  const anonymousList = await publicPriceListId(url, CART_MARKET);
  const wanted = args.get('scenarios')?.split(',');
  const profile = args.has('profile');
  if (profile) mkdirSync(PROFILE_DIR, { recursive: true });

  // Quick order and the statement counts take skus no seat's cart holds.
  const spareOffset = CONNECTIONS * 20;
  const quick: Record<Audience, string[]> = {
    anonymous: await skuPool(url, anonymousList, QUICK_ORDER_LINES, spareOffset),
    business: await skuPool(url, sellers[1]!.priceListId, QUICK_ORDER_LINES, 100),
  };
  const spare: Record<Audience, string[]> = {
    anonymous: await skuPool(url, anonymousList, 3, spareOffset + QUICK_ORDER_LINES),
    business: await skuPool(url, sellers[0]!.priceListId, 3, 1000),
  };

  const spawnedAt = performance.now();
  const api = await startApi(url, true, {}, profile ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : []);
  const load: LoadFigures[] = [];
  const quickOrder: QuickOrder[] = [];
  let seats: Record<Audience, Seat[]>;
  try {
    seats = {
      anonymous: await seatsFor(url, 'anonymous', sellers, anonymousList),
      business: await seatsFor(url, 'business', sellers, anonymousList),
    };
    // Every pool connection open before the first scenario, so its backend's CPU time is counted.
    await Promise.all(seats.anonymous.map((seat) => send(readRequest(seat.cartId, seat.token))));
    const measure = scenarioMeasurer(
      url,
      api.pid!,
      { seconds: DURATION, warmUpSeconds: WARM_UP_SECONDS },
      load,
      (id, startedAt) => {
        if (!profile) return;
        // The profiler starts a little after the spawn: a margin keeps other work out.
        const measuredFrom = startedAt - spawnedAt + WARM_UP_SECONDS * 1000;
        const window = `${Math.round(measuredFrom + 300)}-${Math.round(performance.now() - spawnedAt - 300)}`;
        console.log(`profile of ${id}: node --import tsx bench/src/cpuProfileTop.ts --window=${window}`);
      },
    );
    // At 16 connections for the targets; at 1 connection for what one request costs without queueing.
    for (const connections of [CONNECTIONS, 1]) {
      for (const audience of ['anonymous', 'business'] as const) {
        const mine = seats[audience];
        const scenarios: [string, (c: number, n: number) => LoopRequest][] = [
          [
            'add',
            (c, n) => addRequest(mine[c]!.cartId, mine[c]!.skus[n % mine[c]!.skus.length]!, mine[c]!.token),
          ],
          ['read', (c) => readRequest(mine[c]!.cartId, mine[c]!.token)],
        ];
        for (const [kind, next] of scenarios) {
          const id = `${audience}-${kind}`;
          if (wanted && !wanted.includes(id)) continue;
          await measure(connections === CONNECTIONS ? id : `${id}, 1 connection`, connections, next);
        }
      }
    }
    if (!wanted) {
      // Business quick orders go to the second buyer's cart (emptied first), the counts to the first one's.
      quickOrder.push(await quickOrders('anonymous', undefined, quick.anonymous));
      quickOrder.push(await quickOrders('business', await signIn(sellers[1]!), quick.business));
      for (const q of quickOrder)
        console.log(`quick order ${q.audience}: ${q.runsMs.join(', ')} ms (${q.added} added)`);
    }
  } finally {
    if (profile) {
      const exited = new Promise((r) => api.once('exit', r));
      await stopApi(api);
      await exited;
    } else await stopApi(api);
  }
  if (wanted) return;

  const counts = await statementCounts(
    url,
    { anonymous: seats.anonymous[0]!, business: seats.business[0]! },
    spare,
    quick,
    { seat: sellers[0]!, quick: sellers[1]! },
  );
  for (const f of counts.figures) console.log(statementLine(f));

  const result = {
    ...resultStamp(),
    catalogue: data.counts,
    market: CART_MARKET,
    connections: CONNECTIONS,
    durationSeconds: DURATION,
    warmUpSeconds: WARM_UP_SECONDS,
    cartRows: Object.fromEntries(Object.entries(seats).map(([k, v]) => [k, v.map((s) => s.skus.length)])),
    targets: TARGETS,
    load,
    quickOrder,
    statements: counts,
  };
  const { file, latest } = writeResult('cart', result, (json) => toMarkdown(result, json));
  console.log(`\nWrote ${file} and ${latest}`);
}

function verdict(value: number, target: number) {
  return value <= target ? 'met' : 'missed';
}

function toMarkdown(
  result: {
    date: string;
    catalogue: object;
    load: LoadFigures[];
    quickOrder: QuickOrder[];
    statements: { idleStatementsIn2s: number; figures: StatementFigures[] };
  },
  file: string,
) {
  const listed = result.statements.figures.filter(
    (f) => f.scenario.endsWith('add onto a row') || f.scenario.endsWith('read'),
  );
  const lines = [
    `# Cart benchmark (${result.date}, ${file})`,
    '',
    `Catalogue: ${JSON.stringify(result.catalogue)}; market ${CART_MARKET}; ${CONNECTIONS} connections, ${DURATION} s per scenario after a ${WARM_UP_SECONDS} s warm-up; each connection its own cart of ${rowsOfConnection(0, CONNECTIONS)}-${rowsOfConnection(CONNECTIONS - 1, CONNECTIONS)} rows.`,
    '',
    '| scenario | req/s | p50 ms | p95 ms | p99 ms | max ms | errors | API CPU ms/request | PostgreSQL CPU ms/request | other cores busy | target p95 |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...result.load.map(
      (f) =>
        `| ${f.name} | ${f.rps} | ${f.p50} | ${f.p95} | ${f.p99} | ${f.max} | ${f.errors} | ${f.apiCpuMsPerRequest ?? ''} | ${f.databaseCpuMsPerRequest ?? ''} | ${f.otherCores ?? ''} | ${f.connections === CONNECTIONS ? `≤ ${TARGETS.addP95Ms}: ${verdict(f.p95, TARGETS.addP95Ms)}` : ''} |`,
    ),
    '',
    `| quick order of ${QUICK_ORDER_LINES} lines | runs ms | median ms | max ms | lines added | target |`,
    '|---|---|---|---|---|---|',
    ...result.quickOrder.map(
      (q) =>
        `| ${q.audience} | ${q.runsMs.join(', ')} | ${q.medianMs} | ${q.maxMs} | ${q.added} | ≤ ${TARGETS.quickOrderMs}: ${verdict(q.maxMs, TARGETS.quickOrderMs)} |`,
    ),
    '',
    `SQL statements per request (relay count; ${result.statements.idleStatementsIn2s} statements in 2 s idle):`,
    '',
    '| request | statements (each repetition) | database ms, one at a time (each repetition) |',
    '|---|---|---|',
    ...result.statements.figures.map(
      (f) => `| ${f.scenario} | ${f.counts.join(', ')} | ${f.databaseMs.join(', ')} |`,
    ),
    '',
    ...listed.flatMap((f) => [
      `Statements of one ${f.scenario}:`,
      '',
      ...f.statements.map((s, i) => `${i + 1}. ${s.ms} ms \`${s.text}\``),
      '',
    ]),
  ];
  return `${lines.join('\n')}\n`;
}

await main();
