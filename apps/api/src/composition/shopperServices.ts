import type { DatabaseHandle } from '@workwear/db';
import { CACHE_DEFAULT_SECONDS } from '@workwear/domain';
import type { CacheRegistry } from '../lib/cacheRegistry';
import { createCartCaches, createCartService } from '../modules/cart';
import { createCmsService } from '../modules/cms';
import { createCompanyService } from '../modules/company';
import { createAmountLimitService, createCustomerService } from '../modules/customer';
import { createDocumentService } from '../modules/document';
import { defaultDeliveryFeeGross } from '../modules/metadata';
import { periodUse } from '../modules/order';
import { createPriceService, loadSalesTaxRates } from '../modules/priceService';
import { createAutomaticPromotions } from '../modules/promotion';
import { createCompanySettingsService } from '../modules/settings';
import type { CatalogueServices } from './catalogueServices';

/**
 * The services a shopper's own calls use, over the catalogue's: companies, customers, content, and
 * the cart with what it is built from (cartDeps, which the price service and the order share).
 */
export function createShopperServices(
  handle: DatabaseHandle,
  caches: CacheRegistry,
  catalogue: Pick<
    CatalogueServices,
    'pricing' | 'dictionaries' | 'features' | 'companyTerms' | 'productDetail' | 'settings'
  >,
  options: { cache: boolean; salesTaxRatesFile: string | undefined },
) {
  const { cache } = options;
  const companies = createCompanyService(handle);
  const customers = createCustomerService(handle, companies);
  const companySettings = createCompanySettingsService(companies);
  const cms = createCmsService(handle);
  const salesTaxRates = loadSalesTaxRates(options.salesTaxRatesFile);
  // Off with the response cache: tests change skus and settings and expect the next request to see it.
  const cartCaches = createCartCaches(cache, CACHE_DEFAULT_SECONDS * 1000, caches);
  const cartDeps = {
    handle,
    pricing: catalogue.pricing,
    dictionaries: catalogue.dictionaries,
    features: catalogue.features,
    // Cached with the response cache only: tests change a company's settings between requests.
    companySettingsOf: (companyId: number) => catalogue.companyTerms.settingsOf(companyId, !cache),
    salesTaxRates: () => salesTaxRates,
    skuFacts: cartCaches.skuFacts,
    caches: cartCaches,
    automaticPromotions: createAutomaticPromotions(cache, caches),
    defaultDeliveryFeeGross: (market: string, companyId: number | null) =>
      defaultDeliveryFeeGross(handle, market, companyId),
  };
  const carts = createCartService(cartDeps);
  // The limits page reads what people used from the order module's ledger.
  const amountLimits = createAmountLimitService({
    handle,
    companies,
    companySettingsOf: cartDeps.companySettingsOf,
    marketTimeZone: catalogue.settings.timeZoneOf,
    periodUse,
  });
  const prices = createPriceService(cartDeps);
  const documents = createDocumentService(catalogue.productDetail);
  const forceApprovalStoredOf = (companyId: number) =>
    catalogue.companyTerms.forceApprovalStoredOf(companyId, !cache);
  return {
    companies,
    customers,
    amountLimits,
    companySettings,
    cms,
    cartDeps,
    carts,
    prices,
    documents,
    forceApprovalStoredOf,
  };
}
export type ShopperServices = ReturnType<typeof createShopperServices>;
