import type { Language } from './languages';
import {
  cultureFor,
  DEFAULT_MARKET_NAME,
  defaultLanguageOf,
  getMarketByHost,
  getMarketByName,
  type Market,
  marketLanguages,
} from './markets';

function defaultMarket(): Market {
  const market = getMarketByName(DEFAULT_MARKET_NAME);
  if (!market) throw new Error(`default market ${DEFAULT_MARKET_NAME} is missing`);
  return market;
}

/**
 * The request's market: its host names one (port, case and 'www.' ignored); otherwise, as on
 * localhost or a preview host, the market cookie; otherwise the default market.
 */
export function resolveMarket(request: {
  readonly host?: string | null;
  readonly cookieMarket?: string | null;
}): Market {
  const byHost = request.host ? getMarketByHost(request.host) : undefined;
  if (byHost) return byHost;
  const byCookie = request.cookieMarket ? getMarketByName(request.cookieMarket.trim()) : undefined;
  return byCookie ?? defaultMarket();
}

export type LanguagePrefix =
  | { readonly kind: 'ok'; readonly language: Language; readonly culture: string }
  | { readonly kind: 'none' }
  | { readonly kind: 'unknown' };

/**
 * What a URL's two-letter prefix means in a market. 'unknown' covers a real language the market
 * does not sell in, so /is/... on the Icelandic market (served in English) is unknown too: the
 * server redirects it to /, the client shows 404.
 */
export function languageForPrefix(market: Market, prefix: string | undefined): LanguagePrefix {
  if (prefix === undefined || !/^[a-z]{2}$/.test(prefix)) return { kind: 'none' };
  const language = marketLanguages(market).find((l) => l === prefix);
  const culture = language && cultureFor(market, language);
  return language && culture ? { kind: 'ok', language, culture } : { kind: 'unknown' };
}

/** A visitor switching market keeps their language where the new market has it. */
export function languageAfterMarketChange(newMarket: Market, currentLanguage: Language): Language {
  return marketLanguages(newMarket).includes(currentLanguage)
    ? currentLanguage
    : defaultLanguageOf(newMarket);
}
