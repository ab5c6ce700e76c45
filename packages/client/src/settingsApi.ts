import { marketSettingsSchema } from '@workwear/contracts';
import type { HttpClient } from './httpClient';

/**
 * The settings service as typed calls; responses are validated by the API's own schema. Read the
 * result with parseMarketSettings (shared contracts) to get the storefront's booleans.
 */
export function createSettingsApi(http: HttpClient) {
  return {
    /** Key/value settings of a market ('True' / 'False'); the market is in the path, not the query. */
    marketSettings: (marketId: string) =>
      http.get(`/api/settings/market/${encodeURIComponent(marketId)}`, {
        schema: marketSettingsSchema,
        authorised: false,
        skipDefaultQuery: true,
      }),
  };
}
export type SettingsApi = ReturnType<typeof createSettingsApi>;
