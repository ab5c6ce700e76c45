import autocannon from 'autocannon';

/**
 * Server response time of one page under load. autocannon's own latency histogram has p97.5 and p99
 * but no p95, and keeps whole milliseconds, so every response's time is taken from its 'response'
 * event (hrtime, request written to last byte of the body read) and the percentiles are computed
 * here from all of them (nearest rank).
 */
export type ServerTiming = {
  connections: number;
  durationSeconds: number;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  non2xx: number;
  /** Connection errors and timeouts. */
  errors: number;
};

/** Nearest-rank percentile of sorted values: the smallest value with at least p% of values at or below it. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

export function runLoad(options: {
  url: string;
  headers: Record<string, string>;
  connections: number;
  durationSeconds: number;
  /** A POST with a body: a server action, as the browser calls one (GET when left out). */
  method?: 'GET' | 'POST';
  body?: string;
}): Promise<ServerTiming> {
  const times: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url,
        headers: options.headers,
        method: options.method ?? 'GET',
        ...(options.body === undefined ? {} : { body: options.body }),
        connections: options.connections,
        duration: options.durationSeconds,
        timeout: 30,
      },
      (error: Error | null, result) => {
        if (error) return reject(error);
        times.sort((a, b) => a - b);
        resolve({
          connections: options.connections,
          durationSeconds: options.durationSeconds,
          requests: times.length,
          rps: round1(times.length / (result.duration || options.durationSeconds)),
          p50: round1(percentile(times, 50)),
          p95: round1(percentile(times, 95)),
          p99: round1(percentile(times, 99)),
          max: round1(times.at(-1) ?? Number.NaN),
          non2xx: result.non2xx,
          errors: result.errors,
        });
      },
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => {
      times.push(responseTime);
    });
  });
}
