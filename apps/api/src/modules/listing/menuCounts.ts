import type { MarketRequestContext } from '../../context/requestContext';
import type { ListingDeps } from './listingDeps';
import { assortmentCounts, countAssortment } from './listingEngine';

/**
 * Listed colours per category, family and group, for the menus' counts: the whole listing, or
 * for a principal shown only an agreed assortment (their settings, or the agreement context)
 * the colours of that assortment.
 */
export async function menuCounts(
  deps: ListingDeps,
  ctx?: MarketRequestContext,
  listContext: 'public' | 'agreement' = 'public',
) {
  const { index, pricing, dictionaries } = deps;
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
}
