import { serve } from '@hono/node-server';
import { ensureReadModels, migrateDatabase, openDatabase } from '@workwear/db';
import { ensureDemoCatalogue, ensureDemoSettings } from '@workwear/db/demo';
import { createApp } from './app';
import { loadConfig } from './config';
import { createLogger } from './logger';

const config = loadConfig();
const logger = createLogger(config.LOG_LEVEL);

const handle = await openDatabase({
  url: config.DATABASE_URL,
  dataDir: config.PGLITE_DATA_DIR,
  poolSize: config.DATABASE_POOL_SIZE,
});
logger.info({ database: handle.kind }, 'Database open');
await migrateDatabase(handle);
await ensureDemoCatalogue(handle, { products: config.DEMO_PRODUCTS });
// Separate from the catalogue's marker: a database seeded before the settings tables existed gets them now.
if ((await ensureDemoSettings(handle)).seeded) logger.info('Wrote the demo market settings and top messages');
if (await ensureReadModels(handle)) logger.info('Rebuilt the catalogue read models');

const { app, warmUp } = createApp({
  handle,
  logger,
  cache: config.API_CACHE === 'on',
  benchCeiling: config.BENCH_CEILING === '1',
});
await warmUp();
const server = serve({ fetch: app.fetch, port: config.API_PORT, hostname: config.API_HOST }, (info) => {
  const url = `http://${info.address === '::1' ? 'localhost' : info.address}:${info.port}`;
  logger.info({ url }, 'API listening');
  console.log(`\n  API ready: ${url}   (OpenAPI: ${url}/openapi.json)\n`);
});

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'Stopping');
  server.close();
  await handle.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
