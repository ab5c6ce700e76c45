import type { ProductQuery } from '@workwear/contracts';
import type { DatabaseHandle } from '@workwear/db';
import type { Language } from '@workwear/domain';
import type { MarketContext, MarketRequestContext } from '../../context/requestContext';
import { plainText } from '../../lib/plainText';
import type { PricingService } from '../buyerPrices';
import type { ListingIndexStore } from '../catalogueIndex';
import type { FeatureService } from '../features';
import type { DictionaryService } from '../vocabulary';
import { filterSearch } from './filterSearch';
import type { CardMaker, ListingDeps } from './listingDeps';
import { valuesInCategory } from './listingEngine';
import { menuCounts } from './menuCounts';
import { listProducts } from './productList';
import { createSearchIndexStore } from './search/searchIndexStore';
import { sitemapProducts } from './sitemapProducts';
import { suggest } from './suggest';

/**
 * Product lists, search, filters and counts, and the sitemap's products: which products match and in
 * which order, answered from the in-memory listing index; cards come from the product-detail slice.
 * One use case per file, each given the module's collaborators (ListingDeps).
 */
export function createListingService(
  handle: DatabaseHandle,
  dictionaries: DictionaryService,
  index: ListingIndexStore,
  cards: CardMaker,
  pricing: PricingService,
  features: Pick<FeatureService, 'nonSellableShown'>,
) {
  const searches = createSearchIndexStore(handle, index);
  const deps: ListingDeps = { handle, dictionaries, index, cards, pricing, features, searches };
  const filters = (ctx: MarketRequestContext, query: ProductQuery) => filterSearch(deps, ctx, query);
  return {
    listProducts: (ctx: MarketRequestContext, query: ProductQuery) => listProducts(deps, ctx, query),
    /** Full-text search for a term: the product list with the term as its query. */
    searchProducts: async (ctx: MarketRequestContext, term: string, query: Omit<ProductQuery, 'query'>) =>
      listProducts(deps, ctx, { ...query, query: plainText('term', term) }),
    /** Products and categories for the search box while typing (suggest.ts). */
    suggest: (ctx: MarketRequestContext, text: string) => suggest(deps, ctx, text),
    /** The spec gives filter/search/count the response of filter/search: parametrics, price and results. */
    filterCounts: filters,
    filterSearch: filters,
    sitemapProducts: (ctx: MarketContext, page: number, pageSize: number) =>
      sitemapProducts(deps, ctx, page, pageSize),
    /** Listed colours per category, family and group, for the menus' counts (menuCounts.ts). */
    assortmentCounts: (ctx?: MarketRequestContext, listContext: 'public' | 'agreement' = 'public') =>
      menuCounts(deps, ctx, listContext),
    /** Builds a language's search index now rather than on its first search (kept for reloaded indexes). */
    async prepareSearch(language: Language) {
      await searches.built(language);
    },
    /** Value ids found on listed rows of a category (with its descendants). */
    valuesInCategory: async (categoryId: number) => valuesInCategory(await index.get(), categoryId),
  };
}
export type ListingService = ReturnType<typeof createListingService>;
