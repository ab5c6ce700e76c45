import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import {
  cartCookieBrowserName,
  cookieName,
  parseConsentCookie,
  parseVatChoice,
  SHOP_COOKIE_KEYS,
  serializeConsent,
} from '@workwear/domain';
import { type HeaderGetter, requestIsHttps, requestMarket } from '../lib/requestOrigin';

/**
 * A short-lived cache of whole HTML pages for anonymous visitors, in front of Next's renderer. A
 * catalogue page is the same for every anonymous visitor with the same market, language, VAT choice
 * and consent state, and rendering one costs tens of milliseconds of the only thread a worker has,
 * so popular pages are rendered once per TTL (the spec's cache default, 60 s, as in the API).
 * Conservative by design: a request carrying any cookie other than the preference cookies and the
 * anonymous cart's id (a session, say) is never served from or stored in the cache, nor is a client-side navigation
 * (RSC) request, nor a response that sets a cookie or is not a 200 HTML page.
 *
 * The key holds only what the page depends on, each in its parsed form: the market (from a
 * configured host or the cookie, never the raw Host header), the scheme, the path with only the
 * query parameters its page reads, the VAT choice and consent, and the response encoding. Anything
 * else a request varies (an unknown parameter, a junk cookie value, a forged header) maps to an
 * existing entry instead of a new one, and the page is rendered from the key's URL, so what is
 * stored cannot depend on the rest either. The whole cache is capped in bytes.
 */

type Entry = { expires: number; bytes: number; status: number; headers: OutgoingHttpHeaders; body: Buffer };

/**
 * What the cache knows of the shop's pages, from the route registry (app/_routes/routeQuery.ts):
 * handed in by the web server, so this module loads no page's code.
 */
export type CachedPages = {
  /** The URL with only the query parameters its page reads, in a fixed order. */
  urlKey: (url: string) => string;
  /** A page about one visitor (a checkout step, an order status): never cached, whatever the cookies. */
  isPrivate: (url: string) => boolean;
};

export type HtmlCacheOptions = { ttlMs: number; maxBytes: number; pages: CachedPages; now?: () => number };

type CacheableRequest = Pick<IncomingMessage, 'method' | 'url' | 'headers'>;

function parseCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const raw = part.slice(eq + 1).trim();
    let value = raw;
    try {
      value = decodeURIComponent(raw);
    } catch {
      // A malformed escape stays as it came; the page's own parse rejects it the same way.
    }
    cookies.set(part.slice(0, eq).trim(), value);
  }
  return cookies;
}

function encodingOf(accept: string | string[] | undefined): string {
  const value = String(accept ?? '');
  if (/\bbr\b/.test(value)) return 'br';
  if (/\bgzip\b/.test(value)) return 'gzip';
  return 'identity';
}

/** The key of a cacheable request, or undefined when the request must reach the renderer. */
export function htmlCacheKey(req: CacheableRequest, pages: CachedPages): string | undefined {
  const { headers } = req;
  if (req.method !== 'GET' || !req.url) return undefined;
  if (headers.rsc !== undefined || headers['next-router-prefetch'] !== undefined || headers.authorization) {
    return undefined;
  }
  if (req.url.startsWith('/_next/') || req.url.startsWith('/api/')) return undefined;
  // The development mailbox changes with every e-mail the shop sends: always rendered fresh.
  if (req.url.startsWith('/dev/')) return undefined;
  if (!String(headers.accept ?? '').includes('text/html')) return undefined;
  if (pages.isPrivate(req.url)) return undefined;
  const get: HeaderGetter = (name) => headers[name];
  const https = requestIsHttps(get);
  // An anonymous visitor's cart changes nothing in a page's HTML: its badge and mini cart are
  // filled in the browser (features/cart), so Blk.Cart.Public neither bars the cache nor keys it.
  const allowedCookies = new Set([
    ...SHOP_COOKIE_KEYS.map((key) => cookieName(key, https)),
    cartCookieBrowserName({ kind: 'anonymous' }, https),
  ]);
  const cookies = parseCookies(headers.cookie);
  for (const name of cookies.keys()) if (!allowedCookies.has(name)) return undefined;

  const market = requestMarket(get, (name) => cookies.get(name));
  const vatChoice = parseVatChoice(cookies.get(cookieName('vatChoice', https))) ?? '';
  const consent = parseConsentCookie(cookies.get(cookieName('consent', https)));
  return [
    market.name,
    https ? 'https' : 'http',
    pages.urlKey(req.url),
    vatChoice,
    consent ? serializeConsent(consent) : '',
    encodingOf(headers['accept-encoding']),
  ].join('\n');
}

function headerBytes(headers: OutgoingHttpHeaders): number {
  let bytes = 0;
  for (const [name, value] of Object.entries(headers)) bytes += name.length + String(value).length + 4;
  return bytes;
}

export function createHtmlCache({ ttlMs, maxBytes, pages, now = Date.now }: HtmlCacheOptions) {
  const entries = new Map<string, Entry>();
  let bytes = 0;
  // One page may take at most a quarter of the cache, so a huge page cannot empty it.
  const maxEntryBytes = Math.floor(maxBytes / 4);

  function remove(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  }

  function lookup(key: string): Entry | undefined {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= now()) {
      remove(key);
      return undefined;
    }
    return entry;
  }

  function store(key: string, page: Pick<Entry, 'status' | 'headers' | 'body'>) {
    const cacheable =
      page.status === 200 &&
      page.headers['set-cookie'] === undefined &&
      String(page.headers['content-type'] ?? '').startsWith('text/html');
    if (!cacheable) return;
    const size = key.length * 2 + page.body.length + headerBytes(page.headers);
    if (size > maxEntryBytes) return;
    remove(key);
    entries.set(key, { ...page, bytes: size, expires: now() + ttlMs });
    bytes += size;
    // Oldest first: Map keeps insertion order.
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes) break;
      remove(oldest);
    }
  }

  /**
   * Serves a cached page, or lets `render` answer and keeps what it wrote. Returns true when the
   * response came from the cache.
   */
  function handle(req: IncomingMessage, res: ServerResponse, render: () => unknown): boolean {
    const key = htmlCacheKey(req, pages);
    if (key === undefined) {
      render();
      return false;
    }
    const hit = lookup(key);
    if (hit) {
      res.writeHead(hit.status, { ...hit.headers, 'x-html-cache': 'HIT' });
      res.end(hit.body);
      return true;
    }
    // Rendered from the key's URL, so the stored page cannot echo a parameter the key leaves out.
    req.url = pages.urlKey(req.url ?? '/');
    const chunks: Buffer[] = [];
    const write = res.write.bind(res);
    const end = res.end.bind(res);
    const keep = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
      chunks.push(
        Buffer.isBuffer(chunk)
          ? chunk
          : typeof chunk === 'string'
            ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
            : Buffer.from(chunk as Uint8Array),
      );
    };
    // Next streams the page through write() and end(); both pass on unchanged.
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0]);
      return (write as (...args: unknown[]) => boolean)(chunk, ...rest);
    }) as typeof res.write;
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0]);
      const headers = res.getHeaders();
      delete headers['x-html-cache'];
      store(key, { status: res.statusCode, headers, body: Buffer.concat(chunks) });
      return (end as (...args: unknown[]) => ServerResponse)(chunk, ...rest);
    }) as typeof res.end;
    res.setHeader('x-html-cache', 'MISS');
    render();
    return false;
  }

  function clear() {
    entries.clear();
    bytes = 0;
  }

  return { handle, clear, size: () => entries.size, bytes: () => bytes };
}
