import type {
  FilterSearchResponse,
  Parametric,
  ProductListResponse,
  ProductQuery,
  ProductSummary,
  SitemapProductsResponse,
} from '@workwear/contracts';
import type { DatabaseHandle } from '@workwear/db';
import {
  isPriceSortField,
  type Language,
  type PriceContext,
  SORT_OPTIONS,
  type SortField,
  type SortOrder,
  sortOptionOf,
} from '@workwear/domain';
import type { MarketContext, MarketRequestContext } from '../../context/requestContext';
import { plainText } from '../../lib/plainText';
import type { PricingService } from '../buyerPrices';
import type { ListingIndex, ListingIndexStore } from '../catalogueIndex';
import type { FeatureService } from '../features';
import { loadSitemapEntries } from '../products';
import { type Dictionary, type DictionaryService, type PriceListRef, parametricOf } from '../vocabulary';
import { buildCriteria, pageSizeOf } from './criteria';
import { facetCounts } from './facetCounts';
import type { ListingCriteria } from './listingCriteria';
import {
  assortmentCounts,
  countAssortment,
  countByPrimaryCategory,
  type ListedItem,
  listedProductIds,
  listPage,
  valuesInCategory,
} from './listingEngine';
import { createSearchIndexStore } from './search/searchIndexStore';
import type { ArticleHit } from './searchQuery';

const defaultOrderOf = (field: SortField): SortOrder => SORT_OPTIONS.find((o) => o.field === field)!.order;

/** The public product list in Default mode (one item per product), without filters or search. */
const PUBLIC_PRODUCT_LIST: ProductQuery = { page: 1, context: 'public', mode: 'Default' };

/** Turns listed variants, in order, into product cards (the product-detail slice draws them). */
export type CardMaker = (
  ctx: MarketContext,
  items: ListedItem[],
  catalogue: { dict: Dictionary; priceList: PriceListRef },
  prices: PriceContext,
) => Promise<ProductSummary[]>;

/**
 * Product lists, search, filters and counts, and the sitemap's products: which products match and in
 * which order, answered from the in-memory listing index; cards come from the product-detail slice.
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
  /** Products matching a search: its words in the full text, or an article number it may be. */
  const searchFor = (ctx: MarketContext, text: string) => searches.search(ctx.language, text);

  /**
   * The query's criteria over the index, at the principal's prices: their price context is resolved
   * once here, and its view of the index prices every row the query touches. With prices hidden a
   * price limit is ignored (it would reveal them); a limit compares incl. VAT when asked, or when the
   * principal sees prices incl. VAT (B2B users of a company with ShowPriceIncVat).
   */
  async function criteriaFor(ctx: MarketRequestContext, query: ProductQuery) {
    const text = query.query ? plainText('query', query.query) : undefined;
    const [{ dict, priceList }, listing, nonSellable] = await Promise.all([
      dictionaries.forMarket(ctx),
      index.get(),
      features.nonSellableShown(ctx.market),
    ]);
    const prices = await pricing.contextFor(ctx, {
      includeMarketPrice: query.includeMarketPrice ?? false,
      listContext: query.context,
    });
    const { search, exact } = text ? await searchFor(ctx, text) : { search: undefined, exact: undefined };
    const criteria = buildCriteria(query, dict, priceList, search);
    criteria.nonSellable = nonSellable;
    criteria.view = await pricing.viewFor(listing, prices, priceList);
    if (!prices.display.showPrices) criteria.price = undefined;
    else if (criteria.price && query.useIncVat === undefined && prices.incVatDecided) {
      criteria.price.incVat = prices.display.incVat;
    }
    return { dict, priceList, criteria, exact, prices, listing };
  }

  /** The product a query names exactly by an article number, when this list shows it. */
  async function articleOf(exact: ArticleHit | undefined, criteria: ListingCriteria) {
    if (!exact?.match || !listedProductIds(await index.get(), criteria).includes(exact.productId)) {
      return undefined;
    }
    return { match: exact.match, uniqueName: exact.uniqueName, partNo: exact.partNo };
  }

  async function listProducts(ctx: MarketRequestContext, query: ProductQuery): Promise<ProductListResponse> {
    const pageSize = pageSizeOf(query);
    const { dict, priceList, criteria, exact, prices, listing } = await criteriaFor(ctx, query);
    // Default sort is popularity rank for consumers and anonymous visitors; a search sorts by relevance.
    // With prices hidden a price sort is ignored like a price limit: the order would reveal them.
    const asked =
      query.sortField && !(isPriceSortField(query.sortField) && !prices.display.showPrices)
        ? { field: query.sortField, order: query.sortOrder }
        : undefined;
    const sortField: SortField | 'Relevance' =
      asked?.field ?? (criteria.search ? 'Relevance' : sortOptionOf('Popularity').field);
    const sortOrder = asked?.order ?? (sortField === 'Relevance' ? 'desc' : defaultOrderOf(sortField));
    const { items, total } = listPage(listing, criteria, sortField, sortOrder, query.page, pageSize);
    const results = await cards(ctx, items, { dict, priceList }, prices);
    const article = await articleOf(exact, criteria);
    return {
      results,
      total,
      page: query.page,
      pageSize,
      totalPages: Math.max(1, Math.ceil(total / pageSize)),
      sortField,
      sortOrder,
      mode: query.mode,
      ...(query.query ? { query: query.query } : {}),
      ...(article ? { article } : {}),
      ...(criteria.ignoredFilters.length > 0 ? { ignoredFilters: criteria.ignoredFilters } : {}),
      ...(query.groupBy === 'category' ? { groups: categoryGroups(listing, criteria, dict) } : {}),
    };
  }

  function categoryGroups(listing: ListingIndex, criteria: ListingCriteria, dict: Dictionary) {
    const rows = countByPrimaryCategory(listing, criteria);
    return rows.map((r) => ({ ...r, name: dict.categoryById.get(r.categoryId)?.name ?? '' }));
  }

  /**
   * Counts per value of every filter. A value shows when something matches it under the other
   * selections, or when it is selected (then possibly with 0), so a selection can always be undone.
   */
  async function valueCounts(
    ctx: MarketRequestContext,
    query: ProductQuery,
  ): Promise<Omit<FilterSearchResponse, 'parametrics'>> {
    const { dict, priceList, criteria, prices, listing } = await criteriaFor(ctx, query);
    const facets = facetCounts(listing, criteria, (v) => dict.valueById.get(v)?.parametricId);
    const selected = new Set(criteria.selections.flatMap((s) => s.valueIds));
    const results = dict.parametrics
      .filter((p) => p.isFilter)
      .flatMap((p) => {
        const counts = facets.excludingOwn.get(p.id) ?? facets.all;
        const values = (dict.valuesByParametric.get(p.id) ?? [])
          .filter((v) => (counts.get(v.id) ?? 0) > 0 || selected.has(v.id))
          .map((v) => ({ valueId: v.id, count: counts.get(v.id) ?? 0 }));
        if (values.length === 0) return [];
        const key = p.kind === 'list' ? 'listValues' : 'multipleValues';
        return [{ parametricId: p.id, parametricCode: p.code, [key]: values }];
      });
    // Hidden prices are not revealed through the range either.
    const range = prices.display.showPrices
      ? facets.price
      : { min: null, max: null, minIncVat: null, maxIncVat: null };
    return { total: facets.total, price: { currency: priceList.currency, ...range }, results };
  }

  /** Filters with their values and counts, and the price range: filter/search and filter/search/count. */
  async function filterSearch(ctx: MarketRequestContext, query: ProductQuery): Promise<FilterSearchResponse> {
    // The dictionary is cached, so asking for it again costs a map lookup.
    const [counts, dict] = await Promise.all([
      valueCounts(ctx, query),
      dictionaries.dictionary(ctx.language),
    ]);
    const parametrics: Parametric[] = counts.results.map((r) =>
      parametricOf(
        dict,
        r.parametricId,
        new Set((r.listValues ?? r.multipleValues ?? []).map((v) => v.valueId)),
      ),
    );
    return { ...counts, parametrics };
  }

  /**
   * The products a sitemap names for the market: exactly those of its public product list in
   * Default mode (same criteria, same matching), each once, ordered by unique name.
   */
  async function sitemapProducts(
    ctx: MarketContext,
    page: number,
    pageSize: number,
  ): Promise<SitemapProductsResponse> {
    const { dict, priceList } = await dictionaries.forMarket(ctx);
    const criteria = buildCriteria(PUBLIC_PRODUCT_LIST, dict, priceList, undefined);
    // The same products as the list: with non-sellable ones where the market shows them (and their pages).
    criteria.nonSellable = await features.nonSellableShown(ctx.market);
    const productIds = listedProductIds(await index.get(), criteria);
    const items = await loadSitemapEntries(handle, productIds, (page - 1) * pageSize, pageSize);
    return { total: productIds.length, items };
  }

  return {
    listProducts,
    /** Full-text search for a term: the product list with the term as its query. */
    searchProducts: async (ctx: MarketRequestContext, term: string, query: Omit<ProductQuery, 'query'>) =>
      listProducts(ctx, { ...query, query: plainText('term', term) }),
    /** The spec gives filter/search/count the response of filter/search: parametrics, price and results. */
    filterCounts: filterSearch,
    filterSearch,
    sitemapProducts,
    /** Listed colours per category, family and group, for the menus' counts. */
    /**
     * Listed colours per category, family and group, for the menus' counts: the whole listing, or
     * for a principal shown only an agreed assortment (their settings, or the agreement context)
     * the colours of that assortment.
     */
    async assortmentCounts(ctx?: MarketRequestContext, listContext: 'public' | 'agreement' = 'public') {
      const listing = await index.get();
      if (!ctx || (ctx.principal.kind === 'anonymous' && listContext === 'public')) {
        return assortmentCounts(listing);
      }
      const prices = await pricing.contextFor(ctx, { listContext });
      if (prices.assortment === 'all') return assortmentCounts(listing);
      const { priceList } = await dictionaries.forMarket(ctx);
      const view = await pricing.viewFor(listing, prices, priceList);
      return pricing.memo(listing, `counts|${priceList.slot}|${prices.key}`, () =>
        countAssortment(listing, view.overlay?.rows ?? new Int32Array(0)),
      );
    },
    /** Builds a language's search index now rather than on its first search (kept for reloaded indexes). */
    async prepareSearch(language: Language) {
      await searches.built(language);
    },
    /** Value ids found on listed rows of a category (with its descendants). */
    valuesInCategory: async (categoryId: number) => valuesInCategory(await index.get(), categoryId),
  };
}
export type ListingService = ReturnType<typeof createListingService>;
