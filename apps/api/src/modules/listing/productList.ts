import type { ProductListResponse, ProductQuery } from '@workwear/contracts';
import {
  isPriceSortField,
  SORT_OPTIONS,
  type SortField,
  type SortOrder,
  sortOptionOf,
} from '@workwear/domain';
import type { MarketRequestContext } from '../../context/requestContext';
import type { ListingIndex } from '../catalogueIndex';
import type { Dictionary } from '../vocabulary';
import { pageSizeOf } from './criteria';
import type { ListingCriteria } from './listingCriteria';
import type { ListingDeps } from './listingDeps';
import { countByPrimaryCategory, listedProductIds, listPage } from './listingEngine';
import { queryCriteria } from './queryCriteria';
import { correctionOf, FEW_RESULTS, offersCorrection } from './search/didYouMean';
import type { ArticleHit } from './searchQuery';

const defaultOrderOf = (field: SortField): SortOrder => SORT_OPTIONS.find((o) => o.field === field)!.order;

/** The product a query names exactly by an article number, when this list shows it. */
async function articleOf(deps: ListingDeps, exact: ArticleHit | undefined, criteria: ListingCriteria) {
  if (!exact?.match || !listedProductIds(await deps.index.get(), criteria).includes(exact.productId)) {
    return undefined;
  }
  return {
    match: exact.match,
    uniqueName: exact.uniqueName,
    partNo: exact.partNo,
    ...(exact.sku ? { sku: exact.sku } : {}),
  };
}

/**
 * The search offered instead of a query that found few products ("Did you mean"), when it finds more
 * in the same list (same filters, category and prices).
 */
async function didYouMeanOf(
  deps: ListingDeps,
  ctx: MarketRequestContext,
  query: ProductQuery,
  total: number,
): Promise<string | undefined> {
  if (!query.query || total >= FEW_RESULTS) return undefined;
  const corrected = correctionOf(await deps.searches.current(ctx.language), query.query);
  if (!corrected) return undefined;
  const again = await queryCriteria(deps, ctx, { ...query, query: corrected });
  const found = listPage(again.listing, again.criteria, 'Relevance', 'desc', 1, 1).total;
  return offersCorrection(total, found) ? corrected : undefined;
}

function categoryGroups(listing: ListingIndex, criteria: ListingCriteria, dict: Dictionary) {
  const rows = countByPrimaryCategory(listing, criteria);
  return rows.map((r) => ({ ...r, name: dict.categoryById.get(r.categoryId)?.name ?? '' }));
}

/** A page of the products a query lists, in its order, as cards. */
export async function listProducts(
  deps: ListingDeps,
  ctx: MarketRequestContext,
  query: ProductQuery,
): Promise<ProductListResponse> {
  const pageSize = pageSizeOf(query);
  const { dict, priceList, criteria, exact, prices, listing } = await queryCriteria(deps, ctx, query);
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
  const results = await deps.cards(ctx, items, { dict, priceList }, prices);
  const [article, didYouMean] = await Promise.all([
    articleOf(deps, exact, criteria),
    didYouMeanOf(deps, ctx, query, total),
  ]);
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
    ...(didYouMean ? { didYouMean } : {}),
    ...(criteria.ignoredFilters.length > 0 ? { ignoredFilters: criteria.ignoredFilters } : {}),
    ...(query.groupBy === 'category' ? { groups: categoryGroups(listing, criteria, dict) } : {}),
  };
}
