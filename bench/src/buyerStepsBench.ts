import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '@workwear/db/demo';
import { args } from './benchArgs';
import { STEPS, type Step, type StepContext, type Who } from './buyerSteps';
import { type ApiBuyer, apiBuyer, deleteSavedCarts, skusInStock } from './buyerStepsSetup';
import { LANG, paths, ui } from './buyerStepsUi';
import { cpuSnapshot, otherCores, processGroupPids } from './machineLoad';
import { machineFacts } from './pageReport';
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
import { type StepSample, type StepSummary, stepsTable, summarise, TARGET_P95_MS } from './stepReport';
import { apiLogReader, browserRecorder, pageMilestones } from './stepTraffic';

/**
 * Issue 27 item 18, "Slow steps": the steps buyers found slow, timed as a buyer meets them, in headless
 * Chromium with one page at a time (one connection): from the click or navigation to the moment the
 * result is visible (the heading, the updated row, the message). The API runs on a PGlite folder of
 * its own (.data/bench-steps-pglite, the demo catalogue) with its request log on (debug), the
 * storefront on the bench build (.next-bench) as `npm start` runs it. The business buyer is Anna
 * (Nordbygg), the consumer Elin. Each step is run once to warm up, then --reps times; each repetition
 * starts from the same state (set through the API, untimed) and its changes are undone. Per step:
 * p50, p95 and max, and the requests it made (server actions, documents, RSC fetches, API calls).
 *
 * Flags: --reps=40 --steps=splitRow,coWorker (keys of buyerSteps.ts STEPS) --skip-build (reuse
 * apps/web/.next-bench) --fresh-db --web-workers=N --api-port=4300 --web-port=3300
 * --chromium=/usr/bin/chromium
 * --report=bench/results/buyer-steps-<stamp>.json: no run; the summary and buyer-steps-latest.md made
 *   again from that run's samples (after a change to the report)
 */
const REPS = Number(args.get('reps') ?? 40);
const ONLY = args.get('steps')?.split(',');
const CHROMIUM = args.get('chromium') ?? '/usr/bin/chromium';
const WEB_WORKERS = Number(args.get('web-workers') ?? process.env.WEB_WORKERS ?? Math.min(cpus().length, 4));
const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
/** The cookie banner and the VAT question answered, as the browser tests' visitor has them. */
const PREFERENCE_COOKIES = [
  { name: 'cookieConsent', value: 'v1.f1.p1.t0' },
  { name: 'vatChoice', value: 'incVAT' },
];
const resultsDir = `${repoRoot}bench/results`;
const dataDir = `${repoRoot}.data/bench-steps-pglite`;
const logFile = (name: string) => `${resultsDir}/buyer-steps-${name}.tmp`;
/** Time for the API's log lines of a step to reach the file, and for late requests to end. */
const SETTLE_MS = 300;

const BUYERS: Record<Who, { login: string; label: string }> = {
  business: { login: 'anna.user@demo.workwear.test', label: 'business buyer (Anna, Nordbygg)' },
  consumer: { login: 'elin.consumer@demo.workwear.test', label: 'consumer (Elin)' },
};

function passwordOf(login: string): string {
  const account = DEMO_ACCOUNTS.find((a) => a.login === login);
  if (!account) throw new Error(`${login} is not a demo account`);
  return account.password;
}

/** A browser context signed in through the login page, as a buyer signs in. */
async function signedInPage(browser: Browser, web: string, login: string): Promise<Page> {
  const context: BrowserContext = await browser.newContext({
    locale: 'sv-SE',
    viewport: { width: 1280, height: 900 },
  });
  await context.addCookies(PREFERENCE_COOKIES.map((c) => ({ ...c, url: web })));
  const page = await context.newPage();
  await page.goto(`${web}${paths.login}`);
  await ui.signIn.user(page).fill(login);
  await ui.signIn.password(page).fill(passwordOf(login));
  await ui.signIn.submit(page).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 60_000 });
  return page;
}

/** Resolves when the page's main thread has an idle moment (requestIdleCallback, at most 3 s). */
async function mainThreadIdle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        // The bench's TypeScript has no DOM library: the browser's function is typed here.
        const idle = (
          globalThis as unknown as {
            requestIdleCallback: (run: () => void, options: { timeout: number }) => void;
          }
        ).requestIdleCallback;
        idle(() => resolve(), { timeout: 3000 });
      }),
  );
}

type Buyer = { page: Page; api: ApiBuyer; recorder: ReturnType<typeof browserRecorder> };

async function measureStep(
  step: Step,
  buyer: Buyer,
  base: Omit<StepContext, 'page' | 'buyer' | 'rep' | 'memo'>,
  readApiLog: ReturnType<typeof apiLogReader>,
): Promise<StepSample[]> {
  const samples: StepSample[] = [];
  const memo = new Map<string, string>();
  // Repetition 0 warms up (first compile of the page's server code, caches) and is not kept.
  for (let rep = 0; rep <= REPS; rep++) {
    const ctx: StepContext = { ...base, page: buyer.page, buyer: buyer.api, rep, memo };
    await step.prepare?.(ctx);
    // Nothing of the page before (hydration's server actions, the header's fetches) runs into the step,
    // and the page has hydrated: a click before that waits for it (React replays it), which is the
    // page load's time, not the step's.
    await buyer.page.waitForLoadState('networkidle');
    await mainThreadIdle(buyer.page);
    readApiLog(0, 0);
    buyer.recorder.start();
    const wallStart = Date.now();
    const started = performance.now();
    await step.run(ctx);
    const ms = performance.now() - started;
    const wallEnd = Date.now();
    await new Promise((r) => setTimeout(r, SETTLE_MS));
    const browser = await buyer.recorder.stop(wallStart);
    const api = readApiLog(wallStart - 1, wallEnd + 1);
    const sample: StepSample = { startedAt: wallStart, ms, browser, api };
    if (browser.some((r) => r.kind === 'document')) {
      const page = await pageMilestones(buyer.page, wallStart);
      if (page) sample.page = page;
    }
    await step.undo?.(ctx);
    if (rep > 0) samples.push(sample);
  }
  return samples;
}

async function main() {
  mkdirSync(resultsDir, { recursive: true });
  const loadAtStart = loadavg();
  const releaseDataDir = lockDataDir(dataDir);
  const servers: Server[] = [];
  let browser: Browser | null = null;
  const stopAll = async () => {
    await browser?.close().catch(() => undefined);
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

  const steps = STEPS.filter((s) => !ONLY || ONLY.includes(s.key));
  const summaries: StepSummary[] = [];
  const samplesByStep: Record<string, StepSample[]> = {};
  let buildSeconds: number | null = null;
  let other: number | null = null;
  try {
    if (args.has('skip-build') && storefrontBuildExists()) {
      console.log(`Reusing the storefront build in apps/web/${BENCH_DIST_DIR}`);
    } else {
      console.log(`Building the storefront into apps/web/${BENCH_DIST_DIR} (next build) ...`);
      buildSeconds = Math.round((await buildStorefront(logFile('build'))) / 100) / 10;
    }
    if (args.has('fresh-db')) rmSync(dataDir, { recursive: true, force: true });
    const apiLog = logFile('api');
    const api = await startApi({
      port: await freePort(Number(args.get('api-port') ?? 4300)),
      dataDir,
      apiCache: 'on',
      log: apiLog,
      logLevel: 'debug',
    });
    servers.push(api);
    const web = await startStorefront({
      port: await freePort(Number(args.get('web-port') ?? 3300)),
      apiUrl: api.url,
      probePath: `/${LANG}`,
      headers: {},
      workers: WEB_WORKERS,
      cache: 'on',
      log: logFile('web'),
    });
    servers.push(web);
    console.log(`API ${api.url}, storefront ${web.url} (${WEB_WORKERS} workers)`);

    const skus = await skusInStock(api.url, 3);
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS, headless: true });
    const buyers = new Map<Who, Buyer>();
    for (const who of new Set(steps.map((s) => s.who))) {
      const { login } = BUYERS[who];
      const page = await signedInPage(browser, web.url, login);
      const byApi = await apiBuyer(api.url, login, passwordOf(login));
      await deleteSavedCarts(api.url, byApi);
      buyers.set(who, { page, api: byApi, recorder: browserRecorder(page, web.url) });
    }

    const readApiLog = apiLogReader(apiLog);
    const ownPids = () => [
      process.pid,
      ...[api.child.pid, web.child.pid].flatMap((pid) => (pid ? processGroupPids(pid) : [])),
    ];
    const before = cpuSnapshot(ownPids());
    for (const step of steps) {
      const buyer = buyers.get(step.who)!;
      const samples = await measureStep(step, buyer, { web: web.url, apiUrl: api.url, skus }, readApiLog);
      samplesByStep[step.key] = samples;
      const summary = summarise({ key: step.key, name: step.name, who: BUYERS[step.who].label }, samples);
      summaries.push(summary);
      console.log(
        `${step.name} (${step.who}): p50 ${summary.p50} ms, p95 ${summary.p95} ms, max ${summary.max} ms; ` +
          `${summary.serverActions} server actions, ${summary.documents} documents, ${summary.apiCalls} API calls`,
      );
    }
    // Chromium is not in the servers' process groups: its CPU counts as other load here.
    other = otherCores(before, cpuSnapshot(ownPids()));
  } finally {
    await stopAll();
    releaseDataDir();
  }

  const result = {
    date: new Date().toISOString(),
    machine: {
      ...machineFacts(loadAtStart[0]!),
      loadAverageAtStart1_5_15: loadAtStart.map((l) => Math.round(l * 100) / 100),
      loadAverageAtEnd1_5_15: loadavg().map((l) => Math.round(l * 100) / 100),
      otherCoresDuringRun: other,
    },
    setup: {
      buildDir: BENCH_DIST_DIR,
      buildSeconds,
      webWorkers: WEB_WORKERS,
      webCache: 'on',
      apiCache: 'on',
      catalogue: 'embedded PGlite (.data/bench-steps-pglite), default demo catalogue',
      browser: `${CHROMIUM} ${CHROMIUM_FLAGS.join(' ')}, 1280x900, one page at a time`,
      reps: REPS,
      warmup: 1,
      percentiles: 'nearest rank',
      targetP95Ms: TARGET_P95_MS,
    },
    steps: summaries,
    samples: samplesByStep,
  };
  const stamp = result.date.slice(0, 19).replace(/[:T]/g, '-');
  const file = `bench/results/buyer-steps-${stamp}.json`;
  writeFileSync(`${repoRoot}${file}`, runJson(result));
  const markdown = toMarkdown(result, file);
  writeFileSync(`${resultsDir}/buyer-steps-latest.md`, markdown);
  console.log(`\n${markdown}\nWrote ${file} and bench/results/buyer-steps-latest.md`);
}

function toMarkdown(
  result: {
    date: string;
    machine: ReturnType<typeof machineFacts> & {
      loadAverageAtStart1_5_15: number[];
      loadAverageAtEnd1_5_15: number[];
      otherCoresDuringRun: number | null;
    };
    setup: { webWorkers: number; reps: number; browser: string };
    steps: StepSummary[];
  },
  json: string,
): string {
  const m = result.machine;
  return [
    `# Buyer steps, as a buyer waits for them (${result.date})`,
    '',
    `Machine: ${m.cpus} cores, Node ${m.node}; load average (1, 5, 15 min) ${m.loadAverageAtStart1_5_15.join(', ')} at the start and ${m.loadAverageAtEnd1_5_15.join(', ')} at the end; other work kept ${m.otherCoresDuringRun ?? '?'} cores busy on average besides the API and storefront (Chromium counts as other work).`,
    `Browser: ${result.setup.browser}. Storefront ${result.setup.webWorkers} workers on the bench build, API on PGlite with the demo catalogue. Each step ${result.setup.reps} repetitions after 1 warm-up, timed from the click or navigation to the result being visible; counts are medians per repetition. Data: \`${json}\`.`,
    '',
    ...stepsTable(result.steps),
    '',
  ].join('\n');
}

/**
 * A run as JSON: indented, but each repetition's sample on one line (a run holds some hundreds of
 * them, each with its requests; indented they made a file ten times the other benchmarks').
 */
/** Times to a tenth of a millisecond (the epoch times whole): the clocks are not finer than that here. */
const tenthOfMs = (key: string, value: unknown) =>
  typeof value === 'number' && key !== 'startedAt' && key !== 'endedAt' ? Math.round(value * 10) / 10 : value;

function runJson(result: { samples?: Record<string, StepSample[]> }): string {
  const { samples, ...rest } = result;
  const head = JSON.stringify(rest, null, 2);
  if (!samples) return `${head}\n`;
  const steps = Object.entries(samples).map(
    ([key, list]) =>
      `    ${JSON.stringify(key)}: [\n${list.map((x) => `      ${JSON.stringify(x, tenthOfMs)}`).join(',\n')}\n    ]`,
  );
  return `${head.slice(0, -2)},\n  "samples": {\n${steps.join(',\n')}\n  }\n}\n`;
}

type RunResult = Parameters<typeof toMarkdown>[0] & { samples: Record<string, StepSample[]> };

/** The summary of a stored run made again from its samples. */
function report(file: string) {
  const result = JSON.parse(readFileSync(`${repoRoot}${file}`, 'utf8')) as RunResult;
  result.steps = result.steps.map((s) => summarise(s, result.samples[s.key] ?? []));
  writeFileSync(`${repoRoot}${file}`, runJson(result));
  const markdown = toMarkdown(result, file);
  writeFileSync(`${resultsDir}/buyer-steps-latest.md`, markdown);
  console.log(markdown);
}

const stored = args.get('report');
if (stored) report(stored);
else await main();
