import { topMessageCall } from '@workwear/contracts';
import { declaredCaller } from './declaredCall';
import type { HttpClient } from './httpClient';

/**
 * The CMS service as typed calls, built from their declarations. marketId and cultureCode come from
 * the HTTP client's defaultQuery, as for the product service.
 */
export function createCmsApi(http: HttpClient) {
  const call = declaredCaller(http);
  return {
    /** The market's top message in the current language (or the market default), or null. */
    topMessage: () => call(topMessageCall, {}),
  };
}
export type CmsApi = ReturnType<typeof createCmsApi>;
