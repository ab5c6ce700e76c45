import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';

/**
 * A short-lived cache of whole HTML pages for anonymous visitors, in front of Next's renderer. A
 * catalogue page is the same for every anonymous visitor with the same market, language, VAT choice
 * and consent state, and rendering one costs tens of milliseconds of the only thread a worker has,
 * so popular pages are rendered once per TTL (the spec's cache default, 60 s, as in the API).
 * Conservative by design: a request carrying any cookie other than the three preference cookies
 * (a session, a cart) is never served from or stored in the cache, nor is a client-side navigation
 * (RSC) request, nor a response that sets a cookie or is not a 200 HTML page.
 */

/** The cookies a cached page may depend on; their values are part of the key. */
const PREFERENCE_COOKIES = ['market', 'vatChoice', 'cookieConsent'] as const;

type Entry = { expires: number; status: number; headers: OutgoingHttpHeaders; body: Buffer };

export type HtmlCacheOptions = { ttlMs: number; maxEntries: number; now?: () => number };

function parseCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0) cookies.set(part.slice(0, eq).trim(), part.slice(eq + 1).trim());
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
export function htmlCacheKey(req: Pick<IncomingMessage, 'method' | 'url' | 'headers'>): string | undefined {
  const { headers } = req;
  if (req.method !== 'GET' || !req.url) return undefined;
  if (headers.rsc !== undefined || headers['next-router-prefetch'] !== undefined || headers.authorization) {
    return undefined;
  }
  if (req.url.startsWith('/_next/') || req.url.startsWith('/api/')) return undefined;
  if (!String(headers.accept ?? '').includes('text/html')) return undefined;
  const cookies = parseCookies(headers.cookie);
  for (const name of cookies.keys()) {
    if (!(PREFERENCE_COOKIES as readonly string[]).includes(name)) return undefined;
  }
  const preferences = PREFERENCE_COOKIES.map((name) => `${name}=${cookies.get(name) ?? ''}`).join('&');
  return [headers.host ?? '', req.url, preferences, encodingOf(headers['accept-encoding'])].join('\n');
}

export function createHtmlCache({ ttlMs, maxEntries, now = Date.now }: HtmlCacheOptions) {
  const entries = new Map<string, Entry>();

  function lookup(key: string): Entry | undefined {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  }

  function store(key: string, entry: Omit<Entry, 'expires'>) {
    const cacheable =
      entry.status === 200 &&
      entry.headers['set-cookie'] === undefined &&
      String(entry.headers['content-type'] ?? '').startsWith('text/html');
    if (!cacheable) return;
    entries.delete(key);
    entries.set(key, { ...entry, expires: now() + ttlMs });
    // Oldest first: Map keeps insertion order.
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
  }

  /**
   * Serves a cached page, or lets `render` answer and keeps what it wrote. Returns true when the
   * response came from the cache.
   */
  function handle(req: IncomingMessage, res: ServerResponse, render: () => unknown): boolean {
    const key = htmlCacheKey(req);
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

  return { handle, size: () => entries.size, clear: () => entries.clear() };
}
