import { existsSync } from 'node:fs';
import { openDatabase } from '@workwear/db';
import { sql } from 'drizzle-orm';
import { type LoopFigures, type LoopRequest, runLoops } from './connectionLoops';
import { cpuSnapshot, otherCores, processTicks } from './machineLoad';

/**
 * A load scenario's figures with what it cost: CPU time per request of the API process and of its
 * PostgreSQL backends, and how busy the rest of the machine was meanwhile (so a figure taken on a
 * busy machine says so). Shared by the benchmarks that load the API with runLoops.
 */
export interface LoadFigures extends LoopFigures {
  /** Cores kept busy by other work on the machine meanwhile (machineLoad.ts). */
  otherCores: number | null;
  /** CPU time per request of the API process and of its PostgreSQL backends. */
  apiCpuMsPerRequest: number | null;
  databaseCpuMsPerRequest: number | null;
}

/** The PostgreSQL backends connected to the database of the URL (the API's pool), but this query's. */
export async function backendPids(url: string): Promise<number[]> {
  const handle = await openDatabase({ url });
  const rows = await handle.rows<{ pid: number }>(
    sql`SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`,
  );
  await handle.close();
  return rows.map((r) => r.pid);
}

/** CPU ticks of each process (10 ms each, Linux /proc). */
const ticksOf = (pids: readonly number[]) => new Map(pids.map((pid) => [pid, processTicks(pid)]));

/**
 * CPU milliseconds per request of the processes alive at the end, since the first reading (all their
 * ticks for those started since). The pool opens and closes connections (those idle for 10 s), and a
 * closed backend's ticks can no longer be read: its share is lost, which idle ones do not have.
 */
function cpuMsPer(before: Map<number, number>, pidsNow: readonly number[], requests: number): number | null {
  if (!existsSync('/proc/stat') || requests === 0) return null;
  const ticks = pidsNow.reduce((sum, pid) => sum + processTicks(pid) - (before.get(pid) ?? 0), 0);
  return Math.round((ticks * 10 * 100) / requests) / 100;
}

/** runLoops (connectionLoops.ts) with the CPU it cost the API (apiPid) and the database (url). */
export async function measuredLoops(
  url: string,
  apiPid: number,
  run: {
    id: string;
    connections: number;
    seconds: number;
    warmUpSeconds: number;
    next: (connection: number, n: number) => LoopRequest;
  },
): Promise<LoadFigures> {
  const backends = await backendPids(url);
  const own = [process.pid, apiPid, ...backends];
  const before = cpuSnapshot(own);
  const apiTicks = ticksOf([apiPid]);
  const backendTicks = ticksOf(backends);
  const figures = await runLoops(run.id, run.connections, run.seconds, run.warmUpSeconds, run.next);
  // The CPU counts include the warm-up's requests: per request, they are spread over all of them.
  const sent = figures.requests * ((run.seconds + run.warmUpSeconds) / run.seconds);
  return {
    ...figures,
    otherCores: otherCores(before, cpuSnapshot(own)),
    apiCpuMsPerRequest: cpuMsPer(apiTicks, [apiPid], sent),
    databaseCpuMsPerRequest: cpuMsPer(backendTicks, await backendPids(url), sent),
  };
}

/**
 * A benchmark's `measure(id, connections, next)`: runs one scenario with measuredLoops, adds its
 * figures to `into` and prints its line. `onMeasured` gets the scenario's id and when it started
 * (performance.now()), for what a benchmark adds per scenario (the cart benchmark's profile window).
 */
export function scenarioMeasurer(
  url: string,
  apiPid: number,
  timing: { seconds: number; warmUpSeconds: number },
  into: LoadFigures[],
  onMeasured?: (id: string, startedAt: number) => void,
) {
  return async (id: string, connections: number, next: (c: number, n: number) => LoopRequest) => {
    const startedAt = performance.now();
    const f = await measuredLoops(url, apiPid, { id, connections, ...timing, next });
    onMeasured?.(id, startedAt);
    into.push(f);
    console.log(loadLine(f));
  };
}

/** One line for the console. */
export const loadLine = (f: LoadFigures) =>
  `${f.name}: ${f.rps} req/s, p50 ${f.p50} ms, p95 ${f.p95} ms, p99 ${f.p99} ms, errors ${f.errors}${f.firstError ? ` (${f.firstError})` : ''}; CPU per request: API ${f.apiCpuMsPerRequest} ms, PostgreSQL ${f.databaseCpuMsPerRequest} ms; other work ${f.otherCores} cores`;
