// Production server of the storefront: Next's request handler in one worker process per core, with
// the anonymous-page cache in front of it. `next start` renders on one Node thread, so on a machine
// with several cores all but one would sit idle while pages queue. Workers share the port through
// node:cluster; each is a full Next server (proxy.ts, pages, route handlers). Settings (PORT,
// WEB_HOST, WEB_WORKERS, WEB_CACHE, WEB_CACHE_MB, TRUSTED_PROXIES, WEB_RATE_LIMIT, WEB_RATE_LIMITS) come
// from src/lib/webConfig.ts. Every request passes the request gate first (security headers, 400/405
// refusals, per-address rate limits: src/server/requestGate.ts).
import cluster from 'node:cluster';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { trustedProxies } from '@workwear/server/trustedProxies';
import next from 'next';
import { CACHED_PAGES } from './src/app/_routes/routeQuery';
import { logError } from './src/lib/serverLog';
import { webConfig } from './src/lib/webConfig';
import { settleForwardedHeaders } from './src/server/forwardedHeaders';
import { createHtmlCache } from './src/server/htmlCache';
import { createRateLimiter, startRateLimitCounters } from './src/server/rateLimiter';
import { createRequestGate } from './src/server/requestGate';

const { port, bindHost: hostname, workers, pageCache: cacheOn } = webConfig;
const trusted = trustedProxies(webConfig.trustedProxies);
/** The spec's cache default (CACHE_DEFAULT_SECONDS), as the API's response cache uses. */
const CACHE_TTL_MS = 60_000;

if (cluster.isPrimary && workers > 1) {
  let stopping = false;
  // The workers' rate-limit counters live here, so a visitor's budget is one across all workers.
  if (webConfig.rateLimits) startRateLimitCounters();
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
  if (!webConfig.publicUrlConfigured) {
    console.log(
      `PUBLIC_URL is not set: the sitemap, robots.txt and canonical links name ${webConfig.publicUrl}. Set it to the shop's public origin before going live.`,
    );
  }
} else {
  // No hostname for Next itself: it then builds redirect URLs from the request's Host header, where
  // a bind address such as 0.0.0.0 would leak into Location headers.
  const app = next({ dev: false, dir: fileURLToPath(new URL('.', import.meta.url)), port });
  await app.prepare();
  const handle = app.getRequestHandler();
  const cache = cacheOn
    ? createHtmlCache({ ttlMs: CACHE_TTL_MS, maxBytes: webConfig.pageCacheBytes, pages: CACHED_PAGES })
    : undefined;
  const admit = createRequestGate({
    rateLimiter: webConfig.rateLimits && createRateLimiter(webConfig.rateLimits, { shared: workers > 1 }),
    formOrigins: [webConfig.publicUrl, ...webConfig.marketPublicUrls.values()],
  });
  createServer((req, res) => {
    // Before anything reads them: forwarding headers survive only from TRUSTED_PROXIES.
    const forwarded = settleForwardedHeaders(req, trusted);
    admit(req, res, forwarded)
      .then((admitted) => {
        if (!admitted) return;
        if (cache) cache.handle(req, res, () => handle(req, res));
        else void handle(req, res);
      })
      .catch((error: unknown) => {
        logError('Request gate failed.', error);
        if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end();
      });
  }).listen(port, hostname, () => {
    if (workers === 1)
      console.log(`Storefront on http://localhost:${port}, page cache ${cacheOn ? 'on' : 'off'}`);
  });
}
