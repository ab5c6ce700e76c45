import { defineCall } from '../call';
import {
  trackOrderPurchaseBodySchema,
  trackProductClickQuerySchema,
  trackProductSearchQuerySchema,
} from '../klevu';
import { errorResponses, noContent } from '../responses';
import { klevuService } from './services';

const answers = {
  204: noContent('Recorded when the market’s UseKlevu flag is on; ignored when it is off'),
  ...errorResponses({ 400: 'A field is missing, too long or malformed; details name it' }),
};

const recording =
  "Recorded only where the market's UseKlevu flag is on (otherwise ignored, also 204). The shopper's " +
  'address is the one the API sees, never a parameter. Counted against the analytics rate limit.';

export const trackProductSearchCall = defineCall({
  service: klevuService,
  method: 'get',
  path: '/analytics/trackProductSearch',
  summary: 'Record a search',
  description: `A search on the storefront: the term, how many products it found and how it was answered. ${recording}`,
  query: trackProductSearchQuerySchema,
  responses: answers,
});

export const trackProductClickCall = defineCall({
  service: klevuService,
  method: 'get',
  path: '/analytics/trackProductClick',
  summary: 'Record a click on a search result',
  description: `A product chosen from search results: the search, the product, its group and variant, its name and page. ${recording}`,
  query: trackProductClickQuerySchema,
  responses: answers,
});

export const trackOrderPurchaseCall = defineCall({
  service: klevuService,
  method: 'post',
  path: '/analytics/trackOrderPurchase',
  summary: 'Record a purchase',
  description: `An order's lines (prices in minor units) and the buyer's e-mail address. At most 200 lines, 64 KiB. ${recording}`,
  body: trackOrderPurchaseBodySchema,
  responses: answers,
});
