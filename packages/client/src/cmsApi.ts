import { topMessageResponseSchema } from '@workwear/contracts';
import type { HttpClient } from './httpClient';

/**
 * The CMS service as typed calls; responses are validated by the API's own schema. marketId and
 * cultureCode come from the HTTP client's defaultQuery, as for the product service.
 */
export function createCmsApi(http: HttpClient) {
  return {
    /** The market's top message in the current language (or the market default), or null. */
    topMessage: () =>
      http.get('/api/cms/topmessage', { schema: topMessageResponseSchema, authorised: false }),
  };
}
export type CmsApi = ReturnType<typeof createCmsApi>;
