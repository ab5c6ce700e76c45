import { legalPageCall, sellerCall, topMessageCall } from '@workwear/contracts';
import type { LegalPage } from '@workwear/domain';
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
    /** A legal page in the current language (or the market default); 404 when the market has none. */
    legalPage: (page: LegalPage) => call(legalPageCall, { params: { page } }),
    /** The market's seller: company, address, numbers, customer service. */
    seller: () => call(sellerCall, {}),
  };
}
export type CmsApi = ReturnType<typeof createCmsApi>;
