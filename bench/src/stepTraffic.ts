import { closeSync, openSync, readSync, statSync } from 'node:fs';
import type { Page, Request } from '@playwright/test';
import type { ApiCall, BrowserRequest, PageMilestones } from './stepReport';

/**
 * What a step sent: the storefront requests the browser made (from the page's network events:
 * documents, server-action POSTs, RSC fetches, other fetches), and the API requests behind them (from
 * the API's request log, written at debug level, one JSON line per request with its duration).
 */

/** Records the page's requests to the storefront between start() and stop(). */
export function browserRecorder(page: Page, webOrigin: string) {
  let recording: Request[] | null = null;
  page.on('request', (request) => {
    if (!recording || !request.url().startsWith(webOrigin)) return;
    const type = request.resourceType();
    if (type === 'document' || type === 'fetch' || type === 'xhr') recording.push(request);
  });
  return {
    start: () => {
      recording = [];
    },
    /** The recorded requests, timed from `startedAt` (epoch ms); call once the step's result is visible. */
    stop: async (startedAt: number): Promise<BrowserRequest[]> => {
      const requests = recording ?? [];
      recording = null;
      return Promise.all(requests.map((r) => describe(r, startedAt)));
    },
  };
}

async function describe(request: Request, startedAt: number): Promise<BrowserRequest> {
  const headers = request.headers();
  const kind: BrowserRequest['kind'] =
    request.resourceType() === 'document'
      ? 'document'
      : headers['next-action']
        ? 'action'
        : headers.rsc === '1' || request.url().includes('_rsc=')
          ? 'rsc'
          : 'fetch';
  const timing = request.timing();
  const ms = timing.responseEnd > 0 ? timing.responseEnd : null;
  const url = new URL(request.url());
  const described: BrowserRequest = {
    kind,
    // Playwright's startTime is wall-clock (epoch ms), the same clock as the step's start.
    at: timing.startTime - startedAt,
    method: request.method(),
    path: url.pathname + url.search,
    ms,
  };
  if (timing.responseStart > 0) described.firstByteMs = timing.responseStart;
  if (kind === 'action' && ms !== null) {
    // A finished request has its response; the header says whether Next re-rendered the page into it.
    const revalidated = (await request.response())?.headers()['x-action-revalidated'];
    if (revalidated) described.revalidated = revalidated;
  }
  return described;
}

type LogLine = { msg?: string; time?: number; method?: string; path?: string; status?: number; ms?: number };

/**
 * The API's request log (its stdout, pino JSON lines): each read takes the lines written since the
 * last one and answers the requests that ended in [from, to] (epoch ms).
 */
export function apiLogReader(file: string) {
  let offset = statSafe(file);
  let partial = '';
  return (from: number, to: number): ApiCall[] => {
    const size = statSafe(file);
    if (size <= offset) return [];
    const buffer = Buffer.alloc(size - offset);
    const fd = openSync(file, 'r');
    try {
      readSync(fd, buffer, 0, buffer.length, offset);
    } finally {
      closeSync(fd);
    }
    offset = size;
    const text = partial + buffer.toString('utf8');
    const lines = text.split('\n');
    partial = lines.pop() ?? '';
    const calls: ApiCall[] = [];
    for (const line of lines) {
      if (!line.startsWith('{')) continue;
      let entry: LogLine;
      try {
        entry = JSON.parse(line) as LogLine;
      } catch {
        continue;
      }
      if (entry.msg !== 'request' || entry.time === undefined || entry.time < from || entry.time > to)
        continue;
      calls.push({
        method: entry.method ?? '?',
        path: entry.path ?? '?',
        status: entry.status ?? 0,
        ms: entry.ms ?? 0,
        endedAt: entry.time,
      });
    }
    return calls;
  };
}

function statSafe(file: string): number {
  try {
    return statSync(file).size;
  } catch {
    return 0;
  }
}

/**
 * The milestones of the document the page shows (navigation and paint timing), as ms after
 * `startedAt` (epoch ms): performance.timeOrigin is the navigation's start on the same clock.
 */
export async function pageMilestones(page: Page, startedAt: number): Promise<PageMilestones | undefined> {
  const marks = await page.evaluate(() => {
    // Runs in the page; the bench's TypeScript has no DOM library, so the browser's API is typed here.
    type Entry = {
      startTime: number;
      responseStart: number;
      responseEnd: number;
      domContentLoadedEventEnd: number;
    };
    const performance = (
      globalThis as unknown as {
        performance: {
          timeOrigin: number;
          getEntriesByType: (type: string) => Entry[];
          getEntriesByName: (name: string) => Entry[];
        };
      }
    ).performance;
    const nav = performance.getEntriesByType('navigation')[0];
    const fcp = performance.getEntriesByName('first-contentful-paint')[0];
    if (!nav) return null;
    return {
      origin: performance.timeOrigin,
      firstByte: nav.responseStart,
      responseEnd: nav.responseEnd,
      firstContentfulPaint: fcp ? fcp.startTime : null,
      domContentLoaded: nav.domContentLoadedEventEnd,
    };
  });
  if (!marks) return undefined;
  const offset = marks.origin - startedAt;
  return {
    firstByte: marks.firstByte + offset,
    responseEnd: marks.responseEnd + offset,
    firstContentfulPaint: marks.firstContentfulPaint === null ? null : marks.firstContentfulPaint + offset,
    domContentLoaded: marks.domContentLoaded + offset,
  };
}
