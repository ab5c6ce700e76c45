import { isSupportedLanguage, matchRoute, splitLocalePath } from '@workwear/domain';
import { isCheckoutRoute } from '../../features/checkout/routing';
import { queryParamsOfRoute } from './routeTable';

/**
 * Pages outside /{lang} that read their query: /error shows ?code; /login is sent a ?returnTo by the
 * route guard.
 */
const PLAIN_PAGE_QUERY_PARAMS: Readonly<Record<string, readonly string[]>> = {
  '/error': ['code'],
  '/login': ['returnTo'],
};

/** The query parameters the page at a path (as it arrives, percent-encoded) reads. */
export function queryParamsOfPath(pathname: string): readonly string[] {
  const plain = PLAIN_PAGE_QUERY_PARAMS[pathname];
  if (plain) return plain;
  const { prefix, rest } = splitLocalePath(pathname);
  if (!prefix || !isSupportedLanguage(prefix)) return [];
  const match = matchRoute(prefix, rest);
  return match ? queryParamsOfRoute(match.route.name) : [];
}

/**
 * The path with only the query parameters its page reads, sorted by name (values of one name keep
 * their order): every URL that renders the same page maps to the same string.
 */
export function pageUrlKey(url: string): string {
  const queryAt = url.indexOf('?');
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  if (queryAt === -1) return pathname;
  const wanted = new Set(queryParamsOfPath(pathname));
  const kept = [...new URLSearchParams(url.slice(queryAt + 1))]
    .filter(([name]) => wanted.has(name))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return kept.length === 0 ? pathname : `${pathname}?${new URLSearchParams(kept).toString()}`;
}

/**
 * A checkout step or order status page: about one visitor's buyer details and order, so never
 * cached, whatever cookies the request carries (a guest has none but the cart's).
 */
function isCheckoutPath(url: string): boolean {
  const queryAt = url.indexOf('?');
  const { prefix, rest } = splitLocalePath(queryAt === -1 ? url : url.slice(0, queryAt));
  if (!prefix || !isSupportedLanguage(prefix)) return false;
  const match = matchRoute(prefix, rest);
  return match !== undefined && isCheckoutRoute(match.route.name);
}

/** The pages as the web server's page cache (server/htmlCache.ts) sees them. */
export const CACHED_PAGES = { urlKey: pageUrlKey, isPrivate: isCheckoutPath };

/** A page's searchParams with only the parameters its route reads. */
export function pickQueryParams<T>(
  searchParams: Readonly<Record<string, T>>,
  names: readonly string[],
): Record<string, T> {
  return Object.fromEntries(Object.entries(searchParams).filter(([name]) => names.includes(name)));
}
