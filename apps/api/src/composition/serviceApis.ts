import { OpenAPIHono } from '@hono/zod-openapi';
import {
  authService,
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
import type { DatabaseHandle } from '@workwear/db';
import type { Environment } from '@workwear/domain';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../http/appEnv';
import { createClientAddresses } from '../http/clientAddress';
import { validationHook } from '../http/errors';
import type { SecurityOptions } from '../http/security';
import { registerAuthRoutes } from '../modules/auth';
import { registerCartRoutes } from '../modules/cart';
import { registerCatalogueRoutes } from '../modules/catalogue';
import { registerCmsRoutes } from '../modules/cms';
import { registerCompanyRoutes } from '../modules/company';
import { registerCustomerRoutes } from '../modules/customer';
import { registerDocumentRoutes } from '../modules/document';
import { registerFeatureRoutes } from '../modules/features';
import {
  type AnalyticsRecorder,
  createKlevuService,
  registerKlevuRoutes,
  tableRecorder,
} from '../modules/klevu';
import { registerListingRoutes } from '../modules/listing';
import {
  createMetadataService,
  demoServicePointDirectory,
  registerMetadataRoutes,
} from '../modules/metadata';
import { BUILT_IN_PROVIDERS, createOrderService, registerOrderRoutes } from '../modules/order';
import { registerPriceRoutes } from '../modules/priceService';
import { registerProductDetailRoutes } from '../modules/productDetail';
import { registerSettingsRoutes } from '../modules/settings';
import type { AnswerCaches } from './answerCaches';
import type { CatalogueServices } from './catalogueServices';
import type { ShopperServices } from './shopperServices';

/** A purchase event of 200 lines is about 60 KiB; searches and clicks have no body. */
const ANALYTICS_BODY_LIMIT_BYTES = 64 * 1024;

const serviceApp = () => new OpenAPIHono<AppEnv>({ defaultHook: validationHook });

/** The catalogue's services and content, each behind its response cache. */
export function registerCachedApis(
  app: OpenAPIHono<AppEnv>,
  catalogue: CatalogueServices,
  shopper: ShopperServices,
  answers: AnswerCaches,
) {
  const product = serviceApp();
  product.use('*', answers.catalogue.middleware);
  // Registration order matters where paths overlap: /products/search/{term} and /products/sizeGroups
  // before /products/{sku}/{kind} and /products/{sku}.
  registerListingRoutes(product, { listing: catalogue.listing });
  registerCatalogueRoutes(product, { catalogue: catalogue.catalogue });
  registerProductDetailRoutes(product, { productDetail: catalogue.productDetail });
  app.route(productService.prefix, product);

  const settingsApi = serviceApp();
  settingsApi.use('*', answers.content.middleware);
  registerSettingsRoutes(settingsApi, {
    settings: catalogue.settings,
    companySettings: shopper.companySettings,
  });
  app.route(settingsService.prefix, settingsApi);

  const cmsApi = serviceApp();
  cmsApi.use('*', answers.content.middleware);
  registerCmsRoutes(cmsApi, { cms: shopper.cms });
  app.route(cmsService.prefix, cmsApi);

  const documentApi = serviceApp();
  documentApi.use('*', answers.documents.middleware);
  registerDocumentRoutes(documentApi, { documents: shopper.documents });
  app.route(documentService.prefix, documentApi);
}

/** The principal's own records: sign-in, companies, customers and flags, never cached. */
export function registerAccountApis(
  app: OpenAPIHono<AppEnv>,
  parts: {
    auth: Parameters<typeof registerAuthRoutes>[1]['auth'];
    shopper: ShopperServices;
    features: CatalogueServices['features'];
    security: SecurityOptions;
  },
) {
  const { shopper } = parts;
  const authApi = serviceApp();
  registerAuthRoutes(authApi, {
    auth: parts.auth,
    clients: createClientAddresses(parts.security.trustedProxies),
  });
  app.route(authService.prefix, authApi);

  // Companies, customers and feature flags: no response cache (the first two are per principal; the
  // feature service caches its evaluated flags itself).
  const companyApi = serviceApp();
  registerCompanyRoutes(companyApi, {
    companies: shopper.companies,
    customersOfCompany: shopper.customers.ofCompany,
  });
  app.route(companyService.prefix, companyApi);
  const customerApi = serviceApp();
  registerCustomerRoutes(customerApi, {
    customers: shopper.customers,
    amountLimits: shopper.amountLimits,
    signUp: parts.auth.signUp,
    clients: createClientAddresses(parts.security.trustedProxies),
  });
  app.route(customerService.prefix, customerApi);
  const featureApi = serviceApp();
  registerFeatureRoutes(featureApi, { features: parts.features });
  app.route(featureService.prefix, featureApi);
}

/** What the order service is built with beyond the cart's collaborators. */
export interface OrderOptions {
  environment: Environment;
  publicOriginOf: (market: string) => string;
  recorder: AnalyticsRecorder | undefined;
  /** A market's time zone by its name: the settings module's (settings.timeZoneOf). */
  marketTimeZone: (market: string) => Promise<string>;
}

/** Carts, prices, checkout metadata and orders: per principal, never cached. */
export function registerShoppingApis(
  app: OpenAPIHono<AppEnv>,
  handle: DatabaseHandle,
  shopper: ShopperServices,
  options: OrderOptions & { security: SecurityOptions },
) {
  const { carts, companies, customers } = shopper;
  // Carts and their promotions and tax: per principal, never cached.
  const cartApi = serviceApp();
  registerCartRoutes(cartApi, { carts });
  app.route(cartService.prefix, cartApi);
  const priceApi = serviceApp();
  registerPriceRoutes(priceApi, { prices: shopper.prices, carts });
  app.route(priceService.prefix, priceApi);

  // Checkout metadata: countries and payment methods follow the principal's company, so never cached.
  const metadataApi = serviceApp();
  registerMetadataRoutes(metadataApi, {
    metadata: createMetadataService({
      handle,
      companySettings: shopper.companySettings,
      servicePoints: demoServicePointDirectory,
    }),
  });
  app.route(metadataService.prefix, metadataApi);

  // Orders: per principal, never cached. The purchase event goes where the klevu module's events go.
  const orderApi = serviceApp();
  registerOrderRoutes(orderApi, {
    orders: createOrderService({
      ...shopper.cartDeps,
      carts,
      providers: BUILT_IN_PROVIDERS,
      environment: options.environment,
      publicOriginOf: options.publicOriginOf,
      analytics: options.recorder ?? tableRecorder,
      marketTimeZone: options.marketTimeZone,
      forceApprovalStoredOf: shopper.forceApprovalStoredOf,
      servicePoints: demoServicePointDirectory,
      savedAddresses: {
        companyDelivery: (ctx, companyId) => companies.addresses(ctx, companyId, 'delivery'),
        own: (ctx, customerId) => customers.addresses(ctx, customerId),
      },
    }),
    clients: createClientAddresses(options.security.trustedProxies),
  });
  app.route(orderService.prefix, orderApi);
}

/** Search analytics: never cached (each call is an event), bodies capped before they are read. */
export function registerAnalyticsApi(
  app: OpenAPIHono<AppEnv>,
  klevu: Parameters<typeof createKlevuService>[0],
  security: SecurityOptions,
) {
  const klevuApi = serviceApp();
  klevuApi.use(
    '*',
    bodyLimit({
      maxSize: ANALYTICS_BODY_LIMIT_BYTES,
      onError: (c) =>
        c.json({ code: 'invalid_parameter', message: 'The request body is larger than 64 KiB.' }, 413),
    }),
  );
  registerKlevuRoutes(klevuApi, {
    klevu: createKlevuService(klevu),
    clients: createClientAddresses(security.trustedProxies),
  });
  app.route(klevuService.prefix, klevuApi);
}
