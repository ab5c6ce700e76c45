import type { ProductQuery } from '@workwear/contracts';
import type { MarketRequestContext } from '../../context/requestContext';
import { plainText } from '../../lib/plainText';
import { buildCriteria } from './criteria';
import type { ListingDeps } from './listingDeps';

/**
 * The query's criteria over the index, at the principal's prices: their price context is resolved
 * once here, and its view of the index prices every row the query touches. With prices hidden a
 * price limit is ignored (it would reveal them); a limit compares incl. VAT when asked, or when the
 * principal sees prices incl. VAT (B2B users of a company with ShowPriceIncVat).
 */
export async function queryCriteria(deps: ListingDeps, ctx: MarketRequestContext, query: ProductQuery) {
  const { dictionaries, index, features, pricing } = deps;
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
  // Products matching a search: its words in the full text, or an article number it may be.
  const { search, exact } = text
    ? await deps.searches.search(ctx.language, text)
    : { search: undefined, exact: undefined };
  const criteria = buildCriteria(query, dict, priceList, search);
  criteria.nonSellable = nonSellable;
  criteria.view = await pricing.viewFor(listing, prices, priceList);
  if (!prices.display.showPrices) criteria.price = undefined;
  else if (criteria.price && query.useIncVat === undefined && prices.incVatDecided) {
    criteria.price.incVat = prices.display.incVat;
  }
  return { dict, priceList, criteria, exact, prices, listing };
}
