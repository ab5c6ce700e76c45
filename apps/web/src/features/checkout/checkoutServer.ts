import {
  createHttpClient,
  createMetadataApi,
  createOrderApi,
  type MetadataApi,
  type OrderApi,
} from '@workwear/client';
import { leaveEndedSession } from '@/features/auth/endedSession';
import { type CartScope, cartScope } from '@/features/cart/cartServer';
import { getShopContext } from '@/lib/shopContext';
import { visitorFetch } from '@/lib/visitorFetch';
import { webConfig } from '@/lib/webConfig';

/**
 * The order and metadata services as this request's visitor reaches them: from the storefront's
 * server, with the signed-in visitor's access token (a guest has none), in the page's market and
 * culture; beside the cart scope, since every checkout call is about the visitor's cart.
 */
export type CheckoutScope = CartScope & {
  readonly order: OrderApi;
  readonly metadata: MetadataApi;
  readonly culture: string;
};

export async function checkoutScope(lang: string): Promise<CheckoutScope> {
  const [scope, { culture }] = await Promise.all([cartScope(lang), getShopContext(lang)]);
  const token = scope.signedIn?.accessToken;
  const http = createHttpClient({
    baseUrl: webConfig.apiInternalUrl,
    defaultQuery: () => ({ marketId: scope.market.marketId, cultureCode: culture }),
    getToken: async () => token,
    fetch: visitorFetch,
    onSessionEnded: leaveEndedSession,
  });
  return { ...scope, order: createOrderApi(http), metadata: createMetadataApi(http), culture };
}
