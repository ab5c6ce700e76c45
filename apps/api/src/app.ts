import { OpenAPIHono } from '@hono/zod-openapi';
import * as contracts from '@workwear/contracts';
import {
  authService,
  callsIn,
  cartService,
  cmsService,
  companyService,
  customerService,
  documentService,
  featureService,
  klevuService,
  metadataService,
  orderService,
  priceService,
  productService,
  settingsService,
} from '@workwear/contracts';
import { devToolsService } from '@workwear/contracts/devTools';
import type { DatabaseHandle } from '@workwear/db';
import { CACHE_DEFAULT_SECONDS, type Environment, type Language } from '@workwear/domain';
import type { ScryptCost } from '@workwear/server/passwordHash';
import { sql } from 'drizzle-orm';
import { bodyLimit } from 'hono/body-limit';
import { type DevToolsDeps, registerDevToolsRoutes } from './devTools/handlers';
import { loopbackOnly } from './devTools/loopbackOnly';
import { allowedMethodsOf } from './http/allowedMethods';
import type { AppEnv } from './http/appEnv';
import { catalogueAnswerGroup } from './http/catalogueAnswerGroup';
import { createClientAddresses } from './http/clientAddress';
import { declaredQueryOf } from './http/declaredQuery';
import { handleError, validationHook } from './http/errors';
import { bearerPrincipal, requestContextMiddleware } from './http/requestContext';
import { responseCache } from './http/responseCache';
import { DEFAULT_SECURITY, type SecurityOptions, securityMiddleware } from './http/security';
import { methodRefusal } from './http/unservedMethods';
import { createCacheRegistry, MIB } from './lib/cacheRegistry';
import { heldBytes } from './lib/heldBytes';
import type { Logger } from './logger';
import {
  authKeySource,
  createAuthService,
  createBearerVerifier,
  createSessionGuard,
  registerAuthRoutes,
} from './modules/auth';
import { createPricingService } from './modules/buyerPrices';
import { createCartCaches, createCartService, registerCartRoutes } from './modules/cart';
import { createCatalogueService, registerCatalogueRoutes } from './modules/catalogue';
import { createListingIndexStore } from './modules/catalogueIndex';
import { createCmsService, registerCmsRoutes } from './modules/cms';
import { createCompanyService, createCompanyTerms, registerCompanyRoutes } from './modules/company';
import { accountHolders, createCustomerService, registerCustomerRoutes } from './modules/customer';
import { createDocumentService, registerDocumentRoutes } from './modules/document';
import { createFeatureService, registerFeatureRoutes } from './modules/features';
import {
  type AnalyticsRecorder,
  createKlevuService,
  registerKlevuRoutes,
  tableRecorder,
} from './modules/klevu';
import { createListingService, registerListingRoutes } from './modules/listing';
import { createMetadataService, defaultDeliveryFeeNet, registerMetadataRoutes } from './modules/metadata';
import { BUILT_IN_PROVIDERS, createOrderService, registerOrderRoutes } from './modules/order';
import { createPriceService, loadSalesTaxRates, registerPriceRoutes } from './modules/priceService';
import {
  createCardFacts,
  createProductDetailService,
  registerProductDetailRoutes,
} from './modules/productDetail';
import {
  createCompanySettingsService,
  createSettingsService,
  registerSettingsRoutes,
} from './modules/settings';
import { createDictionaryService } from './modules/vocabulary';

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

/** A purchase event of 200 lines is about 60 KiB; searches and clicks have no body. */
const ANALYTICS_BODY_LIMIT_BYTES = 64 * 1024;

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
  const dictionaries = createDictionaryService(handle, CACHE_DEFAULT_SECONDS * 1000, caches);
  const listings = createListingIndexStore(handle, CACHE_DEFAULT_SECONDS * 1000);
  caches.register(
    {
      owner: 'listing',
      name: 'listingIndex',
      key: 'one index per process (with its card facts and search index)',
      ttlMs: CACHE_DEFAULT_SECONDS * 1000,
      maxBytes: null,
      invalidatedBy: 'a new read-model version (a catalogue import), checked at most every ttl',
    },
    { clear: listings.clear },
  );
  const settings = createSettingsService(handle, caches);
  const companyTerms = createCompanyTerms(handle, logger, caches);
  const pricing = createPricingService(handle, listings, { companies: companyTerms, settings });
  const features = createFeatureService(handle, {
    environment: featureOptions.environment ?? 'local',
    ...(featureOptions.clock ? { clock: featureOptions.clock } : {}),
    caches,
  });
  // Built with each listing index before it is served, so lists draw their cards without SQL.
  const cardFacts = createCardFacts(handle, listings);
  const productDetail = createProductDetailService(handle, dictionaries, pricing, features, cardFacts);
  const listing = createListingService(
    handle,
    dictionaries,
    listings,
    productDetail.cards,
    pricing,
    features,
  );
  const catalogue = createCatalogueService(handle, dictionaries, listing, caches);
  // Answers are keyed on the query parameters their calls declare and capped in bytes (README,
  // Performance): 64 MiB of catalogue answers, 16 MiB each of content and of documents.
  const queryOf = declaredQueryOf(callsIn(contracts));
  const cached = { ttlSeconds: CACHE_DEFAULT_SECONDS, enabled: cache, queryOf };
  const answers = {
    owner: 'http',
    key: 'answer group, path and declared query',
    ttlMs: cache ? cached.ttlSeconds * 1000 : 0,
  };
  const catalogueCache = responseCache({ ...cached, maxBytes: 64 * MIB, groupOf: catalogueAnswerGroup });
  caches.register({ ...answers, name: 'productAnswers', maxBytes: 64 * MIB }, catalogueCache);
  // Market settings and CMS content: the same for every anonymous visitor of a market and language.
  const contentCache = responseCache({ ...cached, maxBytes: 16 * MIB });
  caches.register({ ...answers, name: 'settingsAndCmsAnswers', maxBytes: 16 * MIB }, contentCache);
  // Generated documents: the same bytes for every visitor asking in one language, until the catalogue changes.
  const documentCache = responseCache({ ...cached, maxBytes: 16 * MIB });
  caches.register({ ...answers, name: 'documentAnswers', maxBytes: 16 * MIB }, documentCache);
  const companies = createCompanyService(handle);
  const customers = createCustomerService(handle, companies);
  const companySettings = createCompanySettingsService(companies);
  const cms = createCmsService(handle);
  const salesTaxRates = loadSalesTaxRates(salesTaxRatesFile);
  // Off with the response cache: tests change skus and settings and expect the next request to see it.
  const cartCaches = createCartCaches(cache, CACHE_DEFAULT_SECONDS * 1000, caches);
  const cartDeps = {
    handle,
    pricing,
    dictionaries,
    features,
    // Cached with the response cache only: tests change a company's settings between requests.
    companySettingsOf: (companyId: number) => companyTerms.settingsOf(companyId, !cache),
    salesTaxRates: () => salesTaxRates,
    skuFacts: cartCaches.skuFacts,
    caches: cartCaches,
    defaultDeliveryFeeNet: (market: string, companyId: number | null) =>
      defaultDeliveryFeeNet(handle, market, companyId),
  };
  const carts = createCartService(cartDeps);
  const prices = createPriceService(cartDeps);
  const documents = createDocumentService(productDetail);

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

  if (benchCeiling) {
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
        listings.get(),
        pricing.memory(),
        cardFacts.memory(),
      ]);
      const { rss, heapUsed } = process.memoryUsage();
      return c.json({ index: heldBytes(index), cardFacts: cards, ...prices, rss, heapUsed });
    });
  }

  const product = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  product.use('*', catalogueCache.middleware);
  // Registration order matters where paths overlap: /products/search/{term} and /products/sizeGroups
  // before /products/{sku}/{kind} and /products/{sku}.
  registerListingRoutes(product, { listing });
  registerCatalogueRoutes(product, { catalogue });
  registerProductDetailRoutes(product, { productDetail });
  app.route(productService.prefix, product);

  const settingsApi = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  settingsApi.use('*', contentCache.middleware);
  registerSettingsRoutes(settingsApi, { settings, companySettings });
  app.route(settingsService.prefix, settingsApi);

  const cmsApi = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  cmsApi.use('*', contentCache.middleware);
  registerCmsRoutes(cmsApi, { cms });
  app.route(cmsService.prefix, cmsApi);

  const documentApi = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  documentApi.use('*', documentCache.middleware);
  registerDocumentRoutes(documentApi, { documents });
  app.route(documentService.prefix, documentApi);

  const authApi = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  registerAuthRoutes(authApi, {
    auth: createAuthService({
      handle,
      holders: accountHolders,
      keys: authKeys,
      sessions,
      publicOriginOf: auth.publicOriginOf ?? (() => 'http://localhost:3000'),
      ...(auth.passwordCost ? { passwordCost: auth.passwordCost } : {}),
    }),
    clients: createClientAddresses(security.trustedProxies),
  });
  app.route(authService.prefix, authApi);

  // Companies, customers and feature flags: no response cache (the first two are per principal; the
  // feature service caches its evaluated flags itself).
  const companyApi = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  registerCompanyRoutes(companyApi, { companies, customersOfCompany: customers.ofCompany });
  app.route(companyService.prefix, companyApi);
  const customerApi = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  registerCustomerRoutes(customerApi, { customers });
  app.route(customerService.prefix, customerApi);
  const featureApi = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  registerFeatureRoutes(featureApi, { features });
  app.route(featureService.prefix, featureApi);

  // Carts and their promotions and tax: per principal, never cached.
  const cartApi = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  registerCartRoutes(cartApi, { carts });
  app.route(cartService.prefix, cartApi);
  const priceApi = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  registerPriceRoutes(priceApi, { prices, carts });
  app.route(priceService.prefix, priceApi);

  // Checkout metadata: countries and payment methods follow the principal's company, so never cached.
  const metadataApi = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  registerMetadataRoutes(metadataApi, { metadata: createMetadataService({ handle, companySettings }) });
  app.route(metadataService.prefix, metadataApi);

  // Orders: per principal, never cached. The purchase event goes where the klevu module's events go.
  const orderApi = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  registerOrderRoutes(orderApi, {
    orders: createOrderService({
      ...cartDeps,
      carts,
      providers: BUILT_IN_PROVIDERS,
      environment: featureOptions.environment ?? 'local',
      publicOriginOf: auth.publicOriginOf ?? (() => 'http://localhost:3000'),
      analytics: klevuOptions.recorder ?? tableRecorder,
      savedAddresses: {
        companyDelivery: (ctx, companyId) => companies.addresses(ctx, companyId, 'delivery'),
        own: (ctx, customerId) => customers.addresses(ctx, customerId),
      },
    }),
    clients: createClientAddresses(security.trustedProxies),
  });
  app.route(orderService.prefix, orderApi);

  // Search analytics: never cached (each call is an event), bodies capped before they are read.
  const klevuApi = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  klevuApi.use(
    '*',
    bodyLimit({
      maxSize: ANALYTICS_BODY_LIMIT_BYTES,
      onError: (c) =>
        c.json({ code: 'invalid_parameter', message: 'The request body is larger than 64 KiB.' }, 413),
    }),
  );
  registerKlevuRoutes(klevuApi, {
    klevu: createKlevuService({ handle, features, recorder: klevuOptions.recorder ?? tableRecorder }),
    clients: createClientAddresses(security.trustedProxies),
  });
  app.route(klevuService.prefix, klevuApi);

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
      await listings.get();
      for (const language of languages) {
        await Promise.all([cardFacts.prepare(language), listing.prepareSearch(language)]);
      }
    },
    /** Every cache's declaration (owner, key, time to live, byte cap) and what it holds now. */
    caches: caches.list,
    /** After a catalogue import or a settings change: every registered cache forgets what it holds. */
    clearCaches: caches.clearCaches,
  };
}
