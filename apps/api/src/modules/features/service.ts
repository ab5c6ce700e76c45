import type { FeatureFlagEntry } from '@workwear/contracts';
import type { DatabaseHandle } from '@workwear/db';
import {
  type Environment,
  FEATURE_FLAG_KEYS,
  type FeatureFlagKey,
  isFeatureEnabled,
  type Market,
} from '@workwear/domain';
import { type CacheRegistry, createCacheRegistry, MIB } from '../../lib/cacheRegistry';
import { findFeatureFlags } from './repository';

/** The spec: evaluated flags are cached 300 s. */
export const FEATURE_CACHE_SECONDS = 300;

export interface FeatureServiceOptions {
  /** Production forces UseOtherPaymentMethodsB2C and UseNewProductDetailsPage off. */
  environment: Environment;
  /** The cache's clock (ms); tests pass their own. */
  clock?: () => number;
  /** Where the flag cache is declared (the app's registry); default a registry of its own. */
  caches?: CacheRegistry;
}

/** The spec's 12 flags per market, evaluated by the domain's isFeatureEnabled and cached 300 s. */
export function createFeatureService(handle: DatabaseHandle, options: FeatureServiceOptions) {
  // One entry per market (about 30).
  const cache = (options.caches ?? createCacheRegistry()).ttlCache<FeatureFlagEntry[]>({
    owner: 'features',
    name: 'flags',
    key: 'market id',
    ttlMs: FEATURE_CACHE_SECONDS * 1000,
    maxEntries: 100,
    maxBytes: MIB,
    ...(options.clock ? { clock: options.clock } : {}),
  });

  const evaluate = async (market: Market): Promise<FeatureFlagEntry[]> => {
    const rows = await findFeatureFlags(handle, market.name);
    return FEATURE_FLAG_KEYS.map((key) => ({
      key,
      enabled: isFeatureEnabled(rows, key, { marketId: market.name, environment: options.environment }),
      marketId: market.marketId,
    }));
  };

  const flagsOf = (market: Market) => cache.get(market.marketId, () => evaluate(market));

  return {
    flagsOf,
    async flag(market: Market, key: FeatureFlagKey): Promise<FeatureFlagEntry> {
      return (await flagsOf(market)).find((f) => f.key === key)!;
    },
    /**
     * UseDisplayNonSellableProducts: whether the market's lists and product pages show colours that
     * cannot be ordered (marked as such). The server reads it per market for every list and product
     * call, so no request can widen what a market shows; a change shows within the flag cache's 300 s
     * plus the response cache's 60 s, whose key holds the market (marketId is in every URL).
     */
    async nonSellableShown(market: Market): Promise<boolean> {
      return (await flagsOf(market)).some((f) => f.key === 'UseDisplayNonSellableProducts' && f.enabled);
    },
  };
}
export type FeatureService = ReturnType<typeof createFeatureService>;
