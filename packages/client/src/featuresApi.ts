import { featureCall, featureEnabledCall, featuresCall } from '@workwear/contracts';
import type { FeatureFlagKey } from '@workwear/domain';
import { declaredCaller } from './declaredCall';
import type { HttpClient } from './httpClient';

/**
 * The feature service as typed calls: the 12 flags of a market, evaluated by the API (off by default,
 * two forced off in production, cached 300 s there). Flags are public: no token is needed. On a
 * failure the storefront falls back to the default (off).
 */
export function createFeaturesApi(http: HttpClient) {
  const call = declaredCaller(http);
  return {
    features: (marketId?: string) => call(featuresCall, { query: marketId ? { marketId } : {} }),
    feature: (key: FeatureFlagKey, marketId?: string) =>
      call(featureCall, { params: { key }, query: marketId ? { marketId } : {} }),
    enabled: (key: FeatureFlagKey, marketId?: string) =>
      call(featureEnabledCall, { params: { key }, query: marketId ? { marketId } : {} }),
  };
}
export type FeaturesApi = ReturnType<typeof createFeaturesApi>;
