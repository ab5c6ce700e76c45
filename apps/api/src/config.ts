import { fileURLToPath } from 'node:url';
import { type Environment, environmentSchema } from '@workwear/domain/environments';
import { SUPPORTED_LANGUAGES } from '@workwear/domain/languages';
import { MARKET_NAMES } from '@workwear/domain/markets';
import { devToolsOn, devToolsStartRefusals } from '@workwear/server/devToolsExposure';
import { budgetList, commaList, proxyList } from '@workwear/server/environmentLists';
import { z } from 'zod';
import { DEFAULT_TRUSTED_PROXIES } from './http/clientAddress';
import { RATE_LIMIT_GROUPS } from './http/rateLimitPolicy';
import { mailFromSchema } from './modules/mail';
import { DEFAULT_UNPAID_ORDER_MINUTES } from './modules/order';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** An http(s) origin such as https://www.example.se, as the storefront's PUBLIC_URL takes it. */
const origin = z
  .url({ protocol: /^https?$/ })
  .transform((value) => new URL(value))
  .refine((url) => url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password, {
    message: 'must be an origin such as https://www.example.se (no path, query or credentials)',
  })
  .transform((url) => url.origin);

/** A PKCS8 PEM (literal \n accepted for one-line variables). */
const signingKeyPem = z
  .string()
  .transform((value) => value.replaceAll('\\n', '\n').trim())
  .refine(
    (value) => value.startsWith('-----BEGIN PRIVATE KEY-----'),
    'Expected a PKCS8 PEM (BEGIN PRIVATE KEY)',
  );

/** The API's whole configuration, parsed once from the environment. Nothing else reads process.env. */
const envSchema = z.object({
  API_PORT: z.coerce.number().int().min(1).max(65535).default(4000),
  API_HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
  PGLITE_DATA_DIR: z.string().default(`${repoRoot}.data/pglite`),
  DEMO_PRODUCTS: z.coerce.number().int().min(1).max(1_000_000).default(360),
  /** Companies with an agreement list in the demo world; more than the named ones only for benchmarks. */
  DEMO_COMPANIES: z.coerce.number().int().min(0).max(100_000).optional(),
  /** '1' writes demo data into an empty catalogue on start. Unset: on for PGlite, off with DATABASE_URL (demoDataOn). */
  DEMO_DATA: z.enum(['0', '1']).optional(),
  /** 'off' disables the in-process response cache (benchmarks measure both). */
  API_CACHE: z.enum(['on', 'off']).default('on'),
  BENCH_CEILING: z.enum(['0', '1']).default('0'),
  /**
   * Languages whose card names and search index are loaded before the API listens, so no shopper
   * waits seconds for them on a large catalogue: `all` (the default), `none`, or a list (`sv,en`).
   */
  API_WARM_LANGUAGES: commaList('all')
    .transform((list) =>
      list.join() === 'all' ? [...SUPPORTED_LANGUAGES] : list.join() === 'none' ? [] : list,
    )
    .pipe(z.array(z.enum(SUPPORTED_LANGUAGES))),
  /** SMTP server for e-mail (smtp://user:pass@host:587, smtps://...). Unset: mail is kept in the development mailbox. */
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'Expected smtp://... or smtps://...' }).optional(),
  /** Sender of every e-mail: `Name <address>` or an address. */
  MAIL_FROM: mailFromSchema.default({ name: 'Workwear Shop', address: 'no-reply@workwear.test' }),
  /** '1' serves /api/dev (mailbox, sample e-mail, outbox entries). Unset: on for PGlite, off with DATABASE_URL (devToolsOn). */
  DEV_TOOLS: z.enum(['0', '1']).optional(),
  /** 'off' leaves outbox delivery to other processes (entries are still written). */
  OUTBOX_WORKER: z.enum(['on', 'off']).default('on'),
  OUTBOX_POLL_MS: z.coerce.number().int().min(50).max(600_000).default(1000),
  OUTBOX_BATCH_SIZE: z.coerce.number().int().min(1).max(500).default(10),
  OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(8),
  OUTBOX_RETRY_BASE_SECONDS: z.coerce.number().min(0).max(86_400).default(30),
  OUTBOX_LEASE_SECONDS: z.coerce.number().int().min(10).max(86_400).default(120),
  /**
   * Addresses or CIDR ranges of the proxies in front of the API, comma-separated: only from them are
   * X-Forwarded-For (the client's address, for rate limits) and X-Forwarded-Proto (for HSTS) believed.
   * Default loopback: the storefront's server calls from this machine and forwards the visitor's address.
   */
  TRUSTED_PROXIES: proxyList(DEFAULT_TRUSTED_PROXIES.join(',')),
  /** Origins allowed to call the API from a browser (CORS), e.g. https://partner.example; default none. */
  CORS_ORIGINS: commaList().pipe(
    z.array(
      z
        .url({ protocol: /^https?$/ })
        .refine(
          (value) => URL.canParse(value) && new URL(value).origin === value,
          'Expected an origin such as https://shop.example',
        ),
    ),
  ),
  /** Per-client-address rate limits (src/http/rateLimitPolicy.ts): on or off. */
  API_RATE_LIMIT: z.enum(['on', 'off']).default('on'),
  /** Requests per address per minute by group, overriding the defaults, e.g. `document=60,search=300`. */
  API_RATE_LIMITS: budgetList(RATE_LIMIT_GROUPS),
  /**
   * The access tokens' ES256 signing key: a PKCS8 PEM of a P-256 key (literal \n accepted for one-line
   * variables). Required with SHOP_ENVIRONMENT=production. Unset elsewhere: the first process generates
   * one and keeps it in the database (app_meta), so every process on that database shares it; anyone
   * who can read that table can then sign tokens, so a real shop sets it, from a secret store.
   */
  AUTH_SIGNING_KEY: signingKeyPem.optional(),
  /**
   * During a key change: the key AUTH_SIGNING_KEY held before. Tokens it signed still verify (15 minutes
   * at most), new ones are signed with AUTH_SIGNING_KEY. Remove it after the change (README "Security").
   */
  AUTH_SIGNING_KEY_PREVIOUS: signingKeyPem.optional(),
  /** The storefront's public origin, for links in e-mails (password reset); same as the storefront's. */
  PUBLIC_URL: origin.default('http://localhost:3000'),
  /** Markets served at an origin of their own, e.g. `se=https://www.example.se`; same as the storefront's. */
  MARKET_PUBLIC_URLS: commaList().pipe(
    z.array(
      z
        .string()
        .transform((entry) => entry.split(/=(.*)/s, 2))
        .pipe(z.tuple([z.enum(MARKET_NAMES), origin])),
    ),
  ),
  /**
   * The shop's environment: local, development, uat, staging or production. Production forces the
   * unfinished feature flags off (UseOtherPaymentMethodsB2C, UseNewProductDetailsPage). Unset:
   * production with DATABASE_URL, local for the embedded database (environmentOf).
   */
  SHOP_ENVIRONMENT: environmentSchema.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Klevu's analytics endpoint (https://...) and the shop's key: search analytics events are then
   * forwarded there through the outbox. Unset: they are kept in search_analytics_events. Both or neither.
   */
  KLEVU_ANALYTICS_URL: z.url({ protocol: /^https?$/, error: 'Expected an http(s) URL' }).optional(),
  KLEVU_API_KEY: z.string().min(1).optional(),
  /**
   * A sales-tax rate table (JSON: source, effective, rates by country and region) replacing the one
   * shipped in apps/api/data/sales-tax-rates.json; checked at start.
   */
  SALES_TAX_RATES_FILE: z.string().min(1).optional(),
  /**
   * Minutes a card order waits for its payment; then it expires, its stock and promotion use go back,
   * its lines go back into the buyer's cart and the buyer is told (modules/order/orderExpiry.ts).
   */
  UNPAID_ORDER_MINUTES: z.coerce.number().int().min(1).max(10_080).default(DEFAULT_UNPAID_ORDER_MINUTES),
  /** Days search analytics events are kept in the database (they hold shoppers' addresses). */
  SEARCH_ANALYTICS_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
});

export type ApiConfig = z.infer<typeof envSchema>;

/**
 * Klevu forwarding needs its endpoint and its key: one without the other is a mistake, said at start.
 * The development tools hand out every account: on, they refuse a bind other machines reach and the
 * production environment.
 */
const configSchema = envSchema.superRefine((config, ctx) => {
  for (const refusal of devToolsStartRefusals({
    devTools: devToolsOn(config),
    environment: environmentOf(config),
    binds: { API_HOST: config.API_HOST },
  })) {
    ctx.addIssue({ code: 'custom', path: [refusal.variable], message: refusal.message });
  }
  // A key kept in the database lets whoever reads the database sign tokens for any role.
  if (config.SHOP_ENVIRONMENT === 'production' && !config.AUTH_SIGNING_KEY) {
    ctx.addIssue({
      code: 'custom',
      path: ['AUTH_SIGNING_KEY'],
      message:
        'is required when SHOP_ENVIRONMENT is production (a PKCS8 PEM of a P-256 key, from a secret store)',
    });
  }
  if (config.AUTH_SIGNING_KEY_PREVIOUS && !config.AUTH_SIGNING_KEY) {
    ctx.addIssue({
      code: 'custom',
      path: ['AUTH_SIGNING_KEY_PREVIOUS'],
      message: 'needs AUTH_SIGNING_KEY, the key that replaces it',
    });
  }
  if ((config.KLEVU_ANALYTICS_URL === undefined) !== (config.KLEVU_API_KEY === undefined)) {
    ctx.addIssue({
      code: 'custom',
      path: [config.KLEVU_ANALYTICS_URL === undefined ? 'KLEVU_ANALYTICS_URL' : 'KLEVU_API_KEY'],
      message: 'KLEVU_ANALYTICS_URL and KLEVU_API_KEY are set together or not at all',
    });
  }
});

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${fields}`);
  }
  return parsed.data;
}

/** Whether a start may write demo data: DEMO_DATA when given, else only for the embedded database. */
export const demoDataOn = (config: Pick<ApiConfig, 'DEMO_DATA' | 'DATABASE_URL'>): boolean =>
  (config.DEMO_DATA ?? (config.DATABASE_URL ? '0' : '1')) === '1';

/** Whether /api/dev is served: DEV_TOOLS when given, else only for the embedded database (never a real shop's). */
export { devToolsOn };

/** The storefront origin of a market, for absolute links in e-mails. */
export const publicOriginOf = (
  config: Pick<ApiConfig, 'PUBLIC_URL' | 'MARKET_PUBLIC_URLS'>,
  market: string,
): string => config.MARKET_PUBLIC_URLS.find(([name]) => name === market)?.[1] ?? config.PUBLIC_URL;

/** Said at start: a shared database without a configured key keeps the generated key in a table. */
export const signingKeyWarning = (
  config: Pick<ApiConfig, 'DATABASE_URL' | 'AUTH_SIGNING_KEY'>,
): string | null =>
  config.DATABASE_URL && !config.AUTH_SIGNING_KEY
    ? 'AUTH_SIGNING_KEY is not set: access tokens are signed with a key generated and kept in the database (app_meta). Set AUTH_SIGNING_KEY from a secret store for a real shop.'
    : null;

/** The shop's environment: SHOP_ENVIRONMENT when given, else production on a database server, local on the embedded one. */
export const environmentOf = (config: Pick<ApiConfig, 'SHOP_ENVIRONMENT' | 'DATABASE_URL'>): Environment =>
  config.SHOP_ENVIRONMENT ?? (config.DATABASE_URL ? 'production' : 'local');

/** Where search analytics go: Klevu's endpoint when configured, else null (kept in the database). */
export const klevuEndpointOf = (
  config: Pick<ApiConfig, 'KLEVU_ANALYTICS_URL' | 'KLEVU_API_KEY'>,
): { url: string; apiKey: string } | null =>
  config.KLEVU_ANALYTICS_URL && config.KLEVU_API_KEY
    ? { url: config.KLEVU_ANALYTICS_URL, apiKey: config.KLEVU_API_KEY }
    : null;
