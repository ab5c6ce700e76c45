// Production server of the storefront: Next's request handler in one worker process per core, with
// the anonymous-page cache in front of it. `next start` renders on one Node thread, so on a machine
// with several cores all but one would sit idle while pages queue. Workers share the port through
// node:cluster; each is a full Next server (proxy.ts, pages, route handlers).
//   PORT (3000), WEB_HOST (0.0.0.0), WEB_WORKERS (cores, at most 4), WEB_CACHE (on | off)
import cluster from 'node:cluster';
import { createServer } from 'node:http';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import next from 'next';
import { createHtmlCache } from './src/server/htmlCache';

const port = Number(process.env.PORT ?? 3000);
// Not HOSTNAME: shells and containers set that to the machine's name.
const hostname = process.env.WEB_HOST ?? '0.0.0.0';
const workers = Math.max(1, Number(process.env.WEB_WORKERS ?? Math.min(availableParallelism(), 4)));
const cacheOn = (process.env.WEB_CACHE ?? 'on') !== 'off';
/** The spec's cache default (CACHE_DEFAULT_SECONDS), as the API's response cache uses. */
const CACHE_TTL_MS = 60_000;

if (cluster.isPrimary && workers > 1) {
  let stopping = false;
  for (let i = 0; i < workers; i += 1) cluster.fork();
  // A worker that dies unexpectedly is replaced; on shutdown the primary waits for all of them.
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    console.error(`storefront worker ${worker.process.pid} exited (${signal ?? code}); starting another`);
    cluster.fork();
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.kill(signal);
      setTimeout(() => process.exit(0), 5000).unref();
      cluster.on('exit', () => {
        if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      });
    });
  }
  console.log(
    `Storefront on http://localhost:${port} with ${workers} workers, page cache ${cacheOn ? 'on' : 'off'}`,
  );
} else {
  // No hostname for Next itself: it then builds redirect URLs from the request's Host header, where
  // a bind address such as 0.0.0.0 would leak into Location headers.
  const app = next({ dev: false, dir: fileURLToPath(new URL('.', import.meta.url)), port });
  await app.prepare();
  const handle = app.getRequestHandler();
  const cache = cacheOn ? createHtmlCache({ ttlMs: CACHE_TTL_MS, maxEntries: 2000 }) : undefined;
  createServer((req, res) => {
    if (cache) cache.handle(req, res, () => handle(req, res));
    else void handle(req, res);
  }).listen(port, hostname, () => {
    if (workers === 1)
      console.log(`Storefront on http://localhost:${port}, page cache ${cacheOn ? 'on' : 'off'}`);
  });
}
