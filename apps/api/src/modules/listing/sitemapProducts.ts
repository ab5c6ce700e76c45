import type { ProductQuery, SitemapProductsResponse } from '@workwear/contracts';
import type { MarketContext } from '../../context/requestContext';
import { loadSitemapEntries } from '../products';
import { buildCriteria } from './criteria';
import type { ListingDeps } from './listingDeps';
import { listedProductIds } from './listingEngine';

/** The public product list in Default mode (one item per product), without filters or search. */
const PUBLIC_PRODUCT_LIST: ProductQuery = { page: 1, context: 'public', mode: 'Default' };

/**
 * The products a sitemap names for the market: exactly those of its public product list in
 * Default mode (same criteria, same matching), each once, ordered by unique name.
 */
export async function sitemapProducts(
  deps: ListingDeps,
  ctx: MarketContext,
  page: number,
  pageSize: number,
): Promise<SitemapProductsResponse> {
  const { dict, priceList } = await deps.dictionaries.forMarket(ctx);
  const criteria = buildCriteria(PUBLIC_PRODUCT_LIST, dict, priceList, undefined);
  // The same products as the list: with non-sellable ones where the market shows them (and their pages).
  criteria.nonSellable = await deps.features.nonSellableShown(ctx.market);
  const productIds = listedProductIds(await deps.index.get(), criteria);
  const items = await loadSitemapEntries(deps.handle, productIds, (page - 1) * pageSize, pageSize);
  return { total: productIds.length, items };
}
