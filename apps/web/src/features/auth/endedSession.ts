import { languageForPrefix, type Market, matchRoute, type RoleCode, splitLocalePath } from '@workwear/domain';
import { cookies, headers } from 'next/headers';
import { RedirectType, redirect } from 'next/navigation';
import { writeCookies } from '@/lib/cookieWriter';
import { requestIsHttps } from '@/lib/requestOrigin';
import { getMarket } from '@/lib/shopContext';
import { SESSION_ENDED_PATH } from './authPaths';
import { loggedOutReturnPath } from './loggedOutReturnPath';
import { getSignedIn } from './session';
import { sessionCookieClears, sessionCookieName } from './sessionCookies';

/** The logged-out page's way back from the page at `currentPath` (path and query) of a market. */
export function endedSessionReturnPath(
  market: Market,
  role: RoleCode | undefined,
  currentPath: string,
): string | undefined {
  const { prefix, rest } = splitLocalePath(currentPath.split('?')[0] ?? '');
  const language = languageForPrefix(market, prefix);
  if (language.kind !== 'ok') return undefined;
  const route = matchRoute(language.language, rest)?.route.name;
  return loggedOutReturnPath({ role, route, language: language.language, currentPath });
}

/**
 * Drops the access token cookie, where cookies can be written (a server action, a route handler):
 * the next request then finds only the refresh token, which the API refuses, and proxy.ts answers
 * with the 440 page. False in a server component's render, which may not write cookies.
 */
async function dropAccessToken(https: boolean): Promise<boolean> {
  const access = sessionCookieName('access', https);
  try {
    writeCookies(
      await cookies(),
      sessionCookieClears(https).filter((c) => c.name === access),
    );
    return true;
  } catch {
    return false;
  }
}

/**
 * What the storefront's server does when the API answers 401 to a call with the visitor's access
 * token (the HTTP clients' onSessionEnded): the session has ended at the API (signed out elsewhere,
 * password reset, account deactivated) although the token has not expired. In a page's render the
 * visitor is sent to the logged-out page (status 440, its modal, the five cookies emptied by
 * proxy.ts) with the way back to this page. In a server action or a route handler the access token
 * is dropped and the 401 goes on to the caller's own handling (the company switch, for one, sends the
 * visitor to the logged-out page itself): a redirect thrown there would be swallowed by the action's
 * error handling, and the next request reaches the 440 page anyway. Outside a request (a background
 * refresh) there is no visitor, and the caller just sees the 401.
 */
export async function leaveEndedSession(): Promise<void> {
  let requestHeaders: Headers;
  try {
    requestHeaders = await headers();
  } catch {
    return;
  }
  if (await dropAccessToken(requestIsHttps((name) => requestHeaders.get(name)))) return;
  const [market, signedIn] = await Promise.all([getMarket(), getSignedIn()]);
  const pathname = requestHeaders.get('x-pathname');
  const returnTo =
    pathname &&
    endedSessionReturnPath(market, signedIn?.role, `${pathname}${requestHeaders.get('x-search') ?? ''}`);
  redirect(
    returnTo ? `${SESSION_ENDED_PATH}?returnTo=${encodeURIComponent(returnTo)}` : SESSION_ENDED_PATH,
    RedirectType.replace,
  );
}
