import type { ChildProcess } from 'node:child_process';
import { PORT, residentMiB, startApi } from './apiBenchKit';
import { type LoopRequest, send } from './connectionLoops';

/**
 * How long the API takes to serve and what one process holds (issue 12 point 4): from spawn to
 * /ready, to the first list answered (which builds the listing index when the index is lazy) and
 * the second one (already built), so the index's build time is the difference; then resident
 * memory and GET /bench/memory's held bytes (heldBytes: the index, company prices, the V8 heap).
 */
export interface Startup {
  readyMs: number;
  firstListMs: number;
  secondListMs: number;
  /** First list minus second list: the index build, whether lazy or done before /ready. */
  indexBuildMs: number;
}

export interface HeldMemory {
  stage: string;
  rssMiB: number;
  heapUsedMiB: number;
  indexMiB: number;
  priceListsMiB: number;
  priceViewsMiB: number;
}

const mib = (bytes: number) => Math.round((bytes / 2 ** 20) * 10) / 10;

/** startApi, timed: the list request is the first thing the process is asked after /ready. */
export async function timedStart(
  url: string,
  cache: boolean,
  list: LoopRequest,
  nodeArgs: readonly string[] = [],
): Promise<{ api: ChildProcess; startup: Startup; spawnedAt: number }> {
  const spawnedAt = performance.now();
  // startApi polls /ready every 250 ms: its own clock is too coarse, so /ready is polled here too.
  const ready = pollReady();
  const api = await startApi(url, cache, {}, nodeArgs);
  const readyMs = (await ready) - spawnedAt;
  const first = await send(list);
  const firstListMs = performance.now() - spawnedAt;
  if (first.status !== 200) throw new Error(`first list: ${first.status} ${first.body.slice(0, 300)}`);
  const second = await send(list);
  return {
    api,
    spawnedAt,
    startup: {
      readyMs: Math.round(readyMs),
      firstListMs: Math.round(firstListMs),
      secondListMs: Math.round(second.ms * 10) / 10,
      indexBuildMs: Math.round(first.ms - second.ms),
    },
  };
}

async function pollReady(): Promise<number> {
  for (let i = 0; i < 20_000; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/ready`)).ok) return performance.now();
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('API did not become ready');
}

/** The API process's resident memory and what GET /bench/memory says it holds. */
export async function heldMemory(stage: string, api: ChildProcess): Promise<HeldMemory> {
  const held = (await (await fetch(`http://127.0.0.1:${PORT}/bench/memory`)).json()) as {
    index: number;
    priceLists: number;
    priceViews: number;
    heapUsed: number;
  };
  return {
    stage,
    rssMiB: residentMiB(api.pid),
    heapUsedMiB: mib(held.heapUsed),
    indexMiB: mib(held.index),
    priceListsMiB: mib(held.priceLists),
    priceViewsMiB: mib(held.priceViews),
  };
}
