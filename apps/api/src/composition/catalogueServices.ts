import type { DatabaseHandle } from '@workwear/db';
import { CACHE_DEFAULT_SECONDS, type Environment } from '@workwear/domain';
import type { CacheRegistry } from '../lib/cacheRegistry';
import type { Logger } from '../logger';
import { createPricingService } from '../modules/buyerPrices';
import { createCatalogueService } from '../modules/catalogue';
import { createListingIndexStore } from '../modules/catalogueIndex';
import { createCompanyTerms } from '../modules/company';
import { createFeatureService } from '../modules/features';
import { createListingService } from '../modules/listing';
import { createCardFacts, createProductDetailService } from '../modules/productDetail';
import { createSettingsService } from '../modules/settings';
import { createDictionaryService } from '../modules/vocabulary';

/**
 * The services every catalogue answer is built from, in the order they depend on one another: the
 * dictionary and listing index, the owners of market and company terms, the one pricing function,
 * feature flags, then product detail, lists and the catalogue's menus.
 */
export function createCatalogueServices(
  handle: DatabaseHandle,
  logger: Logger,
  caches: CacheRegistry,
  featureOptions: { environment?: Environment; clock?: () => number },
) {
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
  return {
    dictionaries,
    listings,
    settings,
    companyTerms,
    pricing,
    features,
    cardFacts,
    productDetail,
    listing,
    catalogue,
  };
}
export type CatalogueServices = ReturnType<typeof createCatalogueServices>;
