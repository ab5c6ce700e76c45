import http from 'node:http';
import { PORT } from './apiBenchKit';

/**
 * Closed-loop load where each connection has state of its own (its cart, its buyer's token), which
 * autocannon cannot give (its request context is shared and reset after every request). Each
 * connection sends its next request when the previous answer is read, on its own kept-alive socket.
 * Percentiles are exact, from every response's time (autocannon's histogram has no p95).
 */
export interface LoopRequest {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface LoopFigures {
  name: string;
  connections: number;
  seconds: number;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  errors: number;
  /** The first failure's status and body, to tell what went wrong. */
  firstError?: string;
}

export interface Answer {
  status: number;
  body: string;
  ms: number;
}

/** One request on the given agent, timed from send to the last byte of the answer. */
export function send(request: LoopRequest, agent?: http.Agent): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: PORT,
        method: request.method,
        path: request.path,
        agent,
        headers: {
          ...(request.body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...request.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            ms: performance.now() - started,
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(request.body);
  });
}

/** The value at rank ceil(p * n) of the sorted times (nearest rank), in ms to 0.1. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const at = Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1));
  return Math.round(sorted[at]! * 10) / 10;
}

/**
 * Runs `connections` loops for warm-up plus `seconds`; `next(connection, n)` gives the connection's
 * n-th request. Only answers to requests sent after the warm-up count.
 */
export async function runLoops(
  name: string,
  connections: number,
  seconds: number,
  warmUpSeconds: number,
  next: (connection: number, n: number) => LoopRequest,
): Promise<LoopFigures> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const times: number[] = [];
  let errors = 0;
  let firstError: string | undefined;
  const measureFrom = performance.now() + warmUpSeconds * 1000;
  const end = measureFrom + seconds * 1000;
  const loop = async (connection: number) => {
    for (let n = 0; performance.now() < end; n++) {
      const counted = performance.now() >= measureFrom;
      const answer = await send(next(connection, n), agent);
      if (!counted) continue;
      times.push(answer.ms);
      if (answer.status >= 400) {
        errors++;
        firstError ??= `${answer.status} ${answer.body.slice(0, 300)}`;
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, (_, i) => loop(i)));
  agent.destroy();
  times.sort((a, b) => a - b);
  return {
    name,
    connections,
    seconds,
    requests: times.length,
    rps: Math.round(times.length / seconds),
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    p99: percentile(times, 0.99),
    max: percentile(times, 1),
    errors,
    ...(firstError ? { firstError } : {}),
  };
}

/**
 * Hands out items (carts, waiting orders) one per request, each used once: running out mid-run is a
 * run too short of them, said plainly with what to change (`hint`).
 */
export function queueOf<T>(items: readonly T[], scenario: string, hint: string): () => T {
  let taken = 0;
  return () => {
    const item = items[taken++];
    if (item === undefined) throw new Error(`${scenario}: all ${items.length} used; ${hint}`);
    return item;
  };
}
