import type { OpenAPIHono } from '@hono/zod-openapi';
import type { DatabaseHandle } from '@workwear/db';
import { sql } from 'drizzle-orm';
import type { AppEnv } from '../http/appEnv';
import { heldBytes } from '../lib/heldBytes';
import type { Logger } from '../logger';
import type { CatalogueServices } from './catalogueServices';

/** /health (the process answers) and /ready (the database answers too). */
export function registerProbes(app: OpenAPIHono<AppEnv>, handle: DatabaseHandle, logger: Logger) {
  app.get('/health', (c) => c.json({ status: 'ok' }));
  app.get('/ready', async (c) => {
    try {
      await handle.rows(sql`SELECT 1`);
      return c.json({ status: 'ready', database: handle.kind });
    } catch (error) {
      logger.warn({ err: error }, 'Database not reachable');
      return c.json({ status: 'unavailable', database: handle.kind }, 503);
    }
  });
}

/** The benchmarks' own routes (benchCeiling): the throughput ceiling, and what the index and prices hold. */
export function registerBenchRoutes(
  app: OpenAPIHono<AppEnv>,
  catalogue: Pick<CatalogueServices, 'listings' | 'pricing' | 'cardFacts'>,
) {
  const bodies = new Map<number, string>();
  app.get('/bench/ceiling', (c) => {
    const bytes = Math.min(Number.parseInt(c.req.query('bytes') ?? '1000', 10) || 1000, 5_000_000);
    let body = bodies.get(bytes);
    if (!body) {
      body = JSON.stringify({ results: 'x'.repeat(Math.max(0, bytes - 15)) });
      bodies.set(bytes, body);
    }
    return c.body(body, 200, { 'Content-Type': 'application/json' });
  });
  // What the listing index and the company prices over it hold, for bench:signin's memory report.
  app.get('/bench/memory', async (c) => {
    const [index, prices, cards] = await Promise.all([
      catalogue.listings.get(),
      catalogue.pricing.memory(),
      catalogue.cardFacts.memory(),
    ]);
    const { rss, heapUsed } = process.memoryUsage();
    return c.json({ index: heldBytes(index), cardFacts: cards, ...prices, rss, heapUsed });
  });
}
