import { describe, expect, it } from 'vitest';
import { intervalCover, pathShape, type StepSample, stepsTable, summarise } from './stepReport';

const step = { key: 'split', name: 'split a row', who: 'business buyer' };

const sample = (ms: number, api: [start: number, end: number][] = []): StepSample => ({
  startedAt: 0,
  ms,
  browser: [
    { kind: 'action', at: 2, method: 'POST', path: '/sv/checkout', ms: ms - 10 },
    { kind: 'fetch', at: 40, method: 'GET', path: '/api/cart-count', ms: null },
  ],
  api: api.map(([start, end]) => ({
    method: 'GET',
    path: '/api/cart/carts/1',
    status: 200,
    ms: end - start,
    endedAt: end,
  })),
});

describe('intervalCover', () => {
  it('counts overlapping calls once and sees them run side by side', () => {
    expect(
      intervalCover([
        { start: 0, end: 10 },
        { start: 5, end: 20 },
      ]),
    ).toEqual({ busy: 20, maxParallel: 2 });
  });

  it('sees a waterfall: each call starting where the one before ended', () => {
    expect(
      intervalCover([
        { start: 10, end: 20 },
        { start: 0, end: 10 },
        { start: 30, end: 35 },
      ]),
    ).toEqual({ busy: 25, maxParallel: 1 });
  });

  it('is nothing without calls', () => {
    expect(intervalCover([])).toEqual({ busy: 0, maxParallel: 0 });
  });
});

describe('summarise', () => {
  it('takes nearest-rank percentiles of the repetitions and the median counts', () => {
    const samples = Array.from({ length: 20 }, (_, i) => sample((i + 1) * 100, [[10, 30]]));
    const summary = summarise(step, samples);
    expect(summary).toMatchObject({ reps: 20, p50: 1000, p95: 1900, max: 2000 });
    expect(summary).toMatchObject({ serverActions: 1, otherFetches: 1, documents: 0, apiCalls: 1 });
    expect(summary.serverActionMs).toBe(990);
    expect(summary.apiBusyMs).toBe(20);
    // The last repetition's requests by their start, the API's between the browser's.
    expect(summary.chain).toEqual([
      '+2 browser action POST /sv/checkout, 1990 ms',
      '+10 api GET /api/cart/carts/:id 200, 20 ms',
      '+40 browser fetch GET /api/cart-count (unfinished)',
      'visible +2000',
    ]);
  });

  it('refuses a step without samples', () => {
    expect(() => summarise(step, [])).toThrow(/no samples/);
  });
});

describe('the table', () => {
  it('says whether a step is under the 500 ms target', () => {
    const fast = summarise(step, [sample(120)]);
    const slow = summarise({ ...step, key: 'slow', name: 'slow step' }, [sample(900)]);
    const [, , fastLine, slowLine] = stepsTable([fast, slow]);
    expect(fastLine).toMatch(/^\| split a row \| business buyer \| 120 \| 120 \| 120 \| yes \| – \|/);
    expect(slowLine).toMatch(/\| 900 \| no \|/);
  });
});

describe('the first paint of a new page', () => {
  it('is given when every repetition ended on a new page, and not otherwise', () => {
    const page = (fcp: number) => ({
      firstByte: 10,
      responseEnd: 20,
      firstContentfulPaint: fcp,
      domContentLoaded: 30,
    });
    const loads = [300, 100, 200].map((fcp) => ({ ...sample(fcp + 50), page: page(fcp) }));
    expect(summarise(step, loads).firstPaint).toEqual({ p50: 200, p95: 300 });
    expect(summarise(step, [...loads, sample(90)]).firstPaint).toBeNull();
  });
});

describe('pathShape', () => {
  it('drops the query and names ids', () => {
    expect(pathShape('/api/cart/carts/3f2a1b4c-0d9e-4f10-8a2b-1c2d3e4f5a6b/rows/12?marketId=se')).toBe(
      '/api/cart/carts/:id/rows/:id',
    );
    expect(pathShape('/api/company/42')).toBe('/api/company/:id');
  });
});
