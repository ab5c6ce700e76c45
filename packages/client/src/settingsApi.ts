import { marketSettingsCall } from '@workwear/contracts';
import { declaredCaller } from './declaredCall';
import type { HttpClient } from './httpClient';

/**
 * The settings service as typed calls, built from their declarations. Read the result with the
 * domain's parseMarketSettings to get the storefront's booleans.
 */
export function createSettingsApi(http: HttpClient) {
  const call = declaredCaller(http);
  return {
    /** Key/value settings of a market ('True' / 'False'); the market is in the path, not the query. */
    marketSettings: (marketId: string) => call(marketSettingsCall, { params: { marketId } }),
  };
}
export type SettingsApi = ReturnType<typeof createSettingsApi>;
