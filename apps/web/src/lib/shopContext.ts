import {
  type Consent,
  cookieName,
  cultureFor,
  defaultLanguageOf,
  type Language,
  languageForPrefix,
  type Market,
  parseConsentCookie,
  parseVatChoice,
  type VatChoice,
} from '@workwear/domain';
import { cookies, headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { publicUrls } from './publicUrls';
import { requestIsHttps, requestMarket } from './requestOrigin';

export type ShopContext = {
  market: Market;
  language: Language;
  /** The market's culture for the language, e.g. sv-SE, en-SE. */
  culture: string;
  vatChoice: VatChoice | undefined;
  consent: Consent | undefined;
  /** The path of this request (set by proxy.ts), for the page's canonical and hreflang links. */
  pathname: string;
  /** The market's configured public origin (never the request's Host), for absolute links. */
  origin: string;
  /** The visitor's connection is https: cookies are then Secure and named __Host-... */
  https: boolean;
};

/** The market of a configured host, else the visitor's choice (cookie), else the default market. */
export const getMarket = cache(async (): Promise<Market> => {
  const [h, c] = await Promise.all([headers(), cookies()]);
  return requestMarket(
    (name) => h.get(name),
    (name) => c.get(name)?.value,
  );
});

/** Whether this request came over https (as a trusted proxy reports it), for cookie names. */
const getRequestIsHttps = cache(async (): Promise<boolean> => {
  const h = await headers();
  return requestIsHttps((name) => h.get(name));
});

/**
 * The language the shop's shell speaks at /{lang}/...: `lang` when it is one of the market's
 * languages, else the market's default. Pages of an unknown language answer 404 (getShopContext);
 * the shell around that 404 (a client-side navigation there, see proxy.ts) speaks this language.
 */
export const getShellLanguage = cache(async (lang: string | undefined): Promise<Language> => {
  const market = await getMarket();
  const resolved = languageForPrefix(market, lang);
  return resolved.kind === 'ok' ? resolved.language : defaultLanguageOf(market);
});

/** The shell's language for the path proxy.ts passed on (x-pathname), for pages without params (not-found). */
export const getShellLanguageOfPath = cache(async (): Promise<Language> => {
  const path = (await headers()).get('x-pathname') ?? '';
  return getShellLanguage(path.split('/')[1]);
});

/**
 * Everything a page needs to know about who is asking and where. proxy.ts redirects documents whose
 * prefix is not one of the market's languages; a page reached otherwise (the client-side router's
 * request, a prefetch racing a market change) answers 404 rather than render in the wrong language.
 */
export const getShopContext = cache(async (lang: string): Promise<ShopContext> => {
  const [h, c, market, https] = await Promise.all([headers(), cookies(), getMarket(), getRequestIsHttps()]);
  const resolved = languageForPrefix(market, lang);
  if (resolved.kind !== 'ok') notFound();
  return {
    market,
    language: resolved.language,
    culture: resolved.culture,
    vatChoice: parseVatChoice(c.get(cookieName('vatChoice', https))?.value),
    consent: parseConsentCookie(c.get(cookieName('consent', https))?.value),
    pathname: h.get('x-pathname') ?? `/${lang}`,
    origin: publicUrls.originOf(market),
    https,
  };
});

/**
 * Pages outside /{lang} (/error, /404, /login) speak the market's default language, or the one
 * proxy.ts read from the page's return path (x-plain-language: /login, the logged-out page).
 */
export const getPlainPageLanguage = cache(async (): Promise<{ language: Language; culture: string }> => {
  const [market, h] = await Promise.all([getMarket(), headers()]);
  const asked = languageForPrefix(market, h.get('x-plain-language') ?? undefined);
  const language = asked.kind === 'ok' ? asked.language : defaultLanguageOf(market);
  return { language, culture: cultureFor(market, language) ?? market.defaultLocale };
});
