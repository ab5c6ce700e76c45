import {
  cookieLine,
  defaultLanguageOf,
  getMarketByName,
  isSupportedLanguage,
  languageAfterMarketChange,
  languageSchema,
  marketNameSchema,
  routePath,
  safeReturnTo,
} from '@workwear/domain';
import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { localizedPath } from '@/features/shell/localizedPath';
import { formRefusal, readForm } from '@/lib/formPost';
import { publicUrls } from '@/lib/publicUrls';
import { requestIsHttps, requestMarket } from '@/lib/requestOrigin';

/** The header's forms post a market (the select) or a language (one button each), and the page. */
const preferencesForm = z.object({
  market: marketNameSchema.optional(),
  lang: languageSchema.optional(),
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
 * POST /preferences (market=no | lang=nb, returnTo=/sv/alla-produkter): store the market, then go
 * back to the same page in the chosen (or the new market's) language. A language the market does not
 * have falls back to the market's default language; returnTo must be a path on this site. The
 * redirect is a path, or the chosen market's configured public URL when it has a site of its own:
 * never built from the request's Host. GET is not answered (405): state never changes through a GET.
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
  const fromLang = returnTo.split('/')[1] ?? '';
  const language =
    form.lang && chosen.locales.some((l) => l.name === form.lang)
      ? form.lang
      : languageAfterMarketChange(
          chosen,
          isSupportedLanguage(fromLang) ? fromLang : defaultLanguageOf(chosen),
        );

  const target = encodedPath(
    returnTo === '/' ? routePath('Home', language) : await localizedPath(returnTo, chosen, language),
  );
  const ownSite = publicUrls.originOf(chosen) !== publicUrls.originOf(current);
  const response = new Response(null, {
    status: 303,
    headers: { Location: ownSite ? publicUrls.absoluteUrl(chosen, target) : target },
  });
  response.headers.append('Set-Cookie', cookieLine('market', chosen.name, https));
  return response;
}
