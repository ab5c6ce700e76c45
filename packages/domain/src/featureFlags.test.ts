import { describe, expect, it } from 'vitest';
import {
  FEATURE_FLAG_KEYS,
  type FeatureFlag,
  featureFlagKeySchema,
  isFeatureEnabled,
  isFeatureFlagKey,
  PRODUCTION_FORCED_OFF_FLAGS,
} from './featureFlags';

describe('feature flags', () => {
  it('lists the twelve keys with their stored spelling', () => {
    expect(FEATURE_FLAG_KEYS).toHaveLength(12);
    expect(isFeatureFlagKey('useNewMinicartB2B')).toBe(true);
    expect(isFeatureFlagKey('UseNewMinicartB2B')).toBe(false);
    expect(featureFlagKeySchema.safeParse('UseKlevu').success).toBe(true);
    expect(PRODUCTION_FORCED_OFF_FLAGS).toEqual(['UseOtherPaymentMethodsB2C', 'UseNewProductDetailsPage']);
  });

  it('is off when the flag is missing', () => {
    expect(isFeatureEnabled([], 'UseKlevu', { environment: 'production' })).toBe(false);
  });

  it('prefers the market row over the global row', () => {
    const flags: FeatureFlag[] = [
      { key: 'UsePunchout', enabled: true },
      { key: 'UsePunchout', enabled: false, marketId: 'NO' },
    ];
    expect(isFeatureEnabled(flags, 'UsePunchout', { environment: 'uat', marketId: 'SE' })).toBe(true);
    expect(isFeatureEnabled(flags, 'UsePunchout', { environment: 'uat', marketId: 'no' })).toBe(false);
    expect(isFeatureEnabled(flags, 'UsePunchout', { environment: 'uat' })).toBe(true);
  });

  it('ignores another market’s row when no global row exists', () => {
    const flags: FeatureFlag[] = [{ key: 'UseKlevu', enabled: true, marketId: 'SE' }];
    expect(isFeatureEnabled(flags, 'UseKlevu', { environment: 'staging', marketId: 'SE' })).toBe(true);
    expect(isFeatureEnabled(flags, 'UseKlevu', { environment: 'staging', marketId: 'DK' })).toBe(false);
  });

  it('forces the unfinished flags off in production only', () => {
    const flags: FeatureFlag[] = [{ key: 'UseNewProductDetailsPage', enabled: true }];
    expect(isFeatureEnabled(flags, 'UseNewProductDetailsPage', { environment: 'production' })).toBe(false);
    expect(isFeatureEnabled(flags, 'UseNewProductDetailsPage', { environment: 'staging' })).toBe(true);
  });
});
