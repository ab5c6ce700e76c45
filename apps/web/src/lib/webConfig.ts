import { availableParallelism } from 'node:os';
import { type Environment, environmentSchema } from '@workwear/domain/environments';
import { MARKET_NAMES, type MarketName } from '@workwear/domain/markets';
import { devToolsOn, devToolsStartRefusals } from '@workwear/server/devToolsExposure';
import { budgetList, commaList, proxyList } from '@workwear/server/environmentLists';
import { z } from 'zod';
import { DEFAULT_RATE_LIMITS, RATE_LIMIT_RULES, type RateLimits } from '../server/rateLimitPolicy';

/** An http(s) origin, e.g. https://www.example.se: the shop answers at its root, so no path. */
const origin = z
  .url({ protocol: /^https?$/ })
  .transform((value) => new URL(value))
  .refine((url) => url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password, {
    message: 'must be an origin such as https://www.example.se (no path, query or credentials)',
  })
  .transform((url) => url.origin);

/** The storefront's environment, parsed once. Nothing else in the app reads process.env. */
const schema = z.object({
  API_INTERNAL_URL: z.url().default('http://127.0.0.1:4000'),
  /** The web server (server.ts): port, bind address, worker processes, anonymous-page cache. */
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /**
   * Not HOSTNAME: shells and containers set that to the machine's name. Unset: 127.0.0.1 beside the
   * embedded database (a shop tried on this machine, development tools on), every interface
   * (0.0.0.0) beside a database server.
   */
  WEB_HOST: z.string().min(1).optional(),
  WEB_WORKERS: z.coerce
    .number()
    .int()
    .min(1)
    .max(64)
    .default(() => Math.min(availableParallelism(), 4)),
  WEB_CACHE: z.enum(['on', 'off']).default('on'),
  /** The page cache's size per worker process, in megabytes of stored pages and keys. */
  WEB_CACHE_MB: z.coerce.number().int().min(1).max(4096).default(32),
  /** A second build directory lets a test or benchmark build run beside a running shop. */
  NEXT_DIST_DIR: z.string().min(1).default('.next'),
  /**
   * Set by the page benchmark when it builds: the routes in `*.bench.tsx` files (the JavaScript floor
   * page, /dev/js-floor) become part of that build. A production build never has them.
   */
  BENCH_PAGES: z.enum(['0', '1']).default('0'),
  /**
   * Where visitors reach the shop: canonical, hreflang, og:image, JSON-LD and sitemap links are built
   * from it, never from a request's Host or X-Forwarded-* headers. Default http://localhost:{PORT}.
   */
  PUBLIC_URL: origin.optional(),
  /**
   * Markets served at an origin of their own, e.g. `se=https://www.example.se,no=https://www.example.no`.
   * A request whose host is one of these is in that market; other markets use PUBLIC_URL and the
   * visitor's market cookie.
   */
  MARKET_PUBLIC_URLS: commaList().pipe(
    z.array(
      z
        .string()
        .transform((entry) => entry.split(/=(.*)/s, 2))
        .pipe(z.tuple([z.enum(MARKET_NAMES), origin])),
    ),
  ),
  /**
   * Addresses (or CIDR ranges) of the reverse proxies in front of the storefront, comma-separated.
   * Only a request arriving from one of them may set X-Forwarded-For/-Proto/-Host; from anyone else
   * those headers are dropped. Empty (the default) trusts no one.
   */
  TRUSTED_PROXIES: proxyList(),
  /** Per-address rate limits of the web server (src/server/rateLimitPolicy.ts): on or off. */
  WEB_RATE_LIMIT: z.enum(['on', 'off']).default('on'),
  /** Requests per address per minute by rule, overriding the defaults, e.g. `search=30,pages=600`. */
  WEB_RATE_LIMITS: budgetList(RATE_LIMIT_RULES),
  /**
   * The shop's environment, as the API's: it decides which markets offer checkout (domain
   * isCheckoutActive). Unset: the API's own default, production beside a database server
   * (DATABASE_URL), local beside the embedded one.
   */
  SHOP_ENVIRONMENT: environmentSchema.optional(),
  DATABASE_URL: z.string().optional(),
  /**
   * The API's development tools (the mailbox at /dev/mailbox), read as the API reads it: unset, on
   * beside the embedded database only. On, this server answers /dev/ and /api/dev/ to loopback
   * visitors only, and refuses to start bound where other machines reach it or in production.
   */
  DEV_TOOLS: z.enum(['0', '1']).optional(),
});

/** The environment the shop runs in: as the API's, production beside a database server, else local. */
const environmentOf = (data: z.infer<typeof schema>): Environment =>
  data.SHOP_ENVIRONMENT ?? (data.DATABASE_URL ? 'production' : 'local');

const bindHostOf = (data: z.infer<typeof schema>): string =>
  data.WEB_HOST ?? (data.DATABASE_URL ? '0.0.0.0' : '127.0.0.1');

/** The development tools hand out every account: no start where others could reach them. */
const checkedSchema = schema.superRefine((data, ctx) => {
  for (const refusal of devToolsStartRefusals({
    devTools: devToolsOn(data),
    environment: environmentOf(data),
    binds: { WEB_HOST: bindHostOf(data) },
  })) {
    ctx.addIssue({ code: 'custom', path: [refusal.variable], message: refusal.message });
  }
});

export type WebConfig = ReturnType<typeof parseWebConfig>;

/** Parses an environment; throws naming every bad variable. */
export function parseWebConfig(env: Readonly<Record<string, string | undefined>>) {
  const parsed = checkedSchema.safeParse(env);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid storefront configuration: ${fields}`);
  }
  const data = parsed.data;
  return {
    apiInternalUrl: data.API_INTERNAL_URL.replace(/\/$/, ''),
    port: data.PORT,
    bindHost: bindHostOf(data),
    workers: data.WEB_WORKERS,
    pageCache: data.WEB_CACHE === 'on',
    pageCacheBytes: data.WEB_CACHE_MB * 1024 * 1024,
    distDir: data.NEXT_DIST_DIR,
    benchPages: data.BENCH_PAGES === '1',
    publicUrl: data.PUBLIC_URL ?? `http://localhost:${data.PORT}`,
    /** False when publicUrl is the local default, which a public site must not print in its sitemap. */
    publicUrlConfigured: data.PUBLIC_URL !== undefined,
    marketPublicUrls: new Map<MarketName, string>(data.MARKET_PUBLIC_URLS),
    /** Proxy addresses or CIDR ranges whose forwarded headers are believed (TRUSTED_PROXIES). */
    trustedProxies: data.TRUSTED_PROXIES,
    /** Requests per address per minute by rule; null when rate limiting is off. */
    rateLimits: (data.WEB_RATE_LIMIT === 'on'
      ? { ...DEFAULT_RATE_LIMITS, ...Object.fromEntries(data.WEB_RATE_LIMITS) }
      : null) satisfies RateLimits | null,
    environment: environmentOf(data),
    devTools: devToolsOn(data),
  };
}

export const webConfig: WebConfig = parseWebConfig(process.env);
