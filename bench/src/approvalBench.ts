import { openDatabase } from '@workwear/db';
import { ROLE } from '@workwear/domain';
import { sql } from 'drizzle-orm';
import type { TestDelivery } from '../../apps/api/src/testing/orderApi';
import {
  args,
  CONNECTIONS,
  DURATION,
  ensureDatabase,
  prepareCatalogue,
  resultStamp,
  startApi,
  stopApi,
  writeResult,
} from './apiBenchKit';
import {
  businessSendRequest,
  checkoutOpen,
  type Decision,
  decisionRequest,
  ensureAccounts,
  inParallel,
  type Principal,
  pendingRequest,
  savedCarts,
  sendAll,
  signedIn,
  type WaitingOrder,
  waitingOrders,
} from './approvalBenchSetup';
import { type Buyer, buyers } from './benchBuyers';
import { limitsOn } from './benchLimits';
import { CART_MARKET, skuPool } from './cartBenchSetup';
import { type LoopRequest, queueOf, send } from './connectionLoops';
import { type LoadFigures, scenarioMeasurer } from './loadFigures';
import { busiestOther, loadTable, statementList, statementTable, verdict } from './loadReport';
import { prepareCheckout } from './orderBenchSetup';
import {
  countStatements,
  idleStatements,
  type StatementFigures,
  statementLine,
  withCountingApi,
} from './statementFigures';

/**
 * Issue 28's performance targets on the PostgreSQL server with the benchmark catalogue (not a test:
 * npm run bench:approvals -w @workwear/bench):
 * - order send with amount limits and the approval rules on, at 16 connections and at 1: business
 *   buyers (signed in, one company each, UseAmountLimit on with limits far above what a run spends)
 *   whose sends become orders (limits judged, the ledger written), and plain users of companies with
 *   ForceApproval whose sends wait for approval (holds written, the approval request queued); every
 *   send a cart of its own made before timing; target ≥ 100 orders/s;
 * - approve and deny by the company's Administrator, each call on its own waiting order made before
 *   timing; target p95 ≤ 50 ms;
 * - the pending-orders list of a company with 1,000 waiting orders, first page and a filtered page;
 *   target p95 ≤ 100 ms;
 * - the SQL statements of each, counted by the relay in front of the database (a second start of the
 *   API, so the relay is never in the timed path).
 * The companies' settings and limits are put back afterwards (the database is shared with the other
 * benchmarks); the approvers and the list company's waiting orders are kept for the next run.
 *
 * Flags: --duration=10 --connections=16 --rows=5 --send-rate=300 --send-rate-one=120 (the most sends a
 * second expected at 16 connections and at 1: carts are made for them) --decide-seconds=5
 * --decide-rate=200 --decide-rate-one=150 (50 ran out on a quiet machine, 2026-11-30 06:58) (the same for approve and deny) --pending=1000
 */
const WARM_UP_SECONDS = 2;
const DECIDE_WARM_UP_SECONDS = 1;
const ROWS = Number(args.get('rows') ?? 5);
const SEND_RATE = {
  many: Number(args.get('send-rate') ?? 300),
  one: Number(args.get('send-rate-one') ?? 120),
};
const DECIDE_SECONDS = Number(args.get('decide-seconds') ?? 5);
const DECIDE_RATE = {
  many: Number(args.get('decide-rate') ?? 200),
  one: Number(args.get('decide-rate-one') ?? 150),
};
const PENDING = Number(args.get('pending') ?? 1000);
/** Buyers of the list company: its user and more made for the benchmark, who send its waiting orders. */
const LIST_BUYERS = 16;
/** Distinct skus each buyer's carts draw from. */
const SKUS_PER_BUYER = 50;
const TARGETS = { ordersPerSecond: 100, decisionP95Ms: 50, pendingListP95Ms: 100 };
/** Limits no run comes near: a buyer's 1,000,000,000.00, the company's the same in minor units × 100. */
const HIGH_LIMITS = { buyerLimit: '1000000000', companyStop: 100_000_000_000 };

/** One company per connection and role: buyers whose sends become orders, buyers who wait, the list's. */
interface Cast {
  ordering: Principal[];
  waiting: Principal[];
  approvers: Principal[];
  /** The list company's buyers: its user and more of its own (LIST_BUYERS in all). */
  listers: Principal[];
  listApprover: Principal;
  skus: Map<number, string[]>;
}

const CONNECTION_COUNTS = [CONNECTIONS, 1] as const;
const suffixOf = (connections: number) => (connections === CONNECTIONS ? '' : ', 1 connection');
/** At 16 connections each is one company's; at 1, the requests go round the companies. */
const seatOf = (connections: number, c: number, n: number) =>
  connections === CONNECTIONS ? c : n % CONNECTIONS;
/** What one company gets for a scenario at a connection count: its share of rate × (warm-up + seconds). */
const shareOf = (rate: number, seconds: number) => Math.ceil((rate * seconds) / CONNECTIONS);

async function main() {
  const url = await ensureDatabase();
  const data = await prepareCatalogue(url);
  const all = await checkoutOpen(url, await buyers(url, CART_MARKET));
  if (all.length < 2 * CONNECTIONS + 1)
    throw new Error(`Fewer than ${2 * CONNECTIONS + 1} buyers in ${CART_MARKET}`);
  const ordering = all.slice(0, CONNECTIONS);
  const waiting = all.slice(CONNECTIONS, 2 * CONNECTIONS);
  const lister = all[2 * CONNECTIONS]!;
  const skus = new Map<number, string[]>();
  // Each buyer's skus from its own stretch of the lists' order: concurrent sends seldom wait on one stock row.
  for (const [i, b] of all.slice(0, 2 * CONNECTIONS + 1).entries())
    skus.set(b.companyId, await skuPool(url, b.priceListId, SKUS_PER_BUYER, i * SKUS_PER_BUYER));
  const delivery = await prepareCheckout(url, [...new Set([...skus.values()].flat())]);
  const approvers = await ensureAccounts(url, [...waiting, lister], () => 'approver', ROLE.Administrator);
  const listers = [
    lister,
    ...(await ensureAccounts(url, Array(LIST_BUYERS - 1).fill(lister), (i) => `buyer${i + 1}`, ROLE.User)),
  ];
  const restore = [
    await limitsOn(url, ordering, {
      ...HIGH_LIMITS,
      settings: { ForceApproval: 'False', AttestantSetting: 'None' },
    }),
    await limitsOn(url, [...waiting, lister], {
      ...HIGH_LIMITS,
      settings: { ForceApproval: 'True', AttestantSetting: 'None' },
    }),
  ];
  const load: LoadFigures[] = [];
  let statements: Awaited<ReturnType<typeof statementCounts>>;
  let pending: Awaited<ReturnType<typeof pendingScenarios>>['facts'];
  try {
    const api = await startApi(url, true);
    let cast: Cast;
    let counting: CountingWork;
    try {
      cast = await castOf(url, { ordering, waiting, listers, approvers }, skus);
      const measure = scenarioMeasurer(
        url,
        api.pid!,
        { seconds: DURATION, warmUpSeconds: WARM_UP_SECONDS },
        load,
      );
      const decideMeasure = scenarioMeasurer(
        url,
        api.pid!,
        { seconds: DECIDE_SECONDS, warmUpSeconds: DECIDE_WARM_UP_SECONDS },
        load,
      );
      // Every pool connection open before the first scenario, so its backend's CPU time is counted.
      await Promise.all(cast.approvers.map((a) => send(pendingRequest(a.token))));
      await sendScenarios(measure, cast, delivery);
      await decisionScenarios(decideMeasure, url, cast, delivery);
      const list = await pendingScenarios(measure, url, cast, delivery);
      pending = list.facts;
      counting = await countingWork(url, cast, delivery, list.filters);
    } finally {
      await stopApi(api);
    }
    statements = await statementCounts(url, cast, delivery, counting);
  } finally {
    for (const undo of restore) await undo();
  }
  for (const f of statements.figures) console.log(statementLine(f));

  const result = {
    ...resultStamp(),
    catalogue: data.counts,
    market: CART_MARKET,
    connections: CONNECTIONS,
    durationSeconds: DURATION,
    warmUpSeconds: WARM_UP_SECONDS,
    decideSeconds: DECIDE_SECONDS,
    decideWarmUpSeconds: DECIDE_WARM_UP_SECONDS,
    rowsPerCart: ROWS,
    skusPerBuyer: SKUS_PER_BUYER,
    pending,
    targets: TARGETS,
    otherCoresAtMost: busiestOther(load),
    load,
    statements,
  };
  const { file, latest, markdown } = writeResult('approvals', result, (json) => toMarkdown(result, json));
  console.log(`\n${markdown}\nWrote ${file} and ${latest}`);
}

/** Everyone signed in: the buyers, and the approvers of the waiting companies and of the list's. */
async function castOf(
  url: string,
  people: { ordering: Buyer[]; waiting: Buyer[]; listers: Buyer[]; approvers: Buyer[] },
  skus: Map<number, string[]>,
): Promise<Cast> {
  const approvers = await signedIn(url, people.approvers);
  return {
    ordering: await signedIn(url, people.ordering),
    waiting: await signedIn(url, people.waiting),
    approvers: approvers.slice(0, CONNECTIONS),
    listers: await signedIn(url, people.listers),
    listApprover: approvers[CONNECTIONS]!,
    skus,
  };
}

type Measure = ReturnType<typeof scenarioMeasurer>;

/** Each buyer's `count` carts, made before timing (buyers side by side, each buyer's one after another). */
const cartsOf = (cast: Cast, people: readonly Principal[], count: number) =>
  inParallel(people, CONNECTIONS, (p) => savedCarts(p.token, cast.skus.get(p.companyId)!, ROWS, count));

/** Sends that become orders, then sends that wait for approval, at 16 connections and at 1. */
async function sendScenarios(measure: Measure, cast: Cast, delivery: TestDelivery) {
  for (const [name, people] of [
    ['send, becomes an order', cast.ordering],
    ['send, waits for approval', cast.waiting],
  ] as const) {
    const started = performance.now();
    const carts = new Map<number, string[][]>();
    for (const connections of CONNECTION_COUNTS) {
      const rate = connections === CONNECTIONS ? SEND_RATE.many : SEND_RATE.one;
      carts.set(connections, await cartsOf(cast, people, shareOf(rate, DURATION + WARM_UP_SECONDS)));
    }
    console.log(`${name}: carts made in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    for (const connections of CONNECTION_COUNTS) {
      const scenario = `${name}${suffixOf(connections)}`;
      const hint = `run again with a higher --send-rate${connections === 1 ? '-one' : ''}`;
      const queues = carts.get(connections)!.map((ids) => queueOf(ids, scenario, hint));
      await measure(scenario, connections, (c, n) => {
        const seat = seatOf(connections, c, n);
        return businessSendRequest(people[seat]!, queues[seat]!(), delivery);
      });
    }
  }
}

/**
 * Sends more for approval until each waiting company has `count` waiting orders (the send scenario
 * leaves some; a run's decisions take them), then answers them, oldest first.
 */
async function waitingOf(url: string, cast: Cast, delivery: TestDelivery, count: number) {
  return inParallel(cast.waiting, CONNECTIONS, async (buyer) => {
    const have = (await waitingOrders(url, buyer.companyId)).length;
    if (have < count)
      await sendAll(
        buyer,
        await savedCarts(buyer.token, cast.skus.get(buyer.companyId)!, ROWS, count - have),
        delivery,
        true,
      );
    return (await waitingOrders(url, buyer.companyId)).slice(0, count);
  });
}

/** Approve and deny by each company's Administrator, every call on a waiting order of its own. */
async function decisionScenarios(measure: Measure, url: string, cast: Cast, delivery: TestDelivery) {
  const seconds = DECIDE_SECONDS + DECIDE_WARM_UP_SECONDS;
  const share = { many: shareOf(DECIDE_RATE.many, seconds), one: shareOf(DECIDE_RATE.one, seconds) };
  const orders = await waitingOf(url, cast, delivery, 2 * (share.many + share.one));
  // Each company's waiting orders split four ways: approve and deny, at 16 connections and at 1.
  const portion = (decision: Decision, connections: number) => {
    const at = (decision === 'confirm' ? 0 : 1) + (connections === CONNECTIONS ? 0 : 2);
    const size = connections === CONNECTIONS ? share.many : share.one;
    const from = at < 2 ? at * size : 2 * share.many + (at - 2) * size;
    return orders.map((o) => o.slice(from, from + size));
  };
  for (const connections of CONNECTION_COUNTS)
    for (const decision of ['confirm', 'deny'] as const) {
      const scenario = `${decision === 'confirm' ? 'approve' : 'deny'}${suffixOf(connections)}`;
      const hint = `run again with a higher --decide-rate${connections === 1 ? '-one' : ''}`;
      const queues = portion(decision, connections).map((o) => queueOf(o, scenario, hint));
      await measure(scenario, connections, (c, n) => {
        const seat = seatOf(connections, c, n);
        return decisionRequest(cast.approvers[seat]!.token, queues[seat]!(), decision);
      });
    }
}

/**
 * The list company's waiting orders topped up to PENDING (kept between runs), then its first page and
 * a filtered one (the buyer, and the middle half of the amounts) as its Administrator.
 */
async function pendingScenarios(measure: Measure, url: string, cast: Cast, delivery: TestDelivery) {
  const companyId = cast.listers[0]!.companyId;
  const missing = PENDING - (await waitingOrders(url, companyId)).length;
  if (missing > 0) {
    const started = performance.now();
    const each = Math.ceil(missing / cast.listers.length);
    await inParallel(cast.listers, CONNECTIONS, async (buyer) =>
      sendAll(buyer, await savedCarts(buyer.token, cast.skus.get(companyId)!, ROWS, each), delivery, true),
    );
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`${each * cast.listers.length} orders sent for approval in ${seconds} s`);
  }
  const handle = await openDatabase({ url });
  const [facts] = await handle.rows<{ waiting: number; low: number; high: number }>(sql`
    SELECT count(*)::int AS waiting,
      percentile_disc(0.25) WITHIN GROUP (ORDER BY amount)::bigint AS low,
      percentile_disc(0.75) WITHIN GROUP (ORDER BY amount)::bigint AS high
    FROM order_approvals WHERE company_id = ${companyId} AND status = 'Waiting'`);
  await handle.close();
  const filters = {
    buyer: cast.listers[0]!.login.split('@')[0]!,
    minAmount: String(facts!.low),
    maxAmount: String(facts!.high),
  };
  const token = cast.listApprover.token;
  for (const connections of CONNECTION_COUNTS) {
    await measure(`pending list, first page${suffixOf(connections)}`, connections, () =>
      pendingRequest(token),
    );
    await measure(`pending list, filtered${suffixOf(connections)}`, connections, () =>
      pendingRequest(token, filters),
    );
  }
  return { facts: { companyId, waiting: facts!.waiting, filters }, filters };
}

/** Carts and waiting orders for the counted requests, made while the timed API runs. */
interface CountingWork {
  ordering: string[];
  waiting: string[];
  decisions: Record<Decision, WaitingOrder[]>;
  filters: Record<string, string>;
}

const COUNTED = 5;

async function countingWork(
  url: string,
  cast: Cast,
  delivery: TestDelivery,
  filters: Record<string, string>,
): Promise<CountingWork> {
  const [ordering, waiting] = await Promise.all(
    [cast.ordering[0]!, cast.waiting[0]!].map((p) =>
      savedCarts(p.token, cast.skus.get(p.companyId)!, ROWS, COUNTED + 1),
    ),
  );
  const orders = (await waitingOf(url, cast, delivery, 2 * COUNTED))[0]!;
  return {
    ordering: ordering!,
    waiting: waiting!,
    decisions: { confirm: orders.slice(0, COUNTED), deny: orders.slice(COUNTED) },
    filters,
  };
}

/** The statements of each request, one at a time, on the second (counted) start of the API. */
async function statementCounts(url: string, cast: Cast, delivery: TestDelivery, work: CountingWork) {
  return withCountingApi(url, async (counter) => {
    const figures: StatementFigures[] = [];
    const sent = (buyer: Principal, ids: string[]) => (i: number) =>
      send(businessSendRequest(buyer, ids[i]!, delivery));
    const [first, ...ordering] = work.ordering;
    // The first send after start loads settings, features and caches: counted on its own.
    figures.push(
      await countStatements(counter, 'send, first request after start', 1, sent(cast.ordering[0]!, [first!])),
    );
    const idle = await idleStatements(counter);
    const approver = cast.approvers[0]!.token;
    const decided = (decision: Decision) => (i: number) =>
      send(decisionRequest(approver, work.decisions[decision][i]!, decision));
    const listed = (request: LoopRequest) => () => send(request);
    // Waiting sends after the decisions: the decisions take the company's oldest waiting orders.
    figures.push(
      await countStatements(counter, 'send, becomes an order', COUNTED, sent(cast.ordering[0]!, ordering)),
      await countStatements(counter, 'approve', COUNTED, decided('confirm')),
      await countStatements(counter, 'deny', COUNTED, decided('deny')),
      await countStatements(
        counter,
        'send, waits for approval',
        COUNTED,
        sent(cast.waiting[0]!, work.waiting),
      ),
      await countStatements(
        counter,
        'pending list, first page',
        3,
        listed(pendingRequest(cast.listApprover.token)),
      ),
      await countStatements(
        counter,
        'pending list, filtered',
        3,
        listed(pendingRequest(cast.listApprover.token, work.filters)),
      ),
    );
    return { idleStatementsIn2s: idle, figures };
  });
}

function targetOf(f: LoadFigures): string {
  if (f.name.startsWith('send'))
    return `≥ ${TARGETS.ordersPerSecond}/s: ${verdict(f.rps >= TARGETS.ordersPerSecond && f.errors === 0)}`;
  if (f.name.startsWith('approve') || f.name.startsWith('deny'))
    return `p95 ≤ ${TARGETS.decisionP95Ms} ms: ${verdict(f.p95 <= TARGETS.decisionP95Ms && f.errors === 0)}`;
  if (f.name.startsWith('pending'))
    return `p95 ≤ ${TARGETS.pendingListP95Ms} ms: ${verdict(f.p95 <= TARGETS.pendingListP95Ms && f.errors === 0)}`;
  return '';
}

function toMarkdown(
  result: {
    date: string;
    catalogue: object;
    pending: { companyId: number; waiting: number; filters: Record<string, string> };
    otherCoresAtMost: number;
    load: LoadFigures[];
    statements: { idleStatementsIn2s: number; figures: StatementFigures[] };
  },
  file: string,
) {
  const listed = (scenario: string) => result.statements.figures.find((f) => f.scenario === scenario);
  const lines = [
    `# Approvals and limits benchmark (${result.date}, ${file})`,
    '',
    `Catalogue: ${JSON.stringify(result.catalogue)}; market ${CART_MARKET}. Business buyers signed in, one company each, UseAmountLimit on with limits no run reaches; carts of ${ROWS} rows at the company's agreement prices, one per send (made before timing), invoice, delivery with a fee. Sends: ${CONNECTIONS} connections and 1, ${DURATION} s per scenario after a ${WARM_UP_SECONDS} s warm-up. Approve and deny: each company's Administrator, one waiting order per call (made before timing), ${DECIDE_SECONDS} s after a ${DECIDE_WARM_UP_SECONDS} s warm-up. Pending list: company ${result.pending.companyId} with ${result.pending.waiting} waiting orders, page size 20; filtered by ${JSON.stringify(result.pending.filters)}.`,
    '',
    `Other work on the machine (other sessions' tests on its 2 cores): up to ${result.otherCoresAtMost} cores busy during a scenario (column "other cores busy").`,
    '',
    ...loadTable(result.load, targetOf),
    '',
    `SQL statements per request (relay count; ${result.statements.idleStatementsIn2s} statements in 2 s idle):`,
    '',
    ...statementTable(result.statements.figures),
    '',
    ...[
      'send, becomes an order',
      'send, waits for approval',
      'approve',
      'deny',
      'pending list, first page',
    ].flatMap((scenario) => {
      const f = listed(scenario);
      return f ? statementList(`Statements of one ${scenario}:`, f) : [];
    }),
  ];
  return `${lines.join('\n')}\n`;
}

await main();
