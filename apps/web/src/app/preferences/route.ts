import {
  cookieLine,
  cookieName,
  defaultLanguageOf,
  getMarketByName,
  isSupportedLanguage,
  languageAfterMarketChange,
  languageSchema,
  marketNameSchema,
  routePath,
  safeReturnTo,
} from '@workwear/domain';
import { parseConsentCookie } from '@workwear/domain/cookieConsent';
import { vatChoiceSchema } from '@workwear/domain/priceDisplay';
import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { localizedPath } from '@/features/shell';
import { formRefusal, readForm } from '@/lib/formPost';
import { publicUrls } from '@/lib/publicUrls';
import { requestIsHttps, requestMarket } from '@/lib/requestOrigin';

/**
 * The header's forms post a market (the select), a language (one button each) or a VAT choice (the
 * switch's two buttons), and the page.
 */
const preferencesForm = z.object({
  market: marketNameSchema.optional(),
  lang: languageSchema.optional(),
  vatChoice: vatChoiceSchema.optional(),
  returnTo: z.string().max(2000).optional(),
});

/** Far more than the form's three short fields. */
const MAX_BODY_BYTES = 4096;

/** A path as a Location header carries it: non-ASCII letters of translated slugs percent-encoded. */
function encodedPath(path: string): string {
  const url = new URL(path, 'http://path.invalid');
  return `${url.pathname}${url.search}`;
}

/**
 * POST /preferences (market=no | lang=nb | vatChoice=exVAT, returnTo=/sv/alla-produkter): a VAT
 * choice is stored and the same page shown again. Otherwise store the market, then go
 * back to the same page in the chosen (or the new market's) language. A language the market does not
 * have falls back to the market's default language; returnTo must be a path on this site. The
 * redirect is a path, or the chosen market's configured public URL when it has a site of its own:
 * never built from the request's Host. GET is not answered (405): state never changes through a GET.
 *
 * A market served at another origin (MARKET_PUBLIC_URLS) cannot be given a cookie from here: cookies
 * belong to the host that sets them. As shops with a site per country do, the visitor is sent to the
 * page in the market's language on that site, whose host names the market, and nothing is stored
 * here (a cookie would only make this site serve that market too). The one case this cannot carry is
 * a market that shares PUBLIC_URL with others, chosen from a site of its own: there the shared site
 * knows the market only from its own cookie, so the visitor arrives in that site's market and
 * chooses again on it.
 */
export async function POST(request: NextRequest) {
  // A form on another site must not change a visitor's market.
  if (request.headers.get('sec-fetch-site') === 'cross-site') return formRefusal('Cross-site form', 403);
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) {
    return formRefusal('Form too large', 413);
  }
  const read = await readForm(request, preferencesForm);
  if (!read.ok) return read.refusal;
  const form = read.data;

  const headers = (name: string) => request.headers.get(name);
  const https = requestIsHttps(headers);
  const current = requestMarket(headers, (name) => request.cookies.get(name)?.value);
  const chosen = (form.market && getMarketByName(form.market)) || current;
  const returnTo = safeReturnTo(form.returnTo) ?? '/';
  if (form.vatChoice) {
    // The same page again with the choice stored, for as long as the stored consent allows.
    const consent = parseConsentCookie(request.cookies.get(cookieName('consent', https))?.value);
    const response = new Response(null, { status: 303, headers: { Location: encodedPath(returnTo) } });
    response.headers.append('Set-Cookie', cookieLine('vatChoice', form.vatChoice, https, consent));
    return response;
  }
  const fromLang = returnTo.split('/')[1] ?? '';
  const language =
    form.lang && chosen.locales.some((l) => l.name === form.lang)
      ? form.lang
      : languageAfterMarketChange(
          chosen,
          isSupportedLanguage(fromLang) ? fromLang : defaultLanguageOf(chosen),
        );

  // The sign-in page keeps its own return path (a buyer sent to their own market's sign-in).
  const target = encodedPath(
    returnTo === '/'
      ? routePath('Home', language)
      : returnTo.startsWith('/login?')
        ? returnTo
        : await localizedPath(returnTo, chosen, language),
  );
  if (publicUrls.originOf(chosen) !== publicUrls.originOf(current)) {
    return new Response(null, { status: 303, headers: { Location: publicUrls.absoluteUrl(chosen, target) } });
  }
  const response = new Response(null, { status: 303, headers: { Location: target } });
  response.headers.append('Set-Cookie', cookieLine('market', chosen.name, https));
  return response;
}
