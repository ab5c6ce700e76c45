import { MARKETS, type Market } from '@workwear/domain';
import { type WebConfig, webConfig } from './webConfig';

// Hosts arrive in any case and sometimes with the DNS root's trailing dot; both name the same site.
const normaliseHost = (host: string) => host.trim().toLowerCase().replace(/\.$/, '');

/**
 * Each market's public origin, from configuration only (PUBLIC_URL, MARKET_PUBLIC_URLS). Absolute
 * links in pages (canonical, hreflang, og:image, JSON-LD, sitemap, robots.txt) are built here and
 * never from a request's Host or X-Forwarded-* headers, which anyone can set: a page rendered for a
 * forged header would otherwise carry the forger's links, and the page cache would hand it to all.
 */
export function createPublicUrls(config: Pick<WebConfig, 'publicUrl' | 'marketPublicUrls'>) {
  const hostCounts = new Map<string, number>();
  for (const market of MARKETS) {
    const host = new URL(config.marketPublicUrls.get(market.name) ?? config.publicUrl).host;
    hostCounts.set(host, (hostCounts.get(host) ?? 0) + 1);
  }
  // Only a host that belongs to exactly one market names it; the shared PUBLIC_URL names none.
  const byHost = new Map<string, Market>();
  for (const market of MARKETS) {
    const origin = config.marketPublicUrls.get(market.name);
    if (origin && hostCounts.get(new URL(origin).host) === 1) byHost.set(new URL(origin).host, market);
  }

  const originOf = (market: Market): string => config.marketPublicUrls.get(market.name) ?? config.publicUrl;

  return {
    /** The market whose own public URL has this host; undefined for any other host. */
    marketForHost(host: string | null | undefined): Market | undefined {
      return host ? byHost.get(normaliseHost(host)) : undefined;
    },
    /** The market's origin, e.g. https://www.example.se. */
    originOf,
    /** An absolute URL of a site path (one starting with a single /) on the market's site. */
    absoluteUrl(market: Market, path: string): string {
      if (!path.startsWith('/') || path.startsWith('//')) throw new Error(`not a site path: ${path}`);
      return `${originOf(market)}${path}`;
    },
  };
}

export type PublicUrls = ReturnType<typeof createPublicUrls>;

export const publicUrls: PublicUrls = createPublicUrls(webConfig);
