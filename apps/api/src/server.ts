import { serve } from '@hono/node-server';
import { openDatabase } from '@workwear/db';
import { createApp } from './app';
import { mailFooterSource } from './composition/mailFooterSource';
import { createOutboxRuntime, outboxOptionsOf } from './composition/outboxRuntime';
import {
  devToolsOn,
  environmentOf,
  klevuEndpointOf,
  loadConfig,
  publicOriginOf,
  signingKeyWarning,
} from './config';
import { createDevTools } from './devTools/devTools';
import { scheduleIdempotencyPurge } from './http/idempotency';
import { securityOptionsOf } from './http/security';
import { refuseUnservedMethodsOnServer } from './http/unservedMethods';
import { createLogger } from './logger';
import { passwordResetOutboxHandler } from './modules/auth';
import { scheduleCartPurge } from './modules/cart';
import { createCmsService } from './modules/cms';
import { createCompanyTerms } from './modules/company';
import { accountHolders } from './modules/customer';
import { klevuOutboxHandler, klevuRecorder, scheduleAnalyticsPurge, tableRecorder } from './modules/klevu';
import { scheduleApprovalSweep, scheduleOrderExpiry } from './modules/order';
import { prepareDatabase } from './prepareDatabase';

const config = loadConfig();
const logger = createLogger(config.LOG_LEVEL);
const keyWarning = signingKeyWarning(config);
if (keyWarning) logger.warn(keyWarning);

const handle = await openDatabase({
  url: config.DATABASE_URL,
  dataDir: config.PGLITE_DATA_DIR,
  poolSize: config.DATABASE_POOL_SIZE,
  onIdleError: (err) => logger.warn({ err }, 'An idle database connection failed; the pool opens another'),
});
logger.info({ database: handle.kind }, 'Database open');
// Adds, never deletes: migrations, demo data only with DEMO_DATA and an empty catalogue, missing read models.
await prepareDatabase(handle, config, logger);
const stopIdempotencyPurge = scheduleIdempotencyPurge(handle, logger);
const stopCartPurge = scheduleCartPurge(handle, logger);
const stopAnalyticsPurge = scheduleAnalyticsPurge(handle, logger, config.SEARCH_ANALYTICS_RETENTION_DAYS);
const stopOrderExpiry = scheduleOrderExpiry(
  { handle, publicOriginOf: (market) => publicOriginOf(config, market) },
  logger,
  config.UNPAID_ORDER_MINUTES,
);
// Reminders and expiry of orders waiting for approval (issue 28), with each company's settings read fresh.
const approvalTerms = createCompanyTerms(handle, logger);
const stopApprovalSweep = scheduleApprovalSweep(
  {
    handle,
    publicOriginOf: (market) => publicOriginOf(config, market),
    companySettingsOf: (companyId) => approvalTerms.settingsOf(companyId, true),
  },
  logger,
);

// Search analytics: forwarded to Klevu through the outbox when configured, else kept in the database.
const klevu = klevuEndpointOf(config);
const analyticsRecorder = klevu ? klevuRecorder : tableRecorder;
const outbox = createOutboxRuntime({
  handle,
  logger,
  ...outboxOptionsOf(config),
  mailFooterOf: mailFooterSource({
    cms: createCmsService(handle),
    publicOriginOf: (market) => publicOriginOf(config, market),
  }),
  handlers: [
    passwordResetOutboxHandler({
      handle,
      holders: accountHolders,
      publicOriginOf: (market) => publicOriginOf(config, market),
    }),
    ...(klevu ? [klevuOutboxHandler(klevu)] : []),
  ],
});

const { app, warmUp, allowedMethods } = createApp({
  handle,
  logger,
  cache: config.API_CACHE === 'on',
  benchCeiling: config.BENCH_CEILING === '1',
  devTools: devToolsOn(config) ? createDevTools(handle, outbox, analyticsRecorder.kind) : undefined,
  security: securityOptionsOf(config),
  auth: {
    signingKeyPem: config.AUTH_SIGNING_KEY,
    previousSigningKeyPem: config.AUTH_SIGNING_KEY_PREVIOUS,
    publicOriginOf: (market) => publicOriginOf(config, market),
  },
  features: { environment: environmentOf(config) },
  klevu: { recorder: analyticsRecorder },
  salesTaxRatesFile: config.SALES_TAX_RATES_FILE,
});
await warmUp(config.API_WARM_LANGUAGES);
if (config.OUTBOX_WORKER === 'on') outbox.start();
const server = serve({ fetch: app.fetch, port: config.API_PORT, hostname: config.API_HOST }, (info) => {
  const url = `http://${info.address === '::1' ? 'localhost' : info.address}:${info.port}`;
  logger.info({ url }, 'API listening');
  console.log(`\n  API ready: ${url}   (OpenAPI: ${url}/openapi.json)\n`);
});
refuseUnservedMethodsOnServer(server, allowedMethods);

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'Stopping');
  server.close();
  stopIdempotencyPurge();
  stopCartPurge();
  stopAnalyticsPurge();
  stopOrderExpiry();
  stopApprovalSweep();
  // Lets the delivery under way finish; entries it had not claimed wait for the next start.
  await outbox.stop();
  await handle.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
