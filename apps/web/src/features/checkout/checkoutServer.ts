import { createMetadataApi, createOrderApi, type MetadataApi, type OrderApi } from '@workwear/client';
import { visitorSession } from '@/features/auth';
import { type CartScope, cartScope } from '@/features/cart';
import { serverApi } from '@/lib/serverApi';
import { getShopContext } from '@/lib/shopContext';

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
  const http = serverApi({
    locale: { marketId: scope.market.marketId, culture },
    session: visitorSession(scope.signedIn),
  });
  return { ...scope, order: createOrderApi(http), metadata: createMetadataApi(http), culture };
}
