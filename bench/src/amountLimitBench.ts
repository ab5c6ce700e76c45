import {
  CONNECTIONS,
  DURATION,
  ensureDatabase,
  prepareCatalogue,
  resultStamp,
  startApi,
  stopApi,
  writeResult,
} from './apiBenchKit';
import { type Buyer, buyers, signIn } from './benchBuyers';
import { limitsOn } from './benchLimits';
import { CART_MARKET, cartClient, emptyCart, fill, rowsOfConnection, skuPool } from './cartBenchSetup';
import { type LoopRequest, send } from './connectionLoops';
import { type LoadFigures, scenarioMeasurer } from './loadFigures';

/**
 * Issue 28's grouped cart total (POST api/order/amountlimit/cart) on the PostgreSQL server with the
 * benchmark catalogue: each connection a business buyer of a company with UseAmountLimit on, an
 * amount limit of their own and a company limit, and a cart of 5 to 20 rows at their agreement
 * prices. The call prices the cart as checkout does and reads the limits and the period's use from
 * the spend ledger; target p95 30 ms at 16 connections. Not a test: run with npm run bench:amountlimit.
 *
 * Flags: --duration=10 --connections=16
 */
const WARM_UP_SECONDS = 2;
const TARGETS = { groupedP95Ms: 30 };

interface Seat {
  token: string;
  cartId: string;
}

const groupedRequest = (seat: Seat): LoopRequest => ({
  method: 'POST',
  path: `/api/order/amountlimit/cart?marketId=${CART_MARKET}`,
  headers: { Authorization: `Bearer ${seat.token}`, 'Content-Type': 'application/json' },
  body: JSON.stringify({ cartId: seat.cartId }),
});

async function seatsFor(url: string, sellers: readonly Buyer[]): Promise<Seat[]> {
  const seats: Seat[] = [];
  for (let i = 0; i < CONNECTIONS; i++) {
    const buyer = sellers[i];
    if (!buyer) throw new Error(`Fewer than ${CONNECTIONS} buyers in ${CART_MARKET}`);
    const token = await signIn(buyer);
    const api = cartClient(token);
    const skus = await skuPool(url, buyer.priceListId, rowsOfConnection(i, CONNECTIONS));
    const cart = await fill(api, await emptyCart(api, token), skus);
    const seat = { token, cartId: cart.id };
    // The figures are there: the call answers the buyer's shares, not the hidden answer.
    const answer = await send(groupedRequest(seat));
    const body = JSON.parse(answer.body) as { visibility?: string; customers?: unknown[] };
    if (answer.status !== 200 || body.visibility !== 'shown' || body.customers?.length !== 1)
      throw new Error(`${buyer.login}: grouped total ${answer.status} ${answer.body.slice(0, 300)}`);
    seats.push(seat);
  }
  return seats;
}

async function main() {
  const url = await ensureDatabase();
  const data = await prepareCatalogue(url);
  const sellers = (await buyers(url, CART_MARKET)).slice(0, CONNECTIONS);
  const restore = await limitsOn(url, sellers);
  const api = await startApi(url, true);
  const load: LoadFigures[] = [];
  try {
    const seats = await seatsFor(url, sellers);
    const measure = scenarioMeasurer(
      url,
      api.pid!,
      { seconds: DURATION, warmUpSeconds: WARM_UP_SECONDS },
      load,
    );
    for (const connections of [CONNECTIONS, 1])
      await measure(
        connections === CONNECTIONS ? 'grouped total' : 'grouped total, 1 connection',
        connections,
        (c) => groupedRequest(seats[c]!),
      );
  } finally {
    await stopApi(api);
    await restore();
  }
  const result = {
    ...resultStamp(),
    catalogue: data.counts,
    market: CART_MARKET,
    connections: CONNECTIONS,
    durationSeconds: DURATION,
    warmUpSeconds: WARM_UP_SECONDS,
    targets: TARGETS,
    load,
  };
  const { file, latest } = writeResult('amountlimit', result, (json) => toMarkdown(result, json));
  console.log(`\nWrote ${file} and ${latest}`);
}

function toMarkdown(result: { date: string; catalogue: object; load: LoadFigures[] }, file: string) {
  const lines = [
    `# Grouped cart total benchmark (${result.date}, ${file})`,
    '',
    `Catalogue: ${JSON.stringify(result.catalogue)}; market ${CART_MARKET}; ${CONNECTIONS} connections, ${DURATION} s per scenario after a ${WARM_UP_SECONDS} s warm-up; each connection a business buyer with amount limits on and a cart of ${rowsOfConnection(0, CONNECTIONS)}-${rowsOfConnection(CONNECTIONS - 1, CONNECTIONS)} rows.`,
    '',
    '| scenario | req/s | p50 ms | p95 ms | p99 ms | max ms | errors | API CPU ms/request | PostgreSQL CPU ms/request | target p95 |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...result.load.map(
      (f) =>
        `| ${f.name} | ${f.rps} | ${f.p50} | ${f.p95} | ${f.p99} | ${f.max} | ${f.errors} | ${f.apiCpuMsPerRequest ?? ''} | ${f.databaseCpuMsPerRequest ?? ''} | ${f.connections === CONNECTIONS ? `≤ ${TARGETS.groupedP95Ms}: ${f.p95 <= TARGETS.groupedP95Ms ? 'met' : 'missed'}` : ''} |`,
    ),
  ];
  return `${lines.join('\n')}\n`;
}

await main();
