import { createCmsApi, createFeaturesApi, createProductApi, createSettingsApi } from '@workwear/client';
import { cultureFor, type Language, MARKETS, type Market } from '@workwear/domain';
import { cache } from 'react';
import { type ApiSession, serverApi } from './serverApi';

/**
 * The catalogue reads of one server render (React's per-request cache; outside a render, such as in
 * a route handler, each call gets a map of its own and nothing is shared). A list page asks for its
 * category in its body and again for its language alternates: one request to the API.
 */
const renderReads = cache((): Map<string, Promise<unknown>> => new Map());

/**
 * The commerce API for one market and culture. With the visitor's session, calls carry the signed-in
 * visitor's access token, so the API answers with their prices and assortment.
 */
export function createShopApi(marketId: string, culture: string, session?: ApiSession) {
  const http = serverApi({
    locale: { marketId, culture },
    ...(session ? { session } : {}),
    sharedReads: renderReads,
  });
  return {
    product: createProductApi(http),
    settings: createSettingsApi(http),
    cms: createCmsApi(http),
    features: createFeaturesApi(http),
  };
}

export type ShopApi = ReturnType<typeof createShopApi>;

/**
 * Catalogue texts (names, slugs) depend on the language only, but the API wants a culture of the
 * market it is asked in: use the preferred market when it speaks the language, else the first that does.
 */
export function shopApiForLanguage(preferred: Market, language: Language): ShopApi {
  const market = preferred.locales.some((l) => l.name === language)
    ? preferred
    : (MARKETS.find((m) => m.locales.some((l) => l.name === language)) ?? preferred);
  return createShopApi(market.marketId, cultureFor(market, language) ?? market.defaultLocale);
}
