import { routePath } from '@workwear/domain';
import { type NextRequest, NextResponse } from 'next/server';
import {
  authApiFor,
  logoutConfirmHref,
  logoutLanguage,
  logoutMayProceed,
  readSessionCookies,
  sessionCookieClears,
} from '@/features/auth';
import { writeCookies } from '@/lib/cookieWriter';
import { requestIsHttps, requestMarket } from '@/lib/requestOrigin';

/**
 * The logout route, /logout?locale=sv (spec: it takes a locale; another tab's Logout message opens
 * it). Ends the session at the API (its refresh-token family), empties the five session cookies and
 * goes to the language home. Safe to open twice: a session already ended is answered the same.
 * Only a request of this site's own signs out; one another site made (a link, an image, a form)
 * is sent to a page that asks first (logoutRequest.ts).
 */
async function logout(request: NextRequest) {
  const get = (name: string) => request.headers.get(name);
  const https = requestIsHttps(get);
  const market = requestMarket(get, (name) => request.cookies.get(name)?.value);
  const language = logoutLanguage(market, request.nextUrl.searchParams.get('locale'));
  if (!logoutMayProceed(request.method, get)) {
    const confirm = NextResponse.redirect(new URL(logoutConfirmHref(language), request.url), 303);
    confirm.headers.set('Cache-Control', 'no-store');
    return confirm;
  }
  const { refreshToken } = readSessionCookies((name) => request.cookies.get(name)?.value, https);
  if (refreshToken) {
    await authApiFor({ address: get('x-forwarded-for') ?? undefined })
      .logout(refreshToken)
      .catch(() => undefined);
  }
  const response = NextResponse.redirect(new URL(routePath('Home', language), request.url), 303);
  writeCookies(response.cookies, sessionCookieClears(https));
  response.headers.set('Cache-Control', 'no-store');
  return response;
}

export const GET = logout;
export const POST = logout;
