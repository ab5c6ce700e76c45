import type { EffectivePrice, PriceContext } from '@workwear/domain';
import { type ListingIndex, MISSING } from '../catalogueIndex';
import { rowOfVariant } from './indexBooks';
import { marksAt, overlayEntry, type PriceView } from './priceBook';
import { viewFor } from './priceViews';
import type { PricingDeps } from './pricingDeps';
import type { PriceListRef } from './publicPriceLists';

/**
 * What the context pays for each variant (those it is not offered are missing from the map), with
 * the market price beside it when the context shows it: product detail, related products, cart.
 */
export async function priceVariants(
  deps: PricingDeps,
  context: PriceContext,
  market: PriceListRef,
  variantIds: readonly number[],
): Promise<Map<number, EffectivePrice>> {
  const index = await deps.listings.get();
  const view = await viewFor(deps, index, context, market);
  const rows = rowOfVariant(deps, index);
  const out = new Map<number, EffectivePrice>();
  for (const variantId of variantIds) {
    const r = rows.get(variantId);
    if (r === undefined) continue;
    const priced = priceOfRow(index, view, context, r);
    if (priced) out.set(variantId, priced);
  }
  return out;
}

/** A row's price in a view, as the rule gives it, with the market price when the context shows it. */
export function priceOfRow(
  index: ListingIndex,
  view: PriceView,
  context: Pick<PriceContext, 'marketPrice'>,
  r: number,
): EffectivePrice | undefined {
  // The overlay is searched once for the row, not once per field (cards price every colour shown).
  const e = overlayEntry(view, r);
  const o = view.overlay;
  const price = e >= 0 ? o!.price[e]! : view.fallback ? index.prices[view.base + r]! : MISSING;
  if (price === MISSING) return undefined;
  const offer = {
    priceListId: e >= 0 ? o!.listId[e]! : view.publicListId,
    price,
    priceIncVat: e >= 0 ? o!.priceIncVat[e]! : index.pricesIncVat[view.base + r]!,
  };
  const own = { ...offer, ...marksAt(index, view, r, offer) };
  const market = index.prices[view.base + r]!;
  return context.marketPrice && market !== MISSING
    ? { ...own, marketPrice: { price: market, priceIncVat: index.pricesIncVat[view.base + r]! } }
    : own;
}
