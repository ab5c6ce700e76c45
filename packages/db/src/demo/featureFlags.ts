import { FEATURE_FLAG_KEYS, type FeatureFlagKey, MARKETS, type MarketName } from '@workwear/domain';
import type { BulkValue } from './bulkInsert';

/**
 * The flags the demo turns on, so the flags have something to show; every other key is off in every
 * market. Sweden (the consumer market, with the punch-out buyer) gets recommendations, best-selling
 * colours, punch-out, resellers' own login links, search analytics (Klevu) and the promotion engine
 * (UseNorcePromotions: the demo's engine promotions, promotions.ts); Germany the new
 * product page (production forces it off regardless) and Croatia and Slovenia in the switcher;
 * Norway shows products that cannot be ordered (the demo's discontinued colours, see plan.ts),
 * marked as such.
 * So each flag the shop reads today shows both ways between these markets and the rest.
 */
export const DEMO_FLAGS_ON: Readonly<Partial<Record<MarketName, readonly FeatureFlagKey[]>>> = {
  se: [
    'UseRecommendations',
    'UseBestSellingColorVariant',
    'UsePunchout',
    'UseResellerUniqueLogin',
    'UseKlevu',
    'UseNorcePromotions',
  ],
  de: ['UseNewProductDetailsPage', 'UseSiAndHrInLanguageSwitcher'],
  no: ['UseDisplayNonSellableProducts'],
};

/** Every key in every market (market_id is the market's name, 'se'), on only where DEMO_FLAGS_ON says. */
export function featureFlagRows(): BulkValue[][] {
  return MARKETS.flatMap((market) => {
    const on = new Set(DEMO_FLAGS_ON[market.name] ?? []);
    return FEATURE_FLAG_KEYS.map((key) => [key, market.name, on.has(key)]);
  });
}
