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
import { heldBytes } from './lib/heldBytes';
import type { Logger } from './logger';
import { registerAuthRoutes } from './modules/auth/handlers';
import { createAuthService } from './modules/auth/service';
import { createSessionGuard } from './modules/auth/sessionGuard';
import { authKeySource } from './modules/auth/signingKeys';
import { createCartCaches } from './modules/cart/cartCaches';
import { registerCartRoutes } from './modules/cart/handlers';
import { createCartService } from './modules/cart/service';
import { createDictionaryService } from './modules/catalogue/dictionary';
import { registerCatalogueRoutes } from './modules/catalogue/handlers';
import { createCatalogueService } from './modules/catalogue/service';
import { registerCmsRoutes } from './modules/cms/handlers';
import { createCmsService } from './modules/cms/service';
import { createCompanyTerms } from './modules/company';
import { registerCompanyRoutes } from './modules/company/handlers';
import { createCompanyService } from './modules/company/service';
import { registerCustomerRoutes } from './modules/customer/handlers';
import { createCustomerService } from './modules/customer/service';
import { registerDocumentRoutes } from './modules/document/handlers';
import { createDocumentService } from './modules/document/service';
import { registerFeatureRoutes } from './modules/features/handlers';
import { createFeatureService } from './modules/features/service';
import { registerKlevuRoutes } from './modules/klevu/handlers';
import { type AnalyticsRecorder, tableRecorder } from './modules/klevu/recorder';
import { createKlevuService } from './modules/klevu/service';
import { registerListingRoutes } from './modules/listing/handlers';
import { createListingIndexStore } from './modules/listing/listingIndexStore';
import { createListingService } from './modules/listing/service';
import { registerMetadataRoutes } from './modules/metadata/handlers';
import { createMetadataService, defaultDeliveryFeeNet } from './modules/metadata/service';
import { registerOrderRoutes } from './modules/order/handlers';
import { BUILT_IN_PROVIDERS } from './modules/order/payment/providers';
import { createOrderService } from './modules/order/service';
import { registerPriceRoutes } from './modules/price/handlers';
import { createPriceService } from './modules/price/service';
import { loadSalesTaxRates } from './modules/price/taxRateTable';
import { createPricingService } from './modules/pricing/service';
import { createCardFacts } from './modules/productDetail/cardFacts';
import { registerProductDetailRoutes } from './modules/productDetail/handlers';
import { createProductDetailService } from './modules/productDetail/service';
import { createSettingsService } from './modules/settings';
import { createCompanySettingsService } from './modules/settings/companySettings';
import { registerSettingsRoutes } from './modules/settings/handlers';

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

const MIB = 1024 * 1024;

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
  const dictionaries = createDictionaryService(handle, CACHE_DEFAULT_SECONDS * 1000);
  const listings = createListingIndexStore(handle, CACHE_DEFAULT_SECONDS * 1000);
  const settings = createSettingsService(handle);
  const companyTerms = createCompanyTerms(handle, logger);
  const pricing = createPricingService(handle, listings, { companies: companyTerms, settings });
  const features = createFeatureService(handle, {
    environment: featureOptions.environment ?? 'local',
    ...(featureOptions.clock ? { clock: featureOptions.clock } : {}),
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
  const catalogue = createCatalogueService(handle, dictionaries, listing);
  // Answers are keyed on the query parameters their calls declare and capped in bytes (README,
  // Performance): 64 MiB of catalogue answers, 16 MiB each of content and of documents.
  const queryOf = declaredQueryOf(callsIn(contracts));
  const cached = { ttlSeconds: CACHE_DEFAULT_SECONDS, enabled: cache, queryOf };
  const catalogueCache = responseCache({ ...cached, maxBytes: 64 * MIB, groupOf: catalogueAnswerGroup });
  // Market settings and CMS content: the same for every anonymous visitor of a market and language.
  const contentCache = responseCache({ ...cached, maxBytes: 16 * MIB });
  // Generated documents: the same bytes for every visitor asking in one language, until the catalogue changes.
  const documentCache = responseCache({ ...cached, maxBytes: 16 * MIB });
  const companies = createCompanyService(handle);
  const customers = createCustomerService(handle, companies);
  const companySettings = createCompanySettingsService(companies);
  const cms = createCmsService(handle);
  const salesTaxRates = loadSalesTaxRates(salesTaxRatesFile);
  // Off with the response cache: tests change skus and settings and expect the next request to see it.
  const cartCaches = createCartCaches(cache, CACHE_DEFAULT_SECONDS * 1000);
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
  app.use('*', bearerPrincipal({ keys: authKeys, sessionStands: sessions.stands }));
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
  registerCompanyRoutes(companyApi, { companies, customers });
  app.route(companyService.prefix, companyApi);
  const customerApi = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  registerCustomerRoutes(customerApi, { customers });
  app.route(customerService.prefix, customerApi);
  const featureApi = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  registerFeatureRoutes(featureApi, { features });
  app.route(featureService.prefix, featureApi);

  // Carts and their promotions and tax: per principal, never cached.
  const cartApi = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  registerCartRoutes(cartApi, { carts, handle });
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
    handle,
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
    /** After a catalogue import or a settings change: forget cached dictionaries and responses. */
    clearCaches() {
      for (const c of Object.values(cartCaches)) c.clear();
      dictionaries.clear();
      listings.clear();
      companyTerms.clear();
      settings.clear();
      catalogue.clear();
      catalogueCache.clear();
      contentCache.clear();
      documentCache.clear();
      features.clear();
    },
  };
}
