import { createOrderApi, HttpError, type OrderApi } from '@workwear/client';
import type { OrderView } from '@workwear/contracts';
import { cache } from 'react';
import { getSignedIn, type SignedIn, visitorSession } from '@/features/auth';
import { serverApi } from '@/lib/serverApi';
import { getShopContext } from '@/lib/shopContext';

/**
 * The order service as this request's visitor reaches it: from the storefront's server, with the
 * signed-in visitor's token (the browser never holds one), in the page's market and culture. A guest
 * has no token: the API then answers only orders of no customer, by their unguessable id.
 */
export type OrderScope = { readonly order: OrderApi; readonly signedIn: SignedIn | null };

export const orderScope = cache(async (lang: string): Promise<OrderScope> => {
  const [signedIn, { market, culture }] = await Promise.all([getSignedIn(), getShopContext(lang)]);
  const http = serverApi({
    locale: { marketId: market.marketId, culture },
    session: visitorSession(signedIn),
  });
  return { order: createOrderApi(http), signedIn };
});

/** The order, or null when this visitor may not see it or it does not exist (the API's 404 for both). */
export async function loadOrder(lang: string, id: string): Promise<OrderView | null> {
  const { order } = await orderScope(lang);
  try {
    return await order.get(id);
  } catch (error) {
    if (error instanceof HttpError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}
