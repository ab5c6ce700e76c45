import {
  defaultLanguageOf,
  getMarketByName,
  isSupportedLanguage,
  languageAfterMarketChange,
  MARKET_COOKIE,
  resolveMarket,
  routePath,
  safeReturnTo,
} from '@workwear/domain';
import { type NextRequest, NextResponse } from 'next/server';
import { localizedPath } from '@/features/shell/localizedPath';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * GET /preferences?market=no&lang=nb&returnTo=/sv/alla-produkter: store the market, then go back to
 * the same page in the chosen (or the new market's) language. A language the market does not have
 * falls back to the market's default language; returnTo must be a path on this site.
 */
export async function GET(request: NextRequest) {
  const params = request.nextUrl.searchParams;
  const current = resolveMarket({
    host: request.headers.get('host') ?? '',
    cookieMarket: request.cookies.get(MARKET_COOKIE)?.value,
  });
  const chosen = getMarketByName(params.get('market') ?? '') ?? current;
  const requestedLang = params.get('lang');
  const returnTo = safeReturnTo(params.get('returnTo')) ?? '/';
  const fromLang = returnTo.split('/')[1] ?? '';
  const language =
    isSupportedLanguage(requestedLang) && chosen.locales.some((l) => l.name === requestedLang)
      ? requestedLang
      : languageAfterMarketChange(
          chosen,
          isSupportedLanguage(fromLang) ? fromLang : defaultLanguageOf(chosen),
        );

  const target =
    returnTo === '/' ? routePath('Home', language) : await localizedPath(returnTo, chosen, language);
  const response = NextResponse.redirect(new URL(target, request.url), 303);
  response.cookies.set(MARKET_COOKIE, chosen.name, { path: '/', maxAge: ONE_YEAR_SECONDS, sameSite: 'lax' });
  return response;
}
