import type { FeatureFlagEntry } from '@workwear/contracts';
import { FEATURE_FLAG_CACHE_MS, type FeatureFlagKey, type Market } from '@workwear/domain';
import { cache } from 'react';
import { createRefreshingStore, type ProviderState } from '@/lib/refreshingStore';
import { logError } from '@/lib/serverLog';
import { createShopApi } from '@/lib/shopApi';
import { getMarket } from '@/lib/shopContext';

/** The flags of one market as this storefront process holds them (spec: cached 300 s). */
export type FeatureFlags = {
  readonly state: ProviderState;
  /** Off (the default) for a flag the service did not name, and for every flag in not-ready and error. */
  isOn(key: FeatureFlagKey): boolean;
};

const NO_FLAGS: readonly FeatureFlagEntry[] = [];

// Flags are public and the same for every visitor of a market: one store per process, no token.
const store = createRefreshingStore<Market, readonly FeatureFlagEntry[]>({
  idOf: (market) => market.marketId,
  load: (market) => createShopApi(market.marketId, market.defaultLocale).features.features(market.marketId),
  fallback: NO_FLAGS,
  ttlMs: FEATURE_FLAG_CACHE_MS,
  retryAfterMs: 10_000,
  onError: (market, error) =>
    logError(`Feature flags of ${market.marketId} not loaded; every flag is off until they are.`, error),
  maxEntries: 100,
});

export function featureFlagsOf(entries: readonly FeatureFlagEntry[], state: ProviderState): FeatureFlags {
  const on = new Set(entries.filter((f) => f.enabled).map((f) => f.key));
  return { state, isOn: (key) => on.has(key) };
}

/** The flags of this request's market, read once per request. */
export const getFeatureFlags = cache(async (): Promise<FeatureFlags> => {
  const read = await store.get(await getMarket());
  return featureFlagsOf(read.value, read.state);
});
