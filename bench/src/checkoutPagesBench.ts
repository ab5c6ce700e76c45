import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { cartCookieName, PUBLIC_CART_COOKIE_NAME, routePath } from '@workwear/domain';
import { args, ensureDatabase, PORT, prepareCatalogue, repoRoot } from './apiBenchKit';
import { CART_MARKET, cartClient, emptyCart, publicPriceListId, skuPool } from './cartBenchSetup';
import { type LoopRequest, send } from './connectionLoops';
import { cpuSnapshot, otherCores, processGroupPids } from './machineLoad';
import { guestCarts, prepareCheckout, sendRequest } from './orderBenchSetup';
import { machineFacts } from './pageReport';
import {
  BENCH_DIST_DIR,
  buildStorefront,
  freePort,
  type Server,
  startApi,
  startStorefront,
  stopServer,
  storefrontBuildExists,
  webDir,
} from './pageServers';
import { type PageSession, signInDemoBuyer } from './pageSession';
import { runLoad, type ServerTiming } from './serverTiming';

/**
 * Issue 11 point 9, the storefront's side: server time of the checkout's pages as a browser gets them,
 * on the PostgreSQL server's bench catalogue (the order benchmark's database, 50,000 products): the
 * cart (route Cart, step 1), step 2 (CartOrder), step 3 (CheckoutB2BConfirm) and the order confirmation
 * (OrderConfirmed?order=<id>), for a guest with a cart of --rows rows (cookie Blk.Cart.Public) and for
 * the demo business buyer (Anna, Nordbygg: session cookies and Blk.Cart.<company>.<customer>). The
 * cart page's HTML holds no cart: the browser loads it after hydration with the loadCart server
 * action, measured as its own row. Step 3 reads the step-2 draft from sessionStorage in the browser,
 * so its server render is the same with or without one. Carts and orders are made through the API
 * before anything is timed; the pages only read them.
 *
 * Flags: --connections=8 --duration=10 --warmup=3 --single=3 (1-connection seconds) --rows=5
 * --skip-build (reuse apps/web/.next-bench) --web-cache=on|off (the storefront's anonymous-page cache;
 * on, the default, serves a guest's cart page from it) --web-workers=N --routes=guestCart,b2bStep3
 */
const CONNECTIONS = Number(args.get('connections') ?? 8);
const DURATION = Number(args.get('duration') ?? 10);
const WARMUP = Number(args.get('warmup') ?? 3);
const SINGLE = Number(args.get('single') ?? 3);
const ROWS = Number(args.get('rows') ?? 5);
const WEB_CACHE = args.get('web-cache') === 'off' ? 'off' : 'on';
const WEB_WORKERS = Number(args.get('web-workers') ?? process.env.WEB_WORKERS ?? Math.min(cpus().length, 4));
const ONLY = args.get('routes')?.split(',');
const LANG = 'sv';
/** What pageBench sends: no consent or VAT dialog. */
const PREFERENCES = 'cookieConsent=v1.f1.p1.t1; vatChoice=incVAT';
const BROWSER_HTML = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br',
};
const logFile = (name: string) => `${repoRoot}bench/results/checkout-pages-${name}.tmp`;

type Visitor = 'guest' | 'b2b';
type PageKey = 'Cart' | 'loadCart' | 'CartOrder' | 'CheckoutB2BConfirm' | 'OrderConfirmed';
type Scenario = {
  key: string;
  visitor: Visitor;
  page: PageKey;
  name: string;
  path: string;
  method: 'GET' | 'POST';
  body?: string;
  /** The response holds this when it is the page meant (not a blocked step or a missing order). */
  expect: string;
};
type ScenarioResult = Omit<Scenario, 'body'> & {
  htmlBytes: number;
  single: ServerTiming;
  loaded: ServerTiming;
  otherCores: number | null;
};

/** A visitor's cookies for the pages: its session (signed in), its cart, and the preference cookies. */
type VisitorState = {
  cartId: string;
  orderId: string;
  orderNo: number;
  cookies: (session?: PageSession) => string;
};

/** The id of the loadCart server action in the bench build, as the cart page's client calls it. */
function loadCartActionId(): string {
  const manifest = JSON.parse(
    readFileSync(`${webDir}${BENCH_DIST_DIR}/server/server-reference-manifest.json`, 'utf8'),
  ) as { node: Record<string, { filename?: string; exportedName?: string }> };
  const found = Object.entries(manifest.node).find(
    ([, v]) => v.exportedName === 'loadCart' && v.filename?.endsWith('features/cart/actions.ts'),
  );
  if (!found) throw new Error('loadCart not in the build’s server-reference-manifest.json');
  return found[0];
}

/** Sends the cart as an order (card, the test delivery), with the buyer's token when signed in. */
async function orderOf(
  cartId: string,
  delivery: Awaited<ReturnType<typeof prepareCheckout>>,
  token?: string,
) {
  const request: LoopRequest = sendRequest(cartId, delivery);
  if (token) {
    // The demo company asks for its order and project numbers (UseOrderNumber, UseProjectNumber).
    const metadata = { OrderNumber: 'BENCH-1', SalesRef: 'P-BENCH' };
    request.body = JSON.stringify({ ...JSON.parse(request.body!), metadata });
    request.headers = { ...request.headers, Authorization: `Bearer ${token}` };
  }
  const answer = await send(request);
  if (answer.status !== 201 && answer.status !== 200)
    throw new Error(`send of ${cartId}: ${answer.status} ${answer.body.slice(0, 300)}`);
  const order = JSON.parse(answer.body) as { id: string; orderNo: number };
  return { orderId: order.id, orderNo: order.orderNo };
}

function scenariosOf(visitor: Visitor, state: VisitorState): Scenario[] {
  const who = visitor === 'guest' ? 'guest' : 'business buyer';
  const page = (p: Exclude<PageKey, 'loadCart'>, name: string, expect: string, query = ''): Scenario => ({
    key: `${visitor}${p}`,
    visitor,
    page: p,
    name: `${name}, ${who}`,
    path: `${routePath(p, LANG)}${query}`,
    method: 'GET',
    expect,
  });
  return [
    page('Cart', 'cart page (step 1)', 'data-testid="cart-page"'),
    {
      key: `${visitor}LoadCart`,
      visitor,
      page: 'loadCart',
      name: `cart page's cart (loadCart action after hydration), ${who}`,
      path: routePath('Cart', LANG),
      method: 'POST',
      body: JSON.stringify([LANG]),
      expect: state.cartId,
    },
    page('CartOrder', 'step 2 (CartOrder)', 'data-testid="checkout-step-2"'),
    page('CheckoutB2BConfirm', 'step 3 (CheckoutB2BConfirm)', 'data-testid="checkout-step-3"'),
    page('OrderConfirmed', 'order confirmation', `${state.orderNo}`, `?order=${state.orderId}`),
  ];
}

/** The request headers of a scenario: a page as a browser asks for it, or the server action's POST. */
function headersOf(scenario: Scenario, cookie: string, actionId: string): Record<string, string> {
  if (scenario.method === 'GET') return { ...BROWSER_HTML, cookie };
  return {
    accept: 'text/x-component',
    'accept-encoding': BROWSER_HTML['accept-encoding'],
    'content-type': 'text/plain;charset=UTF-8',
    'next-action': actionId,
    cookie,
  };
}

async function main() {
  const loadAtStart = loadavg()[0]!;
  const servers: Server[] = [];
  const stopAll = async () => {
    for (const server of servers.splice(0).reverse()) await stopServer(server);
  };
  process.once('SIGINT', () => void stopAll().then(() => process.exit(130)));
  process.once('SIGTERM', () => void stopAll().then(() => process.exit(143)));

  let buildSeconds: number | null = null;
  if (args.has('skip-build') && storefrontBuildExists()) {
    console.log(`Reusing the storefront build in apps/web/${BENCH_DIST_DIR}`);
  } else {
    console.log(`Building the storefront into apps/web/${BENCH_DIST_DIR} (next build) ...`);
    buildSeconds = Math.round((await buildStorefront(logFile('build'))) / 100) / 10;
  }
  const actionId = loadCartActionId();
  const url = await ensureDatabase();
  const data = await prepareCatalogue(url);
  const skus = await skuPool(url, await publicPriceListId(url, CART_MARKET), ROWS * 2);
  const delivery = await prepareCheckout(url, skus);
  const [stepSkus, orderSkus] = [skus.slice(0, ROWS), skus.slice(ROWS)];

  const measured: ScenarioResult[] = [];
  try {
    // The API where the cart and order helpers (apiBenchKit's PORT) reach it.
    if ((await freePort(PORT)) !== PORT) throw new Error(`port ${PORT} is in use: another benchmark?`);
    const api = await startApi({
      port: PORT,
      dataDir: `${repoRoot}.data/bench-pglite-unused`,
      apiCache: 'on',
      log: logFile('api'),
      databaseUrl: url,
    });
    servers.push(api);
    const web = await startStorefront({
      port: await freePort(3200),
      apiUrl: api.url,
      probePath: `/${LANG}`,
      headers: { cookie: PREFERENCES },
      workers: WEB_WORKERS,
      cache: WEB_CACHE,
      log: logFile('web'),
    });
    servers.push(web);

    // The guest: one cart sent as an order (for the confirmation), another of ROWS rows to check out.
    const [guestOrderCart, guestCart] = [
      (await guestCarts(1, orderSkus, ROWS))[0]!,
      (await guestCarts(1, stepSkus, ROWS))[0]!,
    ];
    const guest: VisitorState = {
      cartId: guestCart,
      ...(await orderOf(guestOrderCart, delivery)),
      cookies: () => `${PREFERENCES}; ${PUBLIC_CART_COOKIE_NAME}=${guestCart}`,
    };
    // The business buyer: its active cart sent as an order, then a new active cart of ROWS rows.
    // The demo company puts a co-worker on every row: the buyer herself, as the cart page offers.
    const first = await signInDemoBuyer(api.url);
    const { companyId, id: customerId } = first.customer;
    if (companyId === null) throw new Error('the demo buyer signed in without a company');
    const buyerApi = cartClient(first.accessToken);
    const buyerCartOf = async (skusOfCart: readonly string[]) => {
      const cart = await emptyCart(buyerApi, first.accessToken);
      const items = skusOfCart.map((sku) => ({ sku, quantity: 1, coWorkerId: customerId }));
      const added = await buyerApi.addRows(cart.id, { items });
      if (added.lines.some((l) => l.status !== 'added')) throw new Error('a business cart row was refused');
      return cart.id;
    };
    const buyerOrder = await orderOf(await buyerCartOf(orderSkus), delivery, first.accessToken);
    const buyerCart = await buyerCartOf(stepSkus);
    const buyerCookie = cartCookieName({ kind: 'business', companyId, customerId });
    const b2b: VisitorState = {
      cartId: buyerCart,
      ...buyerOrder,
      cookies: (session) => `${PREFERENCES}; ${session!.cookie}; ${buyerCookie}=${buyerCart}`,
    };

    const scenarios = [...scenariosOf('guest', guest), ...scenariosOf('b2b', b2b)].filter(
      (s) => !ONLY || ONLY.includes(s.key),
    );
    for (const scenario of scenarios) {
      const state = scenario.visitor === 'guest' ? guest : b2b;
      // A fresh sign-in per scenario: the access token lives 15 minutes, a whole run longer.
      const session = scenario.visitor === 'b2b' ? await signInDemoBuyer(api.url) : undefined;
      const headers = headersOf(scenario, state.cookies(session), actionId);
      const target = { url: `${web.url}${scenario.path}`, headers, method: scenario.method };
      const load = scenario.body === undefined ? target : { ...target, body: scenario.body };
      const probe = await fetch(load.url, { method: load.method, headers, body: scenario.body ?? null });
      const text = await probe.text();
      if (!probe.ok || !text.includes(scenario.expect)) {
        throw new Error(`${scenario.name}: ${probe.status}, "${scenario.expect}" not in the response`);
      }
      await runLoad({ ...load, connections: CONNECTIONS, durationSeconds: WARMUP });
      const ownPids = [
        process.pid,
        ...[api.child.pid, web.child.pid].flatMap((pid) => (pid ? processGroupPids(pid) : [])),
      ];
      const before = cpuSnapshot(ownPids);
      const single = await runLoad({ ...load, connections: 1, durationSeconds: SINGLE });
      const loaded = await runLoad({ ...load, connections: CONNECTIONS, durationSeconds: DURATION });
      const other = otherCores(before, cpuSnapshot(ownPids));
      const { body: _body, ...described } = scenario;
      measured.push({ ...described, htmlBytes: text.length, single, loaded, otherCores: other });
      console.log(
        `${scenario.name}: ${CONNECTIONS} connections p50 ${loaded.p50} ms, p95 ${loaded.p95} ms, ${loaded.rps} req/s, ` +
          `non-2xx ${loaded.non2xx}; 1 connection p50 ${single.p50} ms, p95 ${single.p95} ms`,
      );
    }
  } finally {
    await stopAll();
  }

  const result = {
    date: new Date().toISOString(),
    machine: machineFacts(loadAtStart),
    setup: {
      buildDir: BENCH_DIST_DIR,
      buildSeconds,
      webWorkers: WEB_WORKERS,
      webCache: WEB_CACHE,
      apiCache: 'on',
      catalogue: data.counts,
      rowsPerCart: ROWS,
      connections: CONNECTIONS,
      durationSeconds: DURATION,
      warmupSeconds: WARMUP,
      singleConnectionSeconds: SINGLE,
      serverTimingHeader: 'none: the storefront sends no Server-Timing header, so there is no breakdown',
    },
    scenarios: measured,
  };
  const stamp = result.date.slice(0, 19).replace(/[:T]/g, '-');
  // As the page benchmark: a run with the page cache off stands beside the default one, not over it.
  const prefix = WEB_CACHE === 'on' ? 'checkout-pages' : 'checkout-pages-nocache';
  const file = `bench/results/${prefix}-${stamp}.json`;
  const latest = `bench/results/${prefix}-latest.md`;
  mkdirSync(`${repoRoot}bench/results`, { recursive: true });
  writeFileSync(`${repoRoot}${file}`, `${JSON.stringify(result, null, 2)}\n`);
  const markdown = toMarkdown(result, file);
  writeFileSync(`${repoRoot}${latest}`, markdown);
  console.log(`\n${markdown}\nWrote ${file} and ${latest}`);
  const invalid = measured.filter(
    (r) => r.loaded.non2xx + r.loaded.errors + r.single.non2xx + r.single.errors > 0,
  );
  if (invalid.length > 0) {
    console.error(`Invalid runs (non-2xx or errors): ${invalid.map((r) => r.name).join(', ')}`);
    process.exitCode = 1;
  }
}

function toMarkdown(
  result: {
    date: string;
    machine: { cpus: number; loadAverageAtStart: number };
    setup: Record<string, unknown>;
    scenarios: ScenarioResult[];
  },
  json: string,
): string {
  const s = result.setup;
  return [
    `# Checkout pages, server time (${result.date})`,
    '',
    `Machine: ${result.machine.cpus} cores, 1-minute load average ${result.machine.loadAverageAtStart} at the start; API, storefront (${s.webWorkers} workers, page cache ${s.webCache}) and load generator share it. API on the PostgreSQL server's bench catalogue (${JSON.stringify(s.catalogue)}), response cache on.`,
    `Carts of ${s.rowsPerCart} rows; autocannon, ${s.connections} connections for ${s.durationSeconds} s after a ${s.warmupSeconds} s warm-up, and 1 connection for ${s.singleConnectionSeconds} s; every response timed (request to last byte), percentiles by nearest rank. Pages are asked for as a browser does (Accept: text/html, gzip); the cart's load is the server action's POST. No Server-Timing header is sent by the storefront, so no breakdown. Data: \`${json}\`.`,
    '',
    `| page | path | ${s.connections} conn p50 ms | p95 ms | p99 ms | req/s | 1 conn p50 ms | 1 conn p95 ms | non-2xx | response kB (uncompressed) | other load (cores) |`,
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...result.scenarios.map((r) => {
      const path =
        r.method === 'POST' ? `POST ${r.path} (Next-Action)` : r.path.replace(/order=[^&]+/, 'order=<id>');
      return `| ${r.name} | \`${path}\` | ${r.loaded.p50} | ${r.loaded.p95} | ${r.loaded.p99} | ${r.loaded.rps} | ${r.single.p50} | ${r.single.p95} | ${r.loaded.non2xx + r.single.non2xx} | ${(r.htmlBytes / 1000).toFixed(1)} | ${r.otherCores ?? '?'} |`;
    }),
    '',
  ].join('\n');
}

await main();
