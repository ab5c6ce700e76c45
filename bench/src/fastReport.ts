import type { HeldMemory, Startup } from './apiStartup';
import type { FrameShare } from './cpuProfileTop';
import type { IndexBuild } from './indexBuildTime';
import type { LoadFigures } from './loadFigures';

/** One scenario at one kind of prices, next to the ceiling of the same body size. */
export interface FastRun {
  id: string;
  scenario: string;
  prices: 'public' | 'agreement';
  bytes: number;
  /**
   * Agreement runs: whether the answer differs from the public one. The same answer can be right (the
   * company's list prices none of the page's products, or no cheaper), but then says so in the report.
   */
  differs: boolean | undefined;
  figures: LoadFigures;
  ceiling: LoadFigures;
}

export interface FastResult {
  date: string;
  machine: { cpus: number; node: string };
  commit: string;
  catalogue: Record<string, number>;
  connections: number;
  durationSeconds: number;
  warmUpSeconds: number;
  targets: Targets;
  buyer: { companyId: number; market: string; priceListId: number };
  startup: Startup;
  warmUp: IndexBuild;
  memory: HeldMemory[];
  runs: FastRun[];
  profiles?: Record<string, { busyMs: number; idleMs: number; self: FrameShare[]; total: FrameShare[] }>;
}

interface Targets {
  p95Ms: number;
  shareOfCeiling: number;
}

const share = (r: FastRun) => r.figures.rps / r.ceiling.rps;
const percent = (x: number) => `${Math.round(x * 100)}%`;

/**
 * Why a share is missed, in CPU: both loads keep one process busy, so their rates are about the
 * inverse of their CPU per request, and the share wanted allows the ceiling's CPU per answer divided
 * by it (database CPU included: it shares the cores).
 */
function why(r: FastRun, t: Targets): string {
  const ceiling = r.ceiling.apiCpuMsPerRequest ?? 0;
  const used = (r.figures.apiCpuMsPerRequest ?? 0) + (r.figures.databaseCpuMsPerRequest ?? 0);
  if (ceiling <= 0 || used <= 0) return '';
  const allowed = ceiling / t.shareOfCeiling;
  return `: the ceiling costs ${ceiling} ms of CPU per answer, so ${allowed.toFixed(2)} ms are allowed and ${used.toFixed(2)} ms used`;
}

/** PASS, or MISS and by how much: p95 over the budget, throughput under the share of the ceiling. */
export function verdict(r: FastRun, t: Targets): string {
  const misses = [
    r.figures.p95 > t.p95Ms ? `p95 ${(r.figures.p95 / t.p95Ms).toFixed(2)}× the ${t.p95Ms} ms budget` : '',
    share(r) < t.shareOfCeiling
      ? `${percent(share(r))} of ceiling, ${percent(t.shareOfCeiling)} wanted${why(r, t)}`
      : '',
    r.figures.errors > 0 ? `${r.figures.errors} errors` : '',
  ].filter(Boolean);
  return misses.length === 0 ? 'PASS' : `MISS (${misses.join('; ')})`;
}

/** The markdown report: figures and verdicts, old and new side by side, start, memory, top frames. */
export function fastReport(result: FastResult, file: string, t: Targets, old?: FastResult): string {
  const before = new Map(old?.runs.map((r) => [r.id, r]));
  const lines = [
    `# Fast without caches (${result.date}, ${result.commit})`,
    '',
    `Catalogue ${JSON.stringify(result.catalogue)}; response cache off; ${result.connections} connections; ` +
      `${result.durationSeconds} s per scenario after ${result.warmUpSeconds} s warm-up; ` +
      `agreement prices of company ${result.buyer.companyId} (${result.buyer.market}). Figures: \`${file}\`.`,
    `Targets: p95 at most ${t.p95Ms} ms and at least ${percent(t.shareOfCeiling)} of the same run's bare-JSON ceiling.`,
    '',
    '| scenario | prices | req/s | p50 ms | p95 ms | p99 ms | API CPU ms/req | DB CPU ms/req | ceiling req/s | share | verdict |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...result.runs.map((r) => {
      const f = r.figures;
      const prices = r.differs === false ? `${r.prices} (answer as public)` : r.prices;
      return `| ${r.scenario} | ${prices} | ${f.rps} | ${f.p50} | ${f.p95} | ${f.p99} | ${f.apiCpuMsPerRequest} | ${f.databaseCpuMsPerRequest} | ${r.ceiling.rps} | ${percent(share(r))} | ${verdict(r, t)} |`;
    }),
    '',
    `Machine: other work kept ${Math.max(...result.runs.map((r) => r.figures.otherCores ?? 0))} cores busy at most during a scenario.`,
    '',
  ];
  if (old) {
    lines.push(
      `## Old (${old.commit}, ${old.date}) and new`,
      '',
      // CPU per request is the figure other work on a shared machine disturbs least.
      '| scenario | prices | req/s old | req/s new | p95 ms old | p95 ms new | share old | share new | API CPU ms/req old | new |',
      '|---|---|---|---|---|---|---|---|---|---|',
      ...result.runs.map((r) => {
        const o = before.get(r.id);
        return `| ${r.scenario} | ${r.prices} | ${o?.figures.rps ?? ''} | ${r.figures.rps} | ${o?.figures.p95 ?? ''} | ${r.figures.p95} | ${o ? percent(share(o)) : ''} | ${percent(share(r))} | ${o?.figures.apiCpuMsPerRequest ?? ''} | ${r.figures.apiCpuMsPerRequest} |`;
      }),
      '',
    );
  }
  const s = result.startup;
  lines.push(
    '## Start and memory of one API process',
    '',
    `Spawn to /ready ${s.readyMs} ms; to the first list answered ${s.firstListMs} ms; the next list ${s.secondListMs} ms; ` +
      `first list minus the next ${s.indexBuildMs} ms. The API's start-up build (its warmUp: the listing index and ` +
      `what else it loads before /ready), timed alone in the benchmark's process: the listing index ${result.warmUp.warmUpMs} ms, ` +
      (result.warmUp.languagesMs === undefined
        ? ''
        : `then the 14 languages' card names and search indexes ${result.warmUp.languagesMs} ms, `) +
      `holding ${result.warmUp.heldIndexMiB} MiB (heldBytes), heap growth ${result.warmUp.heapGrowthMiB} MiB.`,
    '',
    '| stage | RSS MiB | JS heap used MiB | listing index MiB | price lists MiB | price views MiB |',
    '|---|---|---|---|---|---|',
    ...result.memory.map(
      (m) =>
        `| ${m.stage} | ${m.rssMiB} | ${m.heapUsedMiB} | ${m.indexMiB} | ${m.priceListsMiB} | ${m.priceViewsMiB} |`,
    ),
    '',
  );
  for (const [id, p] of Object.entries(result.profiles ?? {})) {
    lines.push(
      `## CPU profile: ${id} (busy ${p.busyMs} ms, idle ${p.idleMs} ms)`,
      '',
      '| self % | frame | | total % | frame |',
      '|---|---|---|---|---|',
      ...p.self.map(
        (f, i) =>
          `| ${f.percent} | \`${f.frame}\` | | ${p.total[i]?.percent ?? ''} | \`${p.total[i]?.frame ?? ''}\` |`,
      ),
      '',
    );
  }
  return `${lines.join('\n')}\n`;
}
