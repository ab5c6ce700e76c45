import {
  defaultLanguageOf,
  languageForPrefix,
  loginRedirectPath,
  matchRoute,
  routeAccess,
  routePath,
  skipsStartupData,
  splitLocalePath,
} from '@workwear/domain';
import { type NextRequest, NextResponse } from 'next/server';
import { requestMarket } from '@/lib/requestOrigin';

/**
 * Paths outside /{lang} besides the spec's start-up-free ones (skipsStartupData): pages and handlers
 * of their own, and the parts of a split sitemap.
 */
const OTHER_PLAIN_PATHS = new Set(['/login', '/preferences', '/robots.txt']);

/** The development mailbox and its form handler: they answer 404 themselves while the API's DEV_TOOLS is off. */
const DEV_TOOLS_PREFIX = '/dev/';

/**
 * Every request of a page passes here first: market from a configured host or the market cookie,
 * language from the first path segment, and the route guard. Rules come from @workwear/domain.
 */
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const market = requestMarket(
    (name) => request.headers.get(name),
    (name) => request.cookies.get(name)?.value,
  );

  if (pathname === '/') {
    return NextResponse.redirect(new URL(routePath('Home', defaultLanguageOf(market)), request.url));
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
  if (match) {
    // Sign-in arrives with the accounts issue: until then every visitor is anonymous.
    const access = routeAccess(match.route, { authenticated: false, role: null });
    if (access === 'login') {
      return NextResponse.redirect(new URL(loginRedirectPath(`${pathname}${search}`), request.url), 307);
    }
    if (access === 'forbidden') {
      return NextResponse.redirect(new URL(routePath('Home', language.language), request.url), 302);
    }
  }

  return withPathname(request);
}

/** On to the page, which learns its path (for canonical and hreflang links) from x-pathname. */
function withPathname(request: NextRequest) {
  const headers = new Headers(request.headers);
  headers.set('x-pathname', request.nextUrl.pathname);
  return NextResponse.next({ request: { headers } });
}

/**
 * A request a script made (the client-side router fetching the next page), not a document the
 * browser loads: Fetch Metadata says so with any mode but `navigate`. Next hides its own router
 * headers (RSC) from the proxy, so this is the signal it leaves. Crawlers, HTTP clients and browsers
 * that send no Fetch Metadata (plain http on a host other than localhost) count as documents.
 */
function isScriptRequest(request: NextRequest): boolean {
  const mode = request.headers.get('sec-fetch-mode');
  return mode !== null && mode !== 'navigate';
}

export const config = {
  // Everything but Next's assets, the API and files with an extension (images, fonts, favicon).
  matcher: ['/((?!_next/|api/|.*\\.[a-z0-9]+$).*)', '/sitemap.xml', '/robots.txt'],
};
