import { percentile } from './serverTiming';

/**
 * The buyer steps benchmark's figures: one sample per repetition of a step (wall time as the buyer
 * waits, and the requests the step made), summed up per step as nearest-rank percentiles and written
 * as a Markdown table.
 */

/** One API request as the API's request log has it (debug level: method, path, status, ms, end time). */
export type ApiCall = { method: string; path: string; status: number; ms: number; endedAt: number };

/** One storefront request the browser made during a step. */
export type BrowserRequest = {
  kind: 'document' | 'action' | 'rsc' | 'fetch';
  /** When it was sent, ms after the step's start. */
  at: number;
  method: string;
  path: string;
  /** Request sent to last byte received, ms; null when it had not finished by the step's end. */
  ms: number | null;
  /** Request sent to first byte received (the server's time plus the network), ms. */
  firstByteMs?: number;
  /** Next's x-action-revalidated header of a server action: set when the answer carries a re-rendered page. */
  revalidated?: string;
};

/** A page load's milestones (the browser's navigation and paint timing), ms after the step's start. */
export type PageMilestones = {
  firstByte: number;
  responseEnd: number;
  firstContentfulPaint: number | null;
  domContentLoaded: number;
};

export type StepSample = {
  /** The step's start, epoch ms (the API log's clock). */
  startedAt: number;
  ms: number;
  browser: BrowserRequest[];
  api: ApiCall[];
  /** Set when the step ended on a newly loaded document. */
  page?: PageMilestones;
};

export type StepSummary = {
  key: string;
  name: string;
  who: string;
  reps: number;
  p50: number;
  p95: number;
  max: number;
  /** Median counts per repetition. */
  documents: number;
  serverActions: number;
  rscFetches: number;
  otherFetches: number;
  apiCalls: number;
  /** Median of the summed server-action round trips (browser side), ms. */
  serverActionMs: number;
  /** Median of the time at least one API request was running, ms (overlapping calls counted once). */
  apiBusyMs: number;
  /** Median of the most API requests running at once: 1 means every call waited for the one before. */
  apiMaxParallel: number;
  /**
   * For a step that ends on a newly loaded page: its first contentful paint (p50, p95), when a heading
   * in the page's HTML is painted; later than that, the page is busy hydrating, and the benchmark's
   * own check (which needs the page's main thread) sees the heading only after.
   */
  firstPaint: { p50: number; p95: number } | null;
  /** The last repetition's requests in order, for the diagnosis. */
  chain: string[];
};

const round1 = (n: number) => Math.round(n * 10) / 10;

export function median(values: readonly number[]): number {
  return percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
}

/** The time covered by at least one of the intervals, and the most of them open at one moment. */
export function intervalCover(intervals: readonly { start: number; end: number }[]): {
  busy: number;
  maxParallel: number;
} {
  const events = intervals.flatMap((i) => [
    { at: i.start, delta: 1 },
    { at: i.end, delta: -1 },
  ]);
  // An interval that ends where another starts is not running beside it: ends come first.
  events.sort((a, b) => a.at - b.at || a.delta - b.delta);
  let open = 0;
  let maxParallel = 0;
  let busy = 0;
  let since = 0;
  for (const event of events) {
    if (open > 0) busy += event.at - since;
    open += event.delta;
    since = event.at;
    maxParallel = Math.max(maxParallel, open);
  }
  return { busy, maxParallel };
}

/** Ids in paths (numbers, UUIDs, cart ids) become ":id", so the chain reads as a list of calls. */
export function pathShape(path: string): string {
  return path
    .split('?')[0]!
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, ':id')
    .replace(/\/\d+(?=\/|$)/g, '/:id');
}

const ms = (n: number) => `${Math.round(n)} ms`;

/** Every request of a repetition by its start, each with its start (+ms after the click) and duration. */
export function chainOf(sample: StepSample): string[] {
  const browser = sample.browser.map((r) => ({
    at: r.at,
    line: `browser ${r.kind} ${r.method} ${pathShape(r.path)}${r.ms === null ? ' (unfinished)' : `, ${ms(r.ms)}`}${r.firstByteMs === undefined ? '' : ` (first byte ${ms(r.firstByteMs)})`}${r.revalidated ? ` (x-action-revalidated ${r.revalidated})` : ''}`,
  }));
  const api = sample.api.map((c) => ({
    at: c.endedAt - c.ms - sample.startedAt,
    line: `api ${c.method} ${pathShape(c.path)} ${c.status}, ${ms(c.ms)}`,
  }));
  const lines = [...browser, ...api]
    .sort((a, b) => a.at - b.at)
    .map((e) => `+${Math.max(0, Math.round(e.at))} ${e.line}`);
  const p = sample.page;
  if (p) {
    lines.push(
      `page: first byte +${Math.round(p.firstByte)}, last byte +${Math.round(p.responseEnd)}, first contentful paint ${p.firstContentfulPaint === null ? '?' : `+${Math.round(p.firstContentfulPaint)}`}, DOMContentLoaded +${Math.round(p.domContentLoaded)}`,
    );
  }
  lines.push(`visible +${Math.round(sample.ms)}`);
  return lines;
}

export function summarise(
  step: { key: string; name: string; who: string },
  samples: readonly StepSample[],
): StepSummary {
  if (samples.length === 0) throw new Error(`${step.key}: no samples`);
  const times = samples.map((s) => s.ms).sort((a, b) => a - b);
  const count = (kind: BrowserRequest['kind']) =>
    median(samples.map((s) => s.browser.filter((r) => r.kind === kind).length));
  const covers = samples.map((s) =>
    intervalCover(s.api.map((c) => ({ start: c.endedAt - c.ms, end: c.endedAt }))),
  );
  return {
    ...step,
    reps: samples.length,
    p50: round1(percentile(times, 50)),
    p95: round1(percentile(times, 95)),
    max: round1(times.at(-1)!),
    documents: count('document'),
    serverActions: count('action'),
    rscFetches: count('rsc'),
    otherFetches: count('fetch'),
    apiCalls: median(samples.map((s) => s.api.length)),
    serverActionMs: round1(
      median(
        samples.map((s) => s.browser.filter((r) => r.kind === 'action').reduce((t, r) => t + (r.ms ?? 0), 0)),
      ),
    ),
    apiBusyMs: round1(median(covers.map((c) => c.busy))),
    apiMaxParallel: median(covers.map((c) => c.maxParallel)),
    firstPaint: firstPaintOf(samples),
    chain: chainOf(samples.at(-1)!),
  };
}

function firstPaintOf(samples: readonly StepSample[]): StepSummary['firstPaint'] {
  const paints = samples
    .map((s) => s.page?.firstContentfulPaint)
    .filter((p): p is number => typeof p === 'number')
    .sort((a, b) => a - b);
  if (paints.length < samples.length) return null;
  return { p50: round1(percentile(paints, 50)), p95: round1(percentile(paints, 95)) };
}

export const TARGET_P95_MS = 500;

export function stepsTable(steps: readonly StepSummary[]): string[] {
  return [
    '| step | buyer | p50 ms | p95 ms | max ms | under 500 ms p95 | new page first paint p50 / p95 ms | server actions | documents | RSC fetches | other fetches | API calls | server-action ms | API busy ms | most API calls at once |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...steps.map(
      (s) =>
        `| ${s.name} | ${s.who} | ${s.p50} | ${s.p95} | ${s.max} | ${s.p95 < TARGET_P95_MS ? 'yes' : 'no'} | ${s.firstPaint ? `${s.firstPaint.p50} / ${s.firstPaint.p95}` : '–'} | ${s.serverActions} | ${s.documents} | ${s.rscFetches} | ${s.otherFetches} | ${s.apiCalls} | ${s.serverActionMs} | ${s.apiBusyMs} | ${s.apiMaxParallel} |`,
    ),
  ];
}
