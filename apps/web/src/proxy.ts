import {
  defaultLanguageOf,
  languageForPrefix,
  loginRedirectPath,
  type Market,
  matchRoute,
  routeAccess,
  routePath,
  skipsStartupData,
  splitLocalePath,
} from '@workwear/domain';
import { type NextRequest, NextResponse } from 'next/server';
import { pageFolderOf, pageFolderPath } from '@/app/_routes/routeTable';
import {
  LOGOUT_CONFIRM_PATH,
  LOGOUT_PATH,
  loggedOutReturnPath,
  loginLanguage,
  logoutLanguage,
  PORTAL_REDIRECT_PATH,
  type RequestSession,
  replaceRequestCookies,
  resolveRequestSession,
  SESSION_ENDED_PATH,
  sessionCookieClears,
} from '@/features/auth/routing';
import { CART_COUNT_PATH } from '@/features/cart/routing';
import { type CookieWrite, writeCookies } from '@/lib/cookieWriter';
import { requestIsHttps, requestMarket } from '@/lib/requestOrigin';

/**
 * Paths outside /{lang} besides the spec's start-up-free ones (skipsStartupData): pages and handlers
 * of their own, and the parts of a split sitemap.
 */
const OTHER_PLAIN_PATHS = new Set([
  '/preferences',
  '/robots.txt',
  LOGOUT_PATH,
  PORTAL_REDIRECT_PATH,
  CART_COUNT_PATH,
]);

/** The development mailbox and its form handler: they answer 404 themselves while the API's DEV_TOOLS is off. */
const DEV_TOOLS_PREFIX = '/dev/';

/**
 * Every request of a page passes here first: market from a configured host or the market cookie,
 * language from the first path segment, and the route guard. Rules come from @workwear/domain.
 */
export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const market = requestMarket(
    (name) => request.headers.get(name),
    (name) => request.cookies.get(name)?.value,
  );

  if (pathname === '/') {
    return NextResponse.redirect(new URL(routePath('Home', defaultLanguageOf(market)), request.url));
  }
  if (pathname === SESSION_ENDED_PATH) {
    return sessionEndedPage(request, market, request.nextUrl.searchParams.get('returnTo'));
  }
  if (pathname === '/login') {
    return withPlainLanguage(request, loginLanguage(request.nextUrl.searchParams.get('returnTo'), market));
  }
  if (pathname === LOGOUT_CONFIRM_PATH) {
    return withPlainLanguage(request, logoutLanguage(market, request.nextUrl.searchParams.get('locale')));
  }
  if (
    skipsStartupData(pathname) ||
    OTHER_PLAIN_PATHS.has(pathname) ||
    pathname.startsWith('/sitemap/') ||
    pathname.startsWith(DEV_TOOLS_PREFIX)
  ) {
    return NextResponse.next();
  }

  const { prefix, rest } = splitLocalePath(pathname);
  const language = languageForPrefix(market, prefix);
  // The spec: two lower-case letters that are not one of the market's languages redirect to / on the
  // server and give 404 on the client. The page's own router would follow a redirect silently and
  // show the home page, so its requests go on to the [lang] pages, which answer 404 in the shell.
  if (language.kind === 'unknown') {
    return isScriptRequest(request)
      ? withPathname(request)
      : NextResponse.redirect(new URL('/', request.url));
  }
  if (language.kind === 'none') return NextResponse.rewrite(new URL('/404', request.url), { status: 404 });

  const match = matchRoute(language.language, rest);
  const session = await sessionOf(request);
  if (session.kind === 'ended') {
    // The client-side router turns any answer but a page into a document load of the same URL: that
    // load (cookies untouched until then) gets the logged-out page.
    if (isScriptRequest(request)) return sessionEndedForScript(request, `${pathname}${search}`);
    const returnTo = loggedOutReturnPath({
      role: session.customer?.role,
      route: match?.route.name,
      language: language.language,
      currentPath: `${pathname}${search}`,
    });
    return sessionEndedPage(request, market, returnTo);
  }
  const writes = session.kind === 'active' ? session.writes : undefined;
  if (match) {
    const access = routeAccess(
      match.route,
      session.kind === 'active'
        ? { authenticated: true, role: session.claims.role }
        : { authenticated: false },
    );
    if (access === 'login') {
      return NextResponse.redirect(new URL(loginRedirectPath(`${pathname}${search}`), request.url), 307);
    }
    // A role not allowed: 302 to the language home for a document; the client-side router's request
    // goes on to the page, which answers with the 403 page (the spec's client behaviour).
    if (access === 'forbidden' && !isScriptRequest(request)) {
      return withCookies(
        NextResponse.redirect(new URL(routePath('Home', language.language), request.url), 302),
        writes,
      );
    }
    const folder = pageFolderOf(match.route.name);
    if (folder) {
      const url = request.nextUrl.clone();
      url.pathname = pageFolderPath(language.language, folder, rest);
      return withCookies(
        NextResponse.rewrite(url, { request: { headers: pageHeaders(request, writes) } }),
        writes,
      );
    }
  }
  // No route, or a route with no page yet: the catch-all answers 404 in the shop's shell.
  return withPathname(request, writes);
}

/** The request's session, refreshed when its access token is (nearly) expired. */
function sessionOf(request: NextRequest): Promise<RequestSession> {
  return resolveRequestSession(
    (name) => request.cookies.get(name)?.value,
    requestIsHttps((name) => request.headers.get(name)),
    request.headers.get('x-forwarded-for') ?? undefined,
  );
}

/**
 * The logged-out page with status 440: the session's cookies are emptied and the modal offers to
 * sign in again, then return to `returnTo` (a path on this site; anything else: the home page).
 */
function sessionEndedPage(request: NextRequest, market: Market, returnTo: string | null) {
  const url = new URL(SESSION_ENDED_PATH, request.url);
  url.search = '';
  if (returnTo) url.searchParams.set('returnTo', returnTo);
  const clears = sessionCookieClears(requestIsHttps((name) => request.headers.get(name)));
  const headers = new Headers(request.headers);
  headers.set('cookie', replaceRequestCookies(request.headers.get('cookie'), clears));
  headers.set('x-plain-language', loginLanguage(returnTo, market));
  return withCookies(NextResponse.rewrite(url, { status: 440, request: { headers } }), clears);
}

/** A plain page (/login, the logout confirmation) in the language it was asked in. */
function withPlainLanguage(request: NextRequest, language: string) {
  const headers = new Headers(request.headers);
  headers.set('x-plain-language', language);
  return NextResponse.next({ request: { headers } });
}

/** Sets the session's cookies on the response (a refresh, or emptied on the logged-out page). */
function withCookies(response: NextResponse, writes: readonly CookieWrite[] | undefined) {
  writeCookies(response.cookies, writes ?? []);
  return response;
}

/**
 * On to the page, which learns its path (for canonical and hreflang links, and the route it renders)
 * from x-pathname and its query from x-search. A refreshed session's cookies replace the old ones in
 * the request (the page's server components read them) and are set on the response.
 */
function withPathname(request: NextRequest, writes?: readonly CookieWrite[]) {
  return withCookies(NextResponse.next({ request: { headers: pageHeaders(request, writes) } }), writes);
}

/** The page's request headers: the path as asked (a rewrite changes what Next sees), query, cookies. */
function pageHeaders(request: NextRequest, writes: readonly CookieWrite[] | undefined): Headers {
  const headers = new Headers(request.headers);
  headers.set('x-pathname', request.nextUrl.pathname);
  // With the path, the way back from the logged-out page (features/auth/endedSession.ts).
  headers.set('x-search', request.nextUrl.search);
  if (writes) headers.set('cookie', replaceRequestCookies(request.headers.get('cookie'), writes));
  return headers;
}

/**
 * A request a script made (the client-side router fetching the next page), not a document the
 * browser loads: Fetch Metadata says so with any mode but `navigate`. Next hides its own router
 * headers (RSC) from the proxy, so this is the signal it leaves. Crawlers, HTTP clients and browsers
 * that send no Fetch Metadata (plain http on a host other than localhost) count as documents.
 */
/**
 * A server action's client takes only an action reply or an action redirect: a bare 440 breaks the
 * page ("This page couldn't load"). It follows `x-action-redirect` with a document load, and that load
 * gets the logged-out page. Other script requests (the router's) turn a 440 into that load themselves.
 */
function sessionEndedForScript(request: NextRequest, currentPath: string): NextResponse {
  const headers = request.headers.has('next-action')
    ? { 'x-action-redirect': `${currentPath};replace` }
    : undefined;
  return new NextResponse(null, { status: 440, headers });
}

function isScriptRequest(request: NextRequest): boolean {
  const mode = request.headers.get('sec-fetch-mode');
  return mode !== null && mode !== 'navigate';
}

export const config = {
  // Everything but Next's assets, the API and files with an extension (images, fonts, favicon).
  matcher: ['/((?!_next/|api/|.*\\.[a-z0-9]+$).*)', '/sitemap.xml', '/robots.txt'],
};
