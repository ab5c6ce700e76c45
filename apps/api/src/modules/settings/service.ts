import type { DatabaseHandle } from '@workwear/db';
import { getMarketById, type MarketSettingEntry, notFound } from '@workwear/domain';
import type { RequestContext } from '../../context/requestContext';
import { findMarketSettings } from './repository';

export function createSettingsService(handle: DatabaseHandle) {
  return {
    /**
     * The key/value settings of a market, values as stored ('True' / 'False'). The market id is
     * read in any case; one that names no market is a 404.
     */
    async marketSettings(_ctx: RequestContext, marketId: string): Promise<MarketSettingEntry[]> {
      const market = getMarketById(marketId);
      if (!market) throw notFound(`Market '${marketId}'`);
      return findMarketSettings(handle, market.marketId);
    },
  };
}
export type SettingsService = ReturnType<typeof createSettingsService>;
