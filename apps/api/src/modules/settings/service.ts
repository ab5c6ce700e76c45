import type { DatabaseHandle } from '@workwear/db';
import {
  FALLBACK_TIME_ZONE,
  getMarketById,
  getMarketByName,
  type Market,
  type MarketSettingEntry,
  type MarketSettingKey,
  notFound,
  parseMarketSettings,
} from '@workwear/domain';
import type { RequestContext } from '../../context/requestContext';
import { type CacheRegistry, createCacheRegistry, MIB } from '../../lib/cacheRegistry';
import { findMarketSettings } from './repository';

/** How long a market's parsed settings are believed by the rules that read them (pricing, cart, order). */
export const MARKET_RULES_CACHE_MS = 10_000;

export function createSettingsService(handle: DatabaseHandle, caches: CacheRegistry = createCacheRegistry()) {
  const marketOf = (marketId: string): Market => {
    const market = getMarketById(marketId);
    if (!market) throw notFound(`Market '${marketId}'`);
    return market;
  };
  const rules = caches.ttlCache<ReturnType<typeof parseMarketSettings>>({
    owner: 'settings',
    name: 'marketRules',
    key: 'market id',
    ttlMs: MARKET_RULES_CACHE_MS,
    maxEntries: 64,
    maxBytes: MIB,
  });

  /** One key of a market as stored; a key the market does not store is its default, 'False'. */
  const settingOf = async (market: Market, key: MarketSettingKey): Promise<MarketSettingEntry> => {
    const rows = await findMarketSettings(handle, market.marketId);
    return { key, value: rows.find((r) => r.key === key)?.value ?? 'False' };
  };

  const rulesOf = (marketId: string) =>
    rules.get(marketId, async () => parseMarketSettings(await findMarketSettings(handle, marketId)));

  return {
    /**
     * The key/value settings of a market, values as stored ('True' / 'False'). The market id is
     * read in any case; one that names no market is a 404.
     */
    async marketSettings(_ctx: RequestContext, marketId: string): Promise<MarketSettingEntry[]> {
      return findMarketSettings(handle, marketOf(marketId).marketId);
    },

    /** The market's settings when the market arrives resolved (keys?marketId). */
    settingsOf: (market: Market) => findMarketSettings(handle, market.marketId),

    async marketSetting(_ctx: RequestContext, marketId: string, key: MarketSettingKey) {
      return settingOf(marketOf(marketId), key);
    },

    settingOf,

    /** The market's settings (HidePrice, ActivateDiscountCode, ...) parsed, believed for MARKET_RULES_CACHE_MS. */
    rulesOf,

    /**
     * A market's time zone by the market's name ('fi'), the setting TimeZone: what orders' dates are
     * shown in (domain buyerTimeZone). A name that is no market reads UTC, as a market without the setting.
     */
    async timeZoneOf(marketName: string): Promise<string> {
      const market = getMarketByName(marketName);
      return market ? (await rulesOf(market.marketId)).timeZone : FALLBACK_TIME_ZONE;
    },

    /** The market info: b2CActivate, useAddressValidation, useProductOnHand, and its currency. */
    marketInfo(_ctx: RequestContext, marketId: string) {
      const market = marketOf(marketId);
      const { code, prefix, suffix } = market.currency;
      return { marketId: market.marketId, ...market.info, currency: { code, prefix, suffix } };
    },
  };
}
export type SettingsService = ReturnType<typeof createSettingsService>;
