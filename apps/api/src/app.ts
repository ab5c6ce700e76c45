import { OpenAPIHono } from '@hono/zod-openapi';
import { devToolsService } from '@workwear/contracts/devTools';
import type { DatabaseHandle } from '@workwear/db';
import { type Environment, type Language, textVariantsOf } from '@workwear/domain';
import type { ScryptCost } from '@workwear/server/passwordHash';
import { createAnswerCaches } from './composition/answerCaches';
import { createCatalogueServices } from './composition/catalogueServices';
import { registerBenchRoutes, registerProbes } from './composition/probeRoutes';
import {
  registerAccountApis,
  registerAnalyticsApi,
  registerCachedApis,
  registerShoppingApis,
} from './composition/serviceApis';
import { createShopperServices } from './composition/shopperServices';
import { type DevToolsDeps, registerDevToolsRoutes } from './devTools/handlers';
import { loopbackOnly } from './devTools/loopbackOnly';
import { allowedMethodsOf } from './http/allowedMethods';
import type { AppEnv } from './http/appEnv';
import { createClientAddresses } from './http/clientAddress';
import { handleError, validationHook } from './http/errors';
import { bearerPrincipal, requestContextMiddleware } from './http/requestContext';
import { DEFAULT_SECURITY, type SecurityOptions, securityMiddleware } from './http/security';
import { methodRefusal } from './http/unservedMethods';
import { createCacheRegistry } from './lib/cacheRegistry';
import type { Logger } from './logger';
import { authKeySource, createAuthService, createBearerVerifier, createSessionGuard } from './modules/auth';
import { accountHolders } from './modules/customer';
import { type AnalyticsRecorder, tableRecorder } from './modules/klevu';

export interface AppOptions {
  handle: DatabaseHandle;
  logger: Logger;
  cache?: boolean;
  /** Exposes /bench/ceiling: a JSON body of a given size from memory, the throughput ceiling for benchmarks. */
  benchCeiling?: boolean;
  /** Serves /api/dev (development mailbox, outbox entries); left out in production (devToolsOn). */
  devTools?: DevToolsDeps | undefined;
  /** Security headers, trusted proxies, CORS origins and rate limits; default: the configuration's defaults. */
  security?: SecurityOptions;
  /**
   * Sign-in: the access tokens' signing key (AUTH_SIGNING_KEY; unset: the database's shared generated
   * key, which testing/accessTokens.ts also reads) and the storefront origin of a market for links in
   * e-mails.
   */
  auth?: AuthOptions;
  /** Feature flags: the environment (production forces two off; default local) and the cache's clock. */
  features?: { environment?: Environment; clock?: () => number };
  /** Search analytics: where accepted events go (default: kept in search_analytics_events). */
  klevu?: { recorder?: AnalyticsRecorder };
  /** The sales-tax rate table's file (SALES_TAX_RATES_FILE; default the shipped table). */
  salesTaxRatesFile?: string | undefined;
}

export interface AuthOptions {
  signingKeyPem?: string | undefined;
  /** During a key change: the previous signing key, whose tokens still verify (AUTH_SIGNING_KEY_PREVIOUS). */
  previousSigningKeyPem?: string | undefined;
  publicOriginOf?: (market: string) => string;
  /** scrypt cost of new password hashes (default PASSWORD_COST); tests pass a cheap one. */
  passwordCost?: ScryptCost;
}

export function createApp({
  handle,
  logger,
  cache = true,
  benchCeiling = false,
  devTools,
  security = DEFAULT_SECURITY,
  auth = {},
  features: featureOptions = {},
  klevu: klevuOptions = {},
  salesTaxRatesFile,
}: AppOptions) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  // Every cache of this app is declared here as its owner builds it (README, "Caches").
  const caches = createCacheRegistry();
  const catalogue = createCatalogueServices(handle, logger, caches, featureOptions);
  const answers = createAnswerCaches(cache, caches);
  const shopper = createShopperServices(handle, caches, catalogue, { cache, salesTaxRatesFile });

  app.use('*', requestContextMiddleware(logger));
  // The Allow header of a 405 names the path's own methods, read from the routes registered below.
  const allowedMethods = allowedMethodsOf(app.routes);
  app.use('*', ...securityMiddleware(security, allowedMethods));
  const authKeys = authKeySource(
    handle,
    auth.signingKeyPem,
    auth.previousSigningKeyPem ? [auth.previousSigningKeyPem] : [],
  );
  const sessions = createSessionGuard(handle);
  app.use('*', bearerPrincipal(createBearerVerifier({ keys: authKeys, sessionStands: sessions.stands })));
  app.onError((error, c) => handleError(error, c, logger));
  app.notFound((c) => {
    const refusal = methodRefusal(allowedMethods, c.req.method, c.req.path);
    return c.body(refusal.body, refusal.status, { ...refusal.headers, 'Content-Type': 'application/json' });
  });

  registerProbes(app, handle, logger);
  if (benchCeiling) registerBenchRoutes(app, catalogue);
  registerCachedApis(app, catalogue, shopper, answers);
  const publicOriginOf = auth.publicOriginOf ?? (() => 'http://localhost:3000');
  registerAccountApis(app, {
    auth: createAuthService({
      handle,
      holders: accountHolders,
      keys: authKeys,
      sessions,
      publicOriginOf,
      ...(auth.passwordCost ? { passwordCost: auth.passwordCost } : {}),
    }),
    shopper,
    features: catalogue.features,
    security,
  });
  registerShoppingApis(app, handle, shopper, {
    environment: featureOptions.environment ?? 'local',
    publicOriginOf,
    recorder: klevuOptions.recorder,
    marketTimeZone: catalogue.settings.timeZoneOf,
    security,
  });
  registerAnalyticsApi(
    app,
    { handle, features: catalogue.features, recorder: klevuOptions.recorder ?? tableRecorder },
    security,
  );

  if (devTools) {
    const devApi = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
    devApi.use('*', loopbackOnly(createClientAddresses(security.trustedProxies)));
    registerDevToolsRoutes(devApi, devTools);
    app.route(devToolsService.prefix, devApi);
  }

  app.doc31('/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: 'Workwear shop commerce API',
      version: '0.1.0',
      description:
        'Product, settings, CMS and document services of the storefront. Money is in integer minor units.',
    },
  });

  return {
    app,
    /** The methods each path is served with (Allow), for the server's own refusals before the app. */
    allowedMethods,
    /**
     * Loads what the first shopper would otherwise wait for: the listing index, and for each language
     * given its card names and search index (seconds each on a large catalogue), one language at a
     * time so the database and this process stay responsive.
     */
    async warmUp(languages: readonly Language[] = []) {
      await catalogue.listings.get();
      for (const language of languages) {
        await Promise.all([
          // The language's card names and its cultures' own (en-US) with it.
          ...[language, ...textVariantsOf(language)].map((locale) => catalogue.cardFacts.prepare(locale)),
          catalogue.listing.prepareSearch(language),
        ]);
      }
    },
    /** Every cache's declaration (owner, key, time to live, byte cap) and what it holds now. */
    caches: caches.list,
    /** After a catalogue import or a settings change: every registered cache forgets what it holds. */
    clearCaches: caches.clearCaches,
  };
}
