import { existsSync } from 'node:fs';
import { cpuSnapshot, otherCores, processGroupPids } from './machineLoad';

/**
 * Lighthouse performance scores with the system Chromium (no browser is ever downloaded here), the
 * default mobile profile (Moto G Power emulation, simulated slow 4G and 4x CPU slowdown), the
 * performance category only. Each page is run `runs` times and the median score is reported, as
 * Lighthouse's own guidance on variance advises. Anything that goes wrong becomes a reason in the
 * results: the benchmark never fails because of Lighthouse.
 */
export const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'];

export type LighthouseRun = {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  /** Lighthouse's measure of this machine's speed during the run (higher is faster). */
  benchmarkIndex: number | null;
  /** Cores other processes kept busy during the run: Lighthouse simulates a slow phone from the real run's timings, so a busy machine lowers the score. */
  otherCores: number | null;
};

export type LighthousePage = {
  name: string;
  path: string;
  /** Median of the runs' scores (0-100). */
  score: number;
  runs: LighthouseRun[];
  /** Metrics of the median run. */
  median: LighthouseRun;
  /** The largest opportunities of the median run (estimated savings), for the analysis. */
  opportunities: string[];
  /** The median run's LCP element, as Lighthouse labels it. */
  lcpElement: string;
  /** The median run's scripts with the most unused bytes (transfer size). */
  unusedJs: { file: string; wastedBytes: number; totalBytes: number }[];
  /** The median run's main-thread time by kind of work (ms, scaled to the simulated phone as Lighthouse does), largest first: what the blocking time is made of. */
  mainThread: { group: string; ms: number }[];
};

type Details = { type?: string; items?: unknown[] } | undefined;

/** The LCP element's label from the 'largest-contentful-paint-element' audit (a list of tables). */
function lcpElementOf(details: Details): string {
  for (const table of details?.items ?? []) {
    const rows = (table as Details)?.items ?? [];
    for (const row of rows) {
      const node = (row as { node?: { nodeLabel?: string; snippet?: string } }).node;
      if (node) {
        return `${node.nodeLabel ?? ''} ${node.snippet ?? ''}`.replace(/\s+/g, ' ').trim().slice(0, 120);
      }
    }
  }
  return '?';
}

function unusedJsOf(details: Details): LighthousePage['unusedJs'] {
  return (details?.items ?? [])
    .map((item) => item as { url?: string; wastedBytes?: number; totalBytes?: number })
    .filter((item) => item.url !== undefined)
    .map((item) => ({
      file: item.url!.replace(/^.*\//, ''),
      wastedBytes: Math.round(item.wastedBytes ?? 0),
      totalBytes: Math.round(item.totalBytes ?? 0),
    }))
    .sort((a, b) => b.wastedBytes - a.wastedBytes)
    .slice(0, 4);
}

function mainThreadOf(details: Details): LighthousePage['mainThread'] {
  return (details?.items ?? [])
    .map((item) => item as { groupLabel?: string; duration?: number })
    .map((item) => ({ group: item.groupLabel ?? '?', ms: Math.round(item.duration ?? 0) }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 5);
}

export type LighthouseResults =
  | {
      ran: true;
      version: string;
      chromium: string;
      formFactor: string;
      throttling: string;
      benchmarkIndex: number | undefined;
      pages: LighthousePage[];
    }
  | { ran: false; reason: string };

function median<T>(items: T[], by: (t: T) => number): T {
  const sorted = [...items].sort((a, b) => by(a) - by(b));
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

export async function runLighthouse(options: {
  chromiumPath: string;
  baseUrl: string;
  pages: { name: string; path: string }[];
  headers: Record<string, string>;
  runs: number;
  log: (line: string) => void;
  /** The benchmark's own processes (itself and its servers), not counted as other load. */
  ownPids?: () => number[];
}): Promise<LighthouseResults> {
  if (!existsSync(options.chromiumPath)) {
    return { ran: false, reason: `no Chromium at ${options.chromiumPath} (apt-get install -y chromium)` };
  }
  let lighthouse: typeof import('lighthouse').default;
  let launch: typeof import('chrome-launcher').launch;
  try {
    lighthouse = (await import('lighthouse')).default;
    launch = (await import('chrome-launcher')).launch;
  } catch (error) {
    return { ran: false, reason: `lighthouse or chrome-launcher cannot be loaded: ${String(error)}` };
  }
  let chrome: Awaited<ReturnType<typeof launch>> | undefined;
  try {
    chrome = await launch({
      chromePath: options.chromiumPath,
      chromeFlags: CHROME_FLAGS,
      logLevel: 'silent',
    });
    const pages: LighthousePage[] = [];
    let version = '';
    let formFactor = '';
    let throttling = '';
    let benchmarkIndex: number | undefined;
    let chromium = '';
    for (const page of options.pages) {
      const runs: {
        run: LighthouseRun;
        opportunities: string[];
        lcpElement: string;
        unusedJs: LighthousePage['unusedJs'];
        mainThread: LighthousePage['mainThread'];
      }[] = [];
      for (let i = 0; i < options.runs; i++) {
        const chromePid = chrome.pid;
        const ownPids = () => [
          ...(options.ownPids?.() ?? [process.pid]),
          ...(chromePid ? processGroupPids(chromePid) : []),
        ];
        const before = cpuSnapshot(ownPids());
        let result: Awaited<ReturnType<typeof lighthouse>> | undefined;
        // A trace Lighthouse could not record (NO_NAVSTART and the like, seen on a busy machine) is
        // a failed recording, not a result: Lighthouse asks for the run again, and so it is, once.
        for (let attempt = 1; attempt <= 2; attempt++) {
          result = await lighthouse(`${options.baseUrl}${page.path}`, {
            port: chrome.port,
            onlyCategories: ['performance'],
            output: 'json',
            logLevel: 'error',
            extraHeaders: options.headers,
          });
          const failed = result?.lhr.runtimeError;
          if (!failed || attempt === 2) break;
          options.log(`  Lighthouse ${page.name} run ${i + 1}: ${failed.code}, run again`);
        }
        const busy = otherCores(before, cpuSnapshot(ownPids()));
        const lhr = result?.lhr;
        if (!lhr) throw new Error(`no result for ${page.path}`);
        if (lhr.runtimeError)
          throw new Error(`${page.path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        const score = lhr.categories.performance?.score;
        if (score === null || score === undefined) {
          throw new Error(`${page.path}: no performance score (${lhr.runWarnings.join('; ')})`);
        }
        version = lhr.lighthouseVersion;
        formFactor = lhr.configSettings.formFactor;
        throttling = `${lhr.configSettings.throttlingMethod}, CPU x${lhr.configSettings.throttling.cpuSlowdownMultiplier}, RTT ${lhr.configSettings.throttling.rttMs} ms, ${Math.round(lhr.configSettings.throttling.throughputKbps)} kbit/s`;
        benchmarkIndex = lhr.environment.benchmarkIndex;
        chromium =
          lhr.environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0] ?? lhr.environment.hostUserAgent;
        const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        const opportunities = Object.values(lhr.audits)
          .filter((a) => a.details?.type === 'opportunity' && (a.numericValue ?? 0) > 0 && (a.score ?? 1) < 1)
          .sort((a, b) => (b.numericValue ?? 0) - (a.numericValue ?? 0))
          .slice(0, 3)
          .map((a) => `${a.title}${a.displayValue ? ` (${a.displayValue})` : ''}`);
        const run: LighthouseRun = {
          score: Math.round(score * 100),
          fcpMs: Math.round(metric('first-contentful-paint')),
          lcpMs: Math.round(metric('largest-contentful-paint')),
          tbtMs: Math.round(metric('total-blocking-time')),
          cls: Math.round(metric('cumulative-layout-shift') * 1000) / 1000,
          speedIndexMs: Math.round(metric('speed-index')),
          benchmarkIndex: lhr.environment.benchmarkIndex ?? null,
          otherCores: busy,
        };
        options.log(
          `  Lighthouse ${page.name} run ${i + 1}/${options.runs}: ${run.score} (FCP ${run.fcpMs}, LCP ${run.lcpMs}, TBT ${run.tbtMs} ms; benchmark index ${run.benchmarkIndex ?? '?'}, other processes busy ${busy ?? '?'} cores)`,
        );
        runs.push({
          run,
          opportunities,
          lcpElement: lcpElementOf(lhr.audits['largest-contentful-paint-element']?.details as Details),
          unusedJs: unusedJsOf(lhr.audits['unused-javascript']?.details as Details),
          mainThread: mainThreadOf(lhr.audits['mainthread-work-breakdown']?.details as Details),
        });
      }
      const middle = median(runs, (r) => r.run.score);
      pages.push({
        name: page.name,
        path: page.path,
        score: middle.run.score,
        runs: runs.map((r) => r.run),
        median: middle.run,
        opportunities: middle.opportunities,
        lcpElement: middle.lcpElement,
        unusedJs: middle.unusedJs,
        mainThread: middle.mainThread,
      });
    }
    return { ran: true, version, chromium, formFactor, throttling, benchmarkIndex, pages };
  } catch (error) {
    return {
      ran: false,
      reason: `Lighthouse failed: ${error instanceof Error ? error.message : String(error)}`,
    };
  } finally {
    chrome?.kill();
  }
}
