import {
  CONSENT_COOKIE,
  type Consent,
  cultureFor,
  defaultLanguageOf,
  type Language,
  languageForPrefix,
  MARKET_COOKIE,
  type Market,
  parseConsentCookie,
  parseVatChoice,
  resolveMarket,
  VAT_CHOICE_COOKIE,
  type VatChoice,
} from '@workwear/domain';
import { cookies, headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { cache } from 'react';

export type ShopContext = {
  market: Market;
  language: Language;
  /** The market's culture for the language, e.g. sv-SE, en-SE. */
  culture: string;
  vatChoice: VatChoice | undefined;
  consent: Consent | undefined;
  /** The path of this request (set by proxy.ts), for the page's canonical and hreflang links. */
  pathname: string;
  origin: string;
};

/** The market from the host, else the visitor's choice (cookie), else the default market. */
export const getMarket = cache(async (): Promise<Market> => {
  const [h, c] = await Promise.all([headers(), cookies()]);
  return resolveMarket({ host: h.get('host') ?? '', cookieMarket: c.get(MARKET_COOKIE)?.value });
});

/**
 * Everything a page needs to know about who is asking and where. proxy.ts has already redirected
 * prefixes that are not one of the market's languages; a page reached otherwise (a prefetch racing a
 * market change) still answers 404 rather than render in the wrong language.
 */
export const getShopContext = cache(async (lang: string): Promise<ShopContext> => {
  const [h, c, market] = await Promise.all([headers(), cookies(), getMarket()]);
  const resolved = languageForPrefix(market, lang);
  if (resolved.kind !== 'ok') notFound();
  const proto = h.get('x-forwarded-proto') ?? 'http';
  return {
    market,
    language: resolved.language,
    culture: resolved.culture,
    vatChoice: parseVatChoice(c.get(VAT_CHOICE_COOKIE)?.value),
    consent: parseConsentCookie(c.get(CONSENT_COOKIE)?.value),
    pathname: h.get('x-pathname') ?? `/${lang}`,
    origin: `${proto}://${h.get('host') ?? 'localhost:3000'}`,
  };
});

/** Pages outside /{lang} (/error, /404, /login) speak the market's default language. */
export const getPlainPageLanguage = cache(async (): Promise<{ language: Language; culture: string }> => {
  const market = await getMarket();
  const language = defaultLanguageOf(market);
  return { language, culture: cultureFor(market, language) ?? market.defaultLocale };
});
