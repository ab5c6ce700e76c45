import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { type DatabaseHandle, migrateDatabase, openDatabase } from '@workwear/db';
import { ensureDemoCheckout, ensureDemoLegal, seedDemoCatalogue, seedDemoSettings } from '@workwear/db/demo';
import { inject } from 'vitest';
import { createApp } from '../app';
import { allowedMethodsOf, type ListedRoute } from '../http/allowedMethods';
import { DEFAULT_SECURITY } from '../http/security';
import { refuseUnservedMethodsOnServer } from '../http/unservedMethods';
import { createLogger } from '../logger';

export interface TestServer {
  baseUrl: string;
  handle: DatabaseHandle;
  get<T = unknown>(
    path: string,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: T; headers: Headers }>;
  close(): Promise<void>;
}

/** Demo catalogue the integration tests run on: small, and fixed in time so data never drifts. */
export const TEST_SEED = { products: 120, seed: 7, today: '2026-11-21' } as const;

let shared: Promise<TestServer> | undefined;

/**
 * One real API for all integration files (they share a worker): a real HTTP server on an ephemeral
 * port over a real database (in-memory PGlite, or the PostgreSQL server given to the run).
 */
export function testServer(): Promise<TestServer> {
  shared ??= start();
  return shared;
}

async function start(): Promise<TestServer> {
  const handle = await openDatabase({ url: inject('databaseUrl') });
  await migrateDatabase(handle);
  await seedDemoCatalogue(handle, TEST_SEED);
  await seedDemoSettings(handle);
  // The delivery groups every checkout test starts from, as `npm start` has them (tests add their own
  // methods to the default groups; the demo orders are history no test counts on).
  await ensureDemoCheckout(handle);
  // Every market's seller and legal pages (the footer, the legal pages and the e-mails name them).
  await ensureDemoLegal(handle);
  // Response caching is off so each test sees the database, not an earlier answer; rate limits are off
  // because the tests make many requests from one address (src/http/security.int.test.ts tests them).
  const { app } = createApp({
    handle,
    logger: createLogger('silent'),
    cache: false,
    security: { ...DEFAULT_SECURITY, rateLimits: null },
  });
  return { ...(await serveApp(app)), handle };
}

/**
 * Serves an app on an ephemeral port of 127.0.0.1 (or of `hostname`, such as 0.0.0.0 for a test that
 * needs clients from other addresses) and gives a JSON-or-text GET helper over 127.0.0.1.
 */
export async function serveApp(
  app: {
    fetch: (request: Request) => Response | Promise<Response>;
    routes: readonly ListedRoute[];
  },
  hostname = '127.0.0.1',
) {
  const server = serve({ fetch: app.fetch, port: 0, hostname });
  refuseUnservedMethodsOnServer(server, allowedMethodsOf(app.routes));
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    baseUrl,
    port,
    async get<T = unknown>(path: string, headers: Record<string, string> = {}) {
      const res = await fetch(`${baseUrl}${path}`, { headers });
      const type = res.headers.get('content-type') ?? '';
      const body = (type.includes('json') ? await res.json() : await res.text()) as T;
      return { status: res.status, body, headers: res.headers };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
