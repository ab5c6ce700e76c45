import type { FilterSearchResponse, Parametric, ProductQuery } from '@workwear/contracts';
import type { MarketRequestContext } from '../../context/requestContext';
import { parametricOf } from '../vocabulary';
import { facetCounts } from './facetCounts';
import type { ListingDeps } from './listingDeps';
import { queryCriteria } from './queryCriteria';

/**
 * Counts per value of every filter. A value shows when something matches it under the other
 * selections, or when it is selected (then possibly with 0), so a selection can always be undone.
 */
async function valueCounts(
  deps: ListingDeps,
  ctx: MarketRequestContext,
  query: ProductQuery,
): Promise<Omit<FilterSearchResponse, 'parametrics'>> {
  const { dict, priceList, criteria, prices, listing } = await queryCriteria(deps, ctx, query);
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
export async function filterSearch(
  deps: ListingDeps,
  ctx: MarketRequestContext,
  query: ProductQuery,
): Promise<FilterSearchResponse> {
  // The dictionary is cached, so asking for it again costs a map lookup.
  const [counts, dict] = await Promise.all([
    valueCounts(deps, ctx, query),
    deps.dictionaries.dictionary(ctx.language),
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
