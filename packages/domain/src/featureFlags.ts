import { z } from 'zod';
import type { Environment } from './environments';

/** Feature flag keys, spelled as stored (useNewMinicartB2B starts lower case). All default off. */
export const FEATURE_FLAG_KEYS = [
  'UseLaundryV2',
  'UseBestSellingColorVariant',
  'UseOtherPaymentMethodsB2C',
  'UseNorcePromotions',
  'UseResellerUniqueLogin',
  'UseSiAndHrInLanguageSwitcher',
  'UseDisplayNonSellableProducts',
  'UsePunchout',
  'UseKlevu',
  'UseRecommendations',
  'UseNewProductDetailsPage',
  'useNewMinicartB2B',
] as const;

export type FeatureFlagKey = (typeof FEATURE_FLAG_KEYS)[number];

export const featureFlagKeySchema = z.enum(FEATURE_FLAG_KEYS);

export const PRODUCTION_FORCED_OFF_FLAGS: readonly FeatureFlagKey[] = [
  'UseOtherPaymentMethodsB2C',
  'UseNewProductDetailsPage',
];

export type FeatureFlag = {
  readonly key: string;
  readonly enabled: boolean;
  readonly marketId?: string | null;
};

export function isFeatureFlagKey(value: unknown): value is FeatureFlagKey {
  return typeof value === 'string' && (FEATURE_FLAG_KEYS as readonly string[]).includes(value);
}

/**
 * Whether a flag is on for a market. A flag row for the market wins over a row without a market;
 * an unknown or missing flag is off, and flags unfinished for production are off there regardless.
 */
export function isFeatureEnabled(
  flags: readonly FeatureFlag[],
  key: FeatureFlagKey,
  options: { readonly marketId?: string; readonly environment: Environment },
): boolean {
  if (options.environment === 'production' && PRODUCTION_FORCED_OFF_FLAGS.includes(key)) return false;
  const wanted = options.marketId?.toUpperCase();
  const forMarket = flags.find(
    (f) => f.key === key && wanted !== undefined && f.marketId?.toUpperCase() === wanted,
  );
  const global = flags.find((f) => f.key === key && (f.marketId === undefined || f.marketId === null));
  return (forMarket ?? global)?.enabled === true;
}
