import type { IncomingHttpHeaders } from 'node:http';
// Next's own parse of the header, so what is refused here is exactly what would make Next fail.
import { parseAndValidateFlightRouterState } from 'next/dist/server/app-render/parse-and-validate-flight-router-state';
import type { Refusal } from './refusalPage';

/**
 * Requests the web server refuses before Next sees them, because Next or the pages would otherwise
 * answer 500 (or render a page for a host that cannot exist): a method the shop does not serve, a
 * Host header that is not a host, a path whose %-escapes do not decode, and control characters
 * (NUL and the like) in the path or the query, which no product name, slug or search term holds; a
 * router-state header Next cannot parse; and a server action posted from another origin.
 */

/**
 * Methods of pages, forms and route handlers. Not OPTIONS: the shop answers no cross-origin
 * requests, so it has no preflights to answer (Next would answer a page's OPTIONS with an empty 400).
 */
const METHODS = new Set(['GET', 'HEAD', 'POST']);
/** /api/ is forwarded to the API, which decides for itself about the others (and refuses TRACE). */
const API_METHODS = new Set([...METHODS, 'OPTIONS', 'PUT', 'PATCH', 'DELETE']);
/** TRACE and TRACK echo the request (cross-site tracing) and CONNECT opens tunnels: never, anywhere. */
const NEVER = new Set(['TRACE', 'TRACK', 'CONNECT']);

/** The Allow header of a 405 outside /api/. */
const ALLOWED_METHODS = [...METHODS].join(', ');

// A host name (labels of letters, digits, inner hyphens; underscores too, as container names have
// them), an IPv4 address or a bracketed IPv6 literal, then an optional port.
const HOST_NAME =
  /^[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?(?:\.[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?)*\.?$/i;
const IPV6_LITERAL = /^\[[0-9a-f:.]+\]$/i;

/** True for a Host header value a browser could send: host name or address, optional port. */
export function isValidHost(value: string | undefined): boolean {
  if (!value || value.length > 261) return false;
  const match = /^(.*?)(?::(\d{1,5}))?$/.exec(value);
  const [, host = '', port] = match ?? [];
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65535)) return false;
  return IPV6_LITERAL.test(host) || (host.length <= 254 && HOST_NAME.test(host));
}

// C0 controls and DEL. Tabs and newlines included: none belongs in a path or a query value.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL = /[\u0000-\u001f\u007f]/;

/** Decodes a path; undefined when a % is not followed by two hex digits or the bytes are not UTF-8. */
function decodedPath(path: string): string | undefined {
  try {
    return decodeURIComponent(path);
  } catch {
    return undefined;
  }
}

/**
 * The client router's state (Next-Router-State-Tree), which the browser sends with its in-app
 * navigations: Next parses it on every request that carries it and answers one it cannot parse (or one
 * over its size limit) with a 500, on any page, /404 included.
 */
function routerStateIsValid(value: string | string[] | undefined): boolean {
  try {
    parseAndValidateFlightRouterState(value);
    return true;
  } catch {
    return false;
  }
}

/**
 * A server action posted from another origin: by fetch (the Next-Action header) or as a form without
 * JavaScript (multipart). Next compares Origin's host with X-Forwarded-Host (settled by
 * forwardedHeaders.ts) or Host and answers a mismatch, an Origin of "null" or one that is not a URL
 * with a 500 after logging a CSRF attempt; it is the visitor's request that is wrong, so a 403. No
 * Origin at all goes on, as Next lets it (no browser sends a cross-site POST without one).
 */
function isCrossOriginAction(method: string, headers: IncomingHttpHeaders): boolean {
  if (method !== 'POST') return false;
  const multipart = String(headers['content-type'] ?? '')
    .toLowerCase()
    .startsWith('multipart/form-data');
  if (headers['next-action'] === undefined && !multipart) return false;
  const { origin } = headers;
  if (origin === undefined) return false;
  const host = headers['x-forwarded-host']?.toString().split(',')[0]?.trim() || headers.host;
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}

export type Verdict = { refusal: Refusal; allow?: string } | null;

/** Why the request is refused, or null when it may go on. */
export function refuseRequest(req: {
  method?: string | undefined;
  url?: string | undefined;
  headers: IncomingHttpHeaders;
}): Verdict {
  const method = (req.method ?? '').toUpperCase();
  const url = req.url ?? '';
  const queryStart = url.indexOf('?');
  const path = queryStart < 0 ? url : url.slice(0, queryStart);
  const isApi = path.startsWith('/api/');
  if (NEVER.has(method) || !(isApi ? API_METHODS : METHODS).has(method)) {
    return { refusal: 'methodNotAllowed', allow: isApi ? [...API_METHODS].join(', ') : ALLOWED_METHODS };
  }
  if (!isValidHost(req.headers.host)) return { refusal: 'badRequest' };
  if (!path.startsWith('/')) return { refusal: 'badRequest' };
  const decoded = decodedPath(path);
  if (decoded === undefined || CONTROL.test(decoded)) return { refusal: 'badRequest' };
  if (queryStart >= 0) {
    // URLSearchParams decodes leniently (a stray % stays a %), as Next does.
    for (const [name, value] of new URLSearchParams(url.slice(queryStart + 1))) {
      if (CONTROL.test(name) || CONTROL.test(value)) return { refusal: 'badRequest' };
    }
  }
  if (!isApi && !routerStateIsValid(req.headers['next-router-state-tree'])) return { refusal: 'badRequest' };
  if (!isApi && isCrossOriginAction(method, req.headers)) return { refusal: 'forbidden' };
  return null;
}
