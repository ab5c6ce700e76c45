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
import { CART_MARKET, publicPriceListId, skuPool } from './cartBenchSetup';
import { queueOf, send } from './connectionLoops';
import { type LoadFigures, scenarioMeasurer } from './loadFigures';
import { loadTable, statementList, statementTable, verdict } from './loadReport';
import { CHECKOUT_STEPS, guestCarts, prepareCheckout, sendRequest, stepRequests } from './orderBenchSetup';
import {
  countStatements,
  idleStatements,
  type StatementFigures,
  statementLine,
  withCountingApi,
} from './statementFigures';

/**
 * Issue 11's order figures on the PostgreSQL server with 50,000 products (the cart benchmark's
 * database): order-send throughput and latency at 16 connections and at 1, every send a guest's cart of
 * its own made before the timing starts (each with its own Idempotency-Key, card payment, delivery
 * with a fee); the server time of the checkout's other steps (countries, delivery and payment
 * methods, AddressValidation, the order summary); and the SQL statements each sends, counted by the
 * relay in front of the database (a second start of the API, so the relay is never in the timed path).
 *
 * Flags: --duration=10 --connections=16 --rows=5 (rows per cart) --skus=2000 (distinct skus the carts
 * draw from) --send-rate=1200 (the most orders/s expected: carts are made for it, at each connection
 * count; 300 ran out on 2026-11-29's machine, which sent 382 a second).
 */
const WARM_UP_SECONDS = 2;
const ROWS = Number(args.get('rows') ?? 5);
const SKUS = Number(args.get('skus') ?? 2000);
const SEND_RATE = Number(args.get('send-rate') ?? 1200);
const TARGETS = { ordersPerSecond: 40, statementsPerSend: 30 };

async function main() {
  const url = await ensureDatabase();
  const data = await prepareCatalogue(url);
  const skus = await skuPool(url, await publicPriceListId(url, CART_MARKET), SKUS);
  const delivery = await prepareCheckout(url, skus);
  // Carts for the most sends a run of DURATION plus warm-up can make, at either connection count.
  const budget = Math.ceil(SEND_RATE * (DURATION + WARM_UP_SECONDS));

  const api = await startApi(url, true);
  const load: LoadFigures[] = [];
  try {
    const started = performance.now();
    const seats = await guestCarts(CONNECTIONS, skus, ROWS);
    const toSend = new Map<number, string[]>();
    for (const connections of [CONNECTIONS, 1]) toSend.set(connections, await guestCarts(budget, skus, ROWS));
    console.log(
      `${[...toSend.values()].reduce((n, c) => n + c.length, seats.length)} carts of ${ROWS} rows made in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const measure = scenarioMeasurer(
      url,
      api.pid!,
      { seconds: DURATION, warmUpSeconds: WARM_UP_SECONDS },
      load,
    );
    // Every pool connection open before the first scenario, so its backend's CPU time is counted.
    await Promise.all(seats.map((cartId) => send(stepRequests(cartId, delivery).countries)));
    for (const connections of [CONNECTIONS, 1]) {
      const suffix = connections === CONNECTIONS ? '' : ', 1 connection';
      for (const step of CHECKOUT_STEPS)
        await measure(`${step}${suffix}`, connections, (c) => stepRequests(seats[c]!, delivery)[step]);
      const nextCart = queueOf(
        toSend.get(connections)!,
        `send${suffix}`,
        'run again with a higher --send-rate',
      );
      await measure(`send${suffix}`, connections, () => sendRequest(nextCart(), delivery));
    }
  } finally {
    await stopApi(api);
  }

  const statements = await statementCounts(url, skus, delivery);
  for (const f of statements.figures) console.log(statementLine(f));

  const result = {
    ...resultStamp(),
    catalogue: data.counts,
    market: CART_MARKET,
    connections: CONNECTIONS,
    durationSeconds: DURATION,
    warmUpSeconds: WARM_UP_SECONDS,
    rowsPerCart: ROWS,
    skus: skus.length,
    targets: TARGETS,
    load,
    statements,
  };
  const { file, latest, markdown } = writeResult('order', result, (json) => toMarkdown(result, json));
  console.log(`\n${markdown}\nWrote ${file} and ${latest}`);
}

/** The statements of sends (of 1, ROWS and 20 rows), and of one of each other step, one at a time. */
async function statementCounts(
  url: string,
  skus: readonly string[],
  delivery: Awaited<ReturnType<typeof prepareCheckout>>,
) {
  return withCountingApi(url, async (counter) => {
    const figures: StatementFigures[] = [];
    const carts = {
      first: await guestCarts(1, skus, ROWS),
      one: await guestCarts(3, skus, 1),
      usual: await guestCarts(5, skus, ROWS),
      twenty: await guestCarts(3, skus, 20),
    };
    const sent = (ids: string[]) => (i: number) => send(sendRequest(ids[i]!, delivery));
    // The first send after start loads settings, features and caches: counted on its own.
    figures.push(await countStatements(counter, 'send, first request after start', 1, sent(carts.first)));
    const idle = await idleStatements(counter);
    figures.push(
      await countStatements(counter, `send of ${ROWS} rows`, carts.usual.length, sent(carts.usual)),
      await countStatements(counter, 'send of 1 row', carts.one.length, sent(carts.one)),
      await countStatements(counter, 'send of 20 rows', carts.twenty.length, sent(carts.twenty)),
    );
    const [seat] = await guestCarts(1, skus, ROWS);
    for (const [step, request] of Object.entries(stepRequests(seat!, delivery)))
      figures.push(await countStatements(counter, step, 3, () => send(request)));
    return { idleStatementsIn2s: idle, figures };
  });
}

function toMarkdown(
  result: {
    date: string;
    catalogue: object;
    load: LoadFigures[];
    statements: { idleStatementsIn2s: number; figures: StatementFigures[] };
  },
  file: string,
) {
  const usual = result.statements.figures.find((f) => f.scenario === `send of ${ROWS} rows`);
  const target = (f: LoadFigures) =>
    f.name === 'send'
      ? `≥ ${TARGETS.ordersPerSecond}/s: ${verdict(f.rps >= TARGETS.ordersPerSecond && f.errors === 0)}`
      : '';
  const lines = [
    `# Order benchmark (${result.date}, ${file})`,
    '',
    `Catalogue: ${JSON.stringify(result.catalogue)}; market ${CART_MARKET}; guest carts of ${ROWS} rows over ${SKUS} skus, one cart per send (made before timing), card payment, delivery with a fee; ${CONNECTIONS} connections and 1, ${DURATION} s per scenario after a ${WARM_UP_SECONDS} s warm-up.`,
    '',
    ...loadTable(result.load, target),
    '',
    `SQL statements per request (relay count; ${result.statements.idleStatementsIn2s} statements in 2 s idle; target for a send ≤ ${TARGETS.statementsPerSend}${usual ? `: ${verdict(Math.max(...usual.counts) <= TARGETS.statementsPerSend)}` : ''}):`,
    '',
    ...statementTable(result.statements.figures),
    '',
    ...(usual ? statementList(`Statements of one send of ${ROWS} rows:`, usual) : []),
  ];
  return `${lines.join('\n')}\n`;
}

await main();
