import { cookieName, type Market, resolveMarket } from '@workwear/domain';
import { publicUrls } from './publicUrls';

/**
 * What a request says about where it came from, read from headers that the web server
 * (server.ts, settleForwardedHeaders) has already cleaned: X-Forwarded-Host and X-Forwarded-Proto
 * survive only from a trusted proxy, so here they can be believed.
 */
/** Reads a request header by its lower-case name: Next's headers().get, or a Node request's headers. */
export type HeaderGetter = (name: string) => string | string[] | null | undefined;

function header(get: HeaderGetter, name: string): string | undefined {
  const value = get(name);
  return (Array.isArray(value) ? value[0] : value) ?? undefined;
}

/** True when the visitor's connection is https (as a trusted proxy reports it). */
export function requestIsHttps(headers: HeaderGetter): boolean {
  return header(headers, 'x-forwarded-proto') === 'https';
}

/** The host the visitor asked for: the proxy's X-Forwarded-Host, else Host. Only ever looked up. */
function requestHost(headers: HeaderGetter): string | undefined {
  return header(headers, 'x-forwarded-host') ?? header(headers, 'host');
}

/**
 * The request's market: a host configured for one market (MARKET_PUBLIC_URLS) names it; otherwise
 * the visitor's market cookie; otherwise the default market. `readCookie` gets a cookie by its name.
 */
export function requestMarket(
  headers: HeaderGetter,
  readCookie: (name: string) => string | undefined,
): Market {
  return (
    publicUrls.marketForHost(requestHost(headers)) ??
    resolveMarket({ cookieMarket: readCookie(cookieName('market', requestIsHttps(headers))) })
  );
}
