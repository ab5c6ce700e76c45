import { getRequestListener } from '@hono/node-server';
import { openDatabase } from '@workwear/db';
import { createApp } from '../../apps/api/src/app';
import { DEFAULT_SECURITY } from '../../apps/api/src/http/security';
import { createLogger } from '../../apps/api/src/logger';

/**
 * The app's own CPU per answer, measured in this process over many answers: app.fetch with the
 * request built beforehand and the same lightweight Response the Node server uses, so sockets, HTTP
 * parsing and the kernel are left out. On a busy shared machine this moves far less than the API
 * process's CPU per request, which is what a change to the middleware needs to be judged by.
 */
const ANSWERS = 20_000;
const ROUNDS = 5;

export interface InProcessFigures {
  /** Microseconds of CPU per answer, the least of the rounds. */
  cachedUs: number;
  bareUs: number;
}

export async function inProcessFigures(url: string, listPath: string): Promise<InProcessFigures> {
  const handle = await openDatabase({ url, poolSize: 2 });
  const { app } = createApp({
    handle,
    logger: createLogger('warn'),
    cache: true,
    benchCeiling: true,
    // Budgets far above the run, so the limiter stays in the path without refusing (as bench:api).
    security: {
      ...DEFAULT_SECURITY,
      rateLimits: { orderSend: 1e9, document: 1e9, search: 1e9, analytics: 1e9, browse: 1e9 },
    },
  });
  // Makes global Response the Node server's lightweight one, as in the API process.
  getRequestListener(app.fetch);
  const origin = 'http://127.0.0.1:4300';
  const bytes = (await (await app.fetch(new Request(`${origin}${listPath}`))).arrayBuffer()).byteLength;
  const perAnswer = async (path: string) => {
    // One GET request answered again and again: a GET's body is never read, and undici's Request
    // (which the Node server does not build per request) made garbage collection half the figure.
    const request = new Request(`${origin}${path}`);
    const started = process.cpuUsage();
    for (let i = 0; i < ANSWERS; i++) await app.fetch(request);
    const used = process.cpuUsage(started);
    return (used.user + used.system) / ANSWERS;
  };
  const least = async (path: string) => {
    let best = Number.POSITIVE_INFINITY;
    for (let round = 0; round < ROUNDS; round++) best = Math.min(best, await perAnswer(path));
    return Math.round(best * 10) / 10;
  };
  const cachedUs = await least(listPath);
  const bareUs = await least(`/bench/ceiling?bytes=${bytes}`);
  await handle.close();
  return { cachedUs, bareUs };
}
