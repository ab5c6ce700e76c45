import { mkdirSync, rmSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { routePath } from '@workwear/domain';
import { ensureDatabase } from './apiBenchKit';
import { args } from './benchArgs';
import { attributeRoute, type BundleAttribution, runAnalyzer } from './bundleAttribution';
import { GZIP_LEVEL, measureFirstLoadJs, type ScriptFile } from './firstLoadJs';
import { runLighthouse } from './lighthouseScores';
import { cpuSnapshot, otherCores, processGroupPids, processTicks } from './machineLoad';
import { guestCartCookie } from './pageGuestCart';
import {
  BUDGETS,
  FLOOR_PATH,
  type JsFloor,
  machineFacts,
  ownJsBytes,
  type PageBenchResult,
  type RouteResult,
  type RouteSpec,
  writeResults,
} from './pageReport';
import {
  BENCH_DIST_DIR,
  buildStorefront,
  freePort,
  lockDataDir,
  repoRoot,
  type Server,
  startApi,
  startStorefront,
  stopServer,
  storefrontBuildExists,
} from './pageServers';
import { signInDemoBuyer } from './pageSession';
import { runLoad } from './serverTiming';

/**
 * Page benchmark of the storefront: a production build of apps/web in its own build directory, the
 * API on its own embedded database (the default demo catalogue), both on free ports; then per route
 * the first-load JavaScript and the shop's share of it above Next's floor (the floor page
 * /dev/js-floor of the same build, BENCH_PAGES=1), the server time at 8 connections (and at 1) of the
 * catalogue pages, Lighthouse's mobile performance score for home, list and product, and, when the
 * list misses its JS budget, what its JavaScript is made of. Cart, checkout, sign-in and account pages
 * are measured for their JavaScript only. Results: bench/results/pages-latest.md and
 * pages-<timestamp>.json.
 *
 * Flags: --connections=8 --duration=10 --warmup=3 --single=3 --skip-build (reuse .next-bench)
 * --fresh-db (reseed .data/bench-pglite) --api-cache=on|off --lighthouse-runs=3 --no-lighthouse
 * --analyze (always) / --no-analyze (never; default: when the list misses the JS budget)
 * --api-port=4200 --web-port=3200 --chromium=/usr/bin/chromium
 * --server: the API on the API benchmarks' PostgreSQL catalogue (50,000 products, 1,000 companies;
 *   seeded when missing) instead of the 360-product demo in PGlite; results go to pages-server-*
 * --routes=listSignedIn,list: only these routes (keys of routesFrom); the floor is always measured
 */
const CONNECTIONS = Number(args.get('connections') ?? 8);
const DURATION = Number(args.get('duration') ?? 10);
const WARMUP = Number(args.get('warmup') ?? 3);
const SINGLE = Number(args.get('single') ?? 3);
const LIGHTHOUSE_RUNS = Number(args.get('lighthouse-runs') ?? 3);
const API_CACHE = args.get('api-cache') === 'off' ? 'off' : 'on';
/** The storefront's anonymous-page cache (WEB_CACHE); --web-cache=off renders every request. */
const WEB_CACHE = args.get('web-cache') === 'off' ? 'off' : 'on';
const CHROMIUM = args.get('chromium') ?? '/usr/bin/chromium';
const ON_SERVER = args.has('server');
const ONLY_ROUTES = args.get('routes')?.split(',');
/** Storefront worker processes (apps/web/server.ts); --web-workers=1 measures a single thread. */
const WEB_WORKERS = Number(args.get('web-workers') ?? process.env.WEB_WORKERS ?? Math.min(cpus().length, 4));
const ANALYZE = args.has('no-analyze') ? 'never' : args.has('analyze') ? 'always' : 'auto';

const COOKIES = 'cookieConsent=v1.f1.p1.t1; vatChoice=incVAT';
const HEADERS = { cookie: COOKIES };
/** What a browser sends for a page: the server then gzips the HTML (part of its response time), and only a request that asks for HTML may be answered from the page cache. */
const LOAD_HEADERS = {
  ...HEADERS,
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br',
};
const LANG = 'sv';
const LIST_CATEGORY = 'arbetsbyxor';
const resultsDir = `${repoRoot}bench/results`;
const dataDir = `${repoRoot}.data/bench-pglite`;
const logFile = (name: string) => `${resultsDir}/pages-${name}.tmp`;
const log = (line: string) => console.log(line);

type ApiProduct = { uniqueName: string; name: string };
type ApiFacets = {
  results?: {
    parametricId: number;
    parametricCode: string;
    multipleValues?: { valueId: number; count: number }[];
    listValues?: { valueId: number; count: number }[];
  }[];
  parametrics?: { id: number; filterType: number }[];
};

async function apiJson<T>(apiUrl: string, path: string): Promise<T> {
  const response = await fetch(`${apiUrl}${path}`);
  if (!response.ok) throw new Error(`${response.status} for ${path}`);
  return (await response.json()) as T;
}

/** The routes, with a product and two common filter values of the list's category taken from the API. */
async function routesFrom(
  apiUrl: string,
): Promise<{ routes: RouteSpec[]; items: string; product: ApiProduct }> {
  const market = 'marketId=SE&cultureCode=sv-SE';
  const list = await apiJson<{ results: ApiProduct[]; total: number; mode?: string }>(
    apiUrl,
    `/api/product/products?${market}&pageSize=1`,
  );
  const product = list.results[0];
  if (!product) throw new Error('the API lists no product: is the demo catalogue seeded?');
  const facets = await apiJson<ApiFacets>(
    apiUrl,
    `/api/product/filter/search?${market}&categorySlug=${LIST_CATEGORY}`,
  );
  // The most common colour and size of the category, as the list's own filter links write them.
  const tokens: string[] = [];
  for (const code of ['colour', 'size']) {
    const facet = facets.results?.find((f) => f.parametricCode === code);
    const values = [...(facet?.multipleValues ?? facet?.listValues ?? [])].sort((a, b) => b.count - a.count);
    if (!facet || !values[0]) continue;
    const type =
      facets.parametrics?.find((p) => p.id === facet.parametricId)?.filterType ??
      (facet.multipleValues ? 5 : 1);
    tokens.push(`filters=${type},${values[0].valueId}`);
  }
  const listPath = `/${LANG}/alla-produkter/${LIST_CATEGORY}`;
  const routes: RouteSpec[] = [
    {
      key: 'home',
      name: 'home',
      path: `/${LANG}`,
      timed: true,
      p95Budget: false,
      jsBudget: true,
      lighthouse: true,
    },
    {
      key: 'list',
      name: 'product list',
      path: listPath,
      timed: true,
      p95Budget: true,
      jsBudget: true,
      lighthouse: true,
    },
    {
      key: 'listFiltered',
      name: 'product list, filtered + sorted',
      path: `${listPath}?${[...tokens, 'sort=PriceAscending'].join('&')}`,
      timed: true,
      p95Budget: true,
      jsBudget: true,
      lighthouse: false,
    },
    {
      key: 'search',
      name: 'search',
      path: `/${LANG}/alla-produkter?query=jacka`,
      timed: true,
      p95Budget: true,
      jsBudget: true,
      lighthouse: false,
    },
    {
      key: 'listSignedIn',
      name: 'product list, signed in (agreement prices)',
      path: listPath,
      timed: true,
      p95Budget: true,
      jsBudget: true,
      lighthouse: false,
      signedIn: true,
    },
    {
      key: 'product',
      name: 'product page',
      path: `/${LANG}/produkt/${encodeURIComponent(product.uniqueName)}`,
      timed: true,
      p95Budget: true,
      jsBudget: true,
      lighthouse: true,
    },
    ...JS_ONLY_ROUTES,
  ];
  const items = `${list.total} list items in ${list.mode ?? 'the default'} mode`;
  return { routes, items, product };
}

const jsOnly = (route: Pick<RouteSpec, 'key' | 'name' | 'path'> & Partial<RouteSpec>): RouteSpec => ({
  timed: false,
  p95Budget: false,
  jsBudget: true,
  lighthouse: false,
  ...route,
});

/** Pages measured for their first-load JavaScript only: the cart, the checkout's steps 2 and 3, sign-in, the account. */
const JS_ONLY_ROUTES: RouteSpec[] = [
  jsOnly({ key: 'cart', name: 'cart', path: routePath('Cart', LANG), expect: 'data-testid="cart-page"' }),
  jsOnly({
    key: 'checkout',
    name: 'checkout step 2, guest',
    path: routePath('CartOrder', LANG),
    guestCart: true,
    expect: 'data-testid="checkout-step-2"',
  }),
  jsOnly({
    key: 'checkoutDelivery',
    name: 'checkout step 3, guest',
    path: routePath('CheckoutB2BConfirm', LANG),
    guestCart: true,
    expect: 'data-testid="checkout-step-3"',
  }),
  jsOnly({ key: 'login', name: 'sign-in', path: '/login', expect: 'type="password"' }),
  ...(['Account', 'AccountOrders', 'AccountSettings'] as const).map((name) =>
    jsOnly({
      key: name.charAt(0).toLowerCase() + name.slice(1),
      name: `${name}, signed in`,
      path: routePath(name, LANG),
      signedIn: true,
      expect: 'id="main-content"',
    }),
  ),
];

/** The floor page's first-load JS, or why it is missing (a build made without BENCH_PAGES=1). */
async function measureFloor(baseUrl: string, fileCache: Map<string, ScriptFile>): Promise<JsFloor> {
  const response = await fetch(`${baseUrl}${FLOOR_PATH}`, { headers: HEADERS });
  await response.arrayBuffer();
  if (!response.ok) {
    return {
      path: FLOOR_PATH,
      missing: `${FLOOR_PATH} answered ${response.status}: build with BENCH_PAGES=1 (the benchmark's own build does)`,
    };
  }
  return {
    path: FLOOR_PATH,
    firstLoadJs: await measureFirstLoadJs(`${baseUrl}${FLOOR_PATH}`, HEADERS, fileCache),
  };
}

/** A short description of what the page shows, so figures of a placeholder page are not mistaken. */
async function contentOf(
  url: string,
  route: RouteSpec,
  product: ApiProduct,
  headers: Record<string, string>,
): Promise<string> {
  const response = await fetch(url, { headers });
  const html = await response.text();
  if (!response.ok) throw new Error(`${response.status} for ${route.path}`);
  if (response.redirected) throw new Error(`${route.path} redirected to ${response.url}`);
  if (route.expect) {
    if (!html.includes(route.expect))
      throw new Error(`${route.path} is not the page meant (no ${route.expect})`);
    return route.name;
  }
  if (route.key === 'home') return 'home';
  if (route.key === 'product') {
    return html.includes(product.name)
      ? `shows "${product.name}"`
      : 'product name not in HTML (placeholder?)';
  }
  const links = new Set(html.match(/href="\/sv\/produkt\/[^"]+"/g) ?? []).size;
  return links > 0 ? `${links} product links` : 'no product links (placeholder?)';
}

async function main() {
  mkdirSync(resultsDir, { recursive: true });
  const loadAtStart = loadavg()[0]!;
  // One page benchmark at a time: the lock guards the PGlite folder (and so the build directory).
  const releaseDataDir = lockDataDir(dataDir);

  const servers: Server[] = [];
  const stopAll = async () => {
    for (const server of servers.splice(0).reverse()) await stopServer(server);
  };
  const onSignal = () => {
    void stopAll().then(() => {
      releaseDataDir();
      process.exit(130);
    });
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  let result: PageBenchResult;
  let buildSeconds: number | null = null;
  try {
    if (args.has('skip-build') && storefrontBuildExists()) {
      log(`Reusing the storefront build in apps/web/${BENCH_DIST_DIR}`);
    } else {
      log(`Building the storefront into apps/web/${BENCH_DIST_DIR} (next build) ...`);
      buildSeconds = Math.round((await buildStorefront(logFile('build'))) / 100) / 10;
      log(`Built in ${buildSeconds} s`);
    }
    if (args.has('fresh-db')) rmSync(dataDir, { recursive: true, force: true });
    const apiPort = await freePort(Number(args.get('api-port') ?? 4200));
    const where = ON_SERVER ? 'the PostgreSQL server' : 'PGlite in .data/bench-pglite';
    log(`Starting the API on ${apiPort} (${where}, response cache ${API_CACHE}) ...`);
    const databaseUrl = ON_SERVER ? await ensureDatabase() : undefined;
    const api = await startApi({
      port: apiPort,
      dataDir,
      apiCache: API_CACHE,
      log: logFile('api'),
      ...(databaseUrl ? { databaseUrl } : {}),
    });
    servers.push(api);
    const all = await routesFrom(api.url);
    const routes = ONLY_ROUTES ? all.routes.filter((r) => ONLY_ROUTES.includes(r.key)) : all.routes;
    const { product } = all;
    const catalogue = ON_SERVER
      ? `the API benchmarks' catalogue on the PostgreSQL server, ${all.items}`
      : `embedded PGlite, default demo catalogue (${all.items})`;

    const webPort = await freePort(Number(args.get('web-port') ?? 3200));
    log(`Starting the storefront server on ${webPort} ...`);
    const web = await startStorefront({
      port: webPort,
      apiUrl: api.url,
      probePath: routes[0]!.path,
      headers: HEADERS,
      workers: WEB_WORKERS,
      cache: WEB_CACHE,
      log: logFile('web'),
    });
    servers.push(web);

    const fileCache = new Map<string, ScriptFile>();
    const floor = await measureFloor(web.url, fileCache);
    log(
      'firstLoadJs' in floor
        ? `Next's floor (${floor.path}): ${(floor.firstLoadJs.gzipBytes / 1000).toFixed(1)} kB gzip`
        : `Next's floor not measured: ${floor.missing}`,
    );
    const guestCart = routes.some((r) => r.guestCart)
      ? await guestCartCookie(api.url, product.uniqueName)
      : '';
    const measured: RouteResult[] = [];
    for (const route of routes) {
      const url = `${web.url}${route.path}`;
      // A fresh sign-in per route: the access token lives 15 minutes, a run of every route longer.
      const session = route.signedIn ? (await signInDemoBuyer(api.url)).cookie : undefined;
      const extra = [session, route.guestCart ? guestCart : undefined].filter(Boolean);
      const headers = extra.length > 0 ? { cookie: [COOKIES, ...extra].join('; ') } : HEADERS;
      const content = await contentOf(url, route, product, headers);
      const firstLoadJs = await measureFirstLoadJs(url, headers, fileCache);
      const own = ownJsBytes({ firstLoadJs }, floor);
      const js = `first-load JS ${(firstLoadJs.gzipBytes / 1000).toFixed(1)} kB gzip${own === null ? '' : `, ${(own / 1000).toFixed(1)} kB above the floor`} (${content})`;
      if (!route.timed) {
        log(`${route.name}: ${js}`);
        measured.push({ ...route, content, firstLoadJs, single: null, loaded: null, otherCores: null });
        continue;
      }
      const load = { url, headers: { ...LOAD_HEADERS, ...headers } };
      await runLoad({ ...load, connections: CONNECTIONS, durationSeconds: WARMUP });
      // The storefront forks workers: count the whole process group of each server as our own.
      const ownPids = [
        process.pid,
        ...[api.child.pid, web.child.pid].flatMap((pid) => (pid ? processGroupPids(pid) : [])),
      ];
      const before = cpuSnapshot(ownPids);
      const single = await runLoad({ ...load, connections: 1, durationSeconds: SINGLE });
      const webPids = web.child.pid ? processGroupPids(web.child.pid) : [];
      const webTicks = () => webPids.reduce((sum, pid) => sum + processTicks(pid), 0);
      const webTicksBefore = webTicks();
      const loaded = await runLoad({ ...load, connections: CONNECTIONS, durationSeconds: DURATION });
      // Ticks are 10 ms; over hundreds of responses the mean is good to a tenth of a millisecond.
      const webCpuMsPerRequest =
        webPids.length > 0 && loaded.requests > 0
          ? Math.round(((webTicks() - webTicksBefore) * 10 * 10) / loaded.requests) / 10
          : null;
      const other = otherCores(before, cpuSnapshot(ownPids));
      log(
        `${route.name}: p50 ${loaded.p50} ms, p95 ${loaded.p95} ms, ${loaded.rps} req/s, non-2xx ${loaded.non2xx}; ` +
          `1 connection p50 ${single.p50} ms; storefront CPU ${webCpuMsPerRequest ?? '?'} ms per page; ${js}` +
          (other === null ? '' : `; other processes busy ${other} cores`),
      );
      measured.push({
        ...route,
        content,
        firstLoadJs,
        single,
        loaded,
        otherCores: other,
        webCpuMsPerRequest,
      });
    }

    const lighthousePages = routes.filter((r) => r.lighthouse).map((r) => ({ name: r.name, path: r.path }));
    const lighthouse =
      args.has('no-lighthouse') || LIGHTHOUSE_RUNS < 1
        ? ({ ran: false, reason: 'skipped (--no-lighthouse)' } as const)
        : await runLighthouse({
            chromiumPath: CHROMIUM,
            baseUrl: web.url,
            pages: lighthousePages,
            headers: HEADERS,
            runs: LIGHTHOUSE_RUNS,
            log,
            ownPids: () => [
              process.pid,
              ...[api.child.pid, web.child.pid].flatMap((pid) => (pid ? processGroupPids(pid) : [])),
            ],
          });
    if (!lighthouse.ran) log(`Lighthouse not run: ${lighthouse.reason}`);
    await stopAll();

    // The anonymous list, or with --routes naming only others, the first list measured.
    const list = measured.find((r) => r.key === 'list') ?? measured[0]!;
    const listOwn = ownJsBytes(list, floor);
    const listMisses = listOwn === null || listOwn / 1000 > BUDGETS.ownJsAboveFloorKb;
    let bundle: BundleAttribution | { skipped: string };
    if (ANALYZE === 'never' || (ANALYZE === 'auto' && !listMisses)) {
      bundle = { skipped: ANALYZE === 'never' ? '--no-analyze' : 'the list is within its JS budget' };
    } else {
      log('Analysing the product list bundle (next analyze) ...');
      try {
        await runAnalyzer(logFile('analyze'));
        bundle = await attributeRoute(
          '/[lang]/[...path]',
          list.firstLoadJs.scripts,
          logFile('analyze-export'),
        );
      } catch (error) {
        bundle = {
          skipped: `next analyze failed: ${error instanceof Error ? error.message : String(error)}`,
        };
      }
    }

    result = {
      date: new Date().toISOString(),
      machine: machineFacts(loadAtStart),
      setup: {
        buildDir: BENCH_DIST_DIR,
        buildSeconds,
        webWorkers: WEB_WORKERS,
        webCache: WEB_CACHE === 'on' ? 'on (WEB_CACHE=on, the default)' : 'off (WEB_CACHE=off)',
        apiCache: API_CACHE === 'on' ? 'on (API_CACHE=on, the default)' : 'off (API_CACHE=off)',
        catalogue,
        cookies: COOKIES,
        acceptEncoding: LOAD_HEADERS['accept-encoding'],
        connections: CONNECTIONS,
        durationSeconds: DURATION,
        warmupSeconds: WARMUP,
        singleConnectionSeconds: SINGLE,
        gzipLevel: GZIP_LEVEL,
        percentiles:
          "Percentiles are computed here (nearest rank) from the time of every response (request sent to last byte, from autocannon's response events), not from autocannon's histogram, which has no p95.",
      },
      budgets: BUDGETS,
      floor,
      routes: measured,
      lighthouse,
      bundle,
    };
  } finally {
    await stopAll();
    releaseDataDir();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }

  const { json, markdown, latest } = writeResults(
    resultsDir,
    result,
    ON_SERVER ? 'server' : WEB_CACHE === 'on' ? 'default' : 'nocache',
  );
  console.log(`\n${markdown}`);
  console.log(`Wrote bench/results/${json} and bench/results/${latest}`);
  const invalid = result.routes.filter((r) => r.loaded && (r.loaded.non2xx > 0 || r.loaded.errors > 0));
  if (invalid.length > 0) {
    console.error(`Invalid runs (non-2xx responses or errors): ${invalid.map((r) => r.name).join(', ')}`);
    process.exitCode = 1;
  }
}

await main();
