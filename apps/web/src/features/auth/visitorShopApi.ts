import { cache } from 'react';
import { createShopApi, type ShopApi } from '@/lib/shopApi';
import { getShopContext } from '@/lib/shopContext';
import { visitorSession } from './visitorSession';

/**
 * The API as this request's visitor sees it (market, culture and, when signed in, their prices and
 * assortment); one client per request. Pages for a signed-in visitor are never kept in the page cache.
 */
export const getShopApi = cache(async (lang: string): Promise<ShopApi> => {
  const { market, culture } = await getShopContext(lang);
  return createShopApi(market.marketId, culture, visitorSession());
});
