import type { DatabaseHandle } from '@workwear/db';
import type { EffectivePrice, PriceContext } from '@workwear/domain';
import type { MarketRequestContext } from '../../context/requestContext';
import type { ListingIndex, ListingIndexStore } from '../catalogueIndex';
import { memo } from './indexBooks';
import type { PriceView } from './priceBook';
import { contextFor, type PriceRequest } from './priceContext';
import { priceVariants } from './priceVariants';
import { viewFor } from './priceViews';
import type { PricingDeps, PricingOwners } from './pricingDeps';
import { pricingMemory } from './pricingMemory';
import type { PriceListRef } from './publicPriceLists';

/**
 * The one pricing service: resolves the principal's price context once per request and answers what
 * they pay for variants, for lists (a price view over the in-memory listing index) and for product
 * detail, related products and the cart (priceVariants). Both apply the domain's rule
 * (effectivePrice) to the same compact list maps, so a variant costs the same wherever it shows.
 * Each use case has its file; this binds them to one set of books.
 */
export function createPricingService(
  handle: DatabaseHandle,
  listings: ListingIndexStore,
  owners: PricingOwners,
) {
  const deps: PricingDeps = { handle, listings, owners, books: new WeakMap() };
  return {
    contextFor: (ctx: MarketRequestContext, request?: PriceRequest): Promise<PriceContext> =>
      contextFor(deps, ctx, request),
    /** The market's settings (HidePrice, ActivateDiscountCode, ...), as the settings module believes them. */
    marketSettingsOf: (marketId: string) => owners.settings.rulesOf(marketId),
    viewFor: (index: ListingIndex, context: PriceContext, market: PriceListRef): Promise<PriceView> =>
      viewFor(deps, index, context, market),
    priceVariants: (
      context: PriceContext,
      market: PriceListRef,
      variantIds: readonly number[],
    ): Promise<Map<number, EffectivePrice>> => priceVariants(deps, context, market, variantIds),
    memo: <T>(index: ListingIndex, key: string, make: () => T): T => memo(deps, index, key, make),
    memory: () => pricingMemory(deps),
  };
}
export type PricingService = ReturnType<typeof createPricingService>;
