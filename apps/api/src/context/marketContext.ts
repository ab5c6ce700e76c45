import {
  DEFAULT_CULTURE_CODE,
  DEFAULT_MARKET_NAME,
  getMarketById,
  getMarketByName,
  invalidParameter,
} from '@workwear/domain';
import type { MarketContext } from './requestContext';

const defaultMarket = getMarketByName(DEFAULT_MARKET_NAME)!;

/**
 * marketId defaults to SE and cultureCode to the market's default locale (sv-SE for SE).
 * A culture that is not one of the market's locales is refused: the spec says the language
 * parameter must be one of the market's locales.
 */
export function resolveMarketContext(
  marketId: string | undefined,
  cultureCode: string | undefined,
): MarketContext {
  const market = marketId === undefined ? defaultMarket : getMarketById(marketId);
  if (!market) throw invalidParameter('marketId', `Unknown market '${marketId}'.`);
  const culture = cultureCode ?? (market === defaultMarket ? DEFAULT_CULTURE_CODE : market.defaultLocale);
  const locale = market.locales.find((l) => l.cultureCode === culture);
  if (!locale) {
    const allowed = market.locales.map((l) => l.cultureCode).join(', ');
    throw invalidParameter(
      'cultureCode',
      `'${culture}' is not a locale of market ${market.marketId} (${allowed}).`,
    );
  }
  return { market, siteId: market.siteId, language: locale.name, cultureCode: locale.cultureCode };
}
