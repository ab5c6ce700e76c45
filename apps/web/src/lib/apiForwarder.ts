import { randomUUID } from 'node:crypto';
import { logError } from './serverLog';

/**
 * The browser calls /api/... on the shop's own origin (product images, size-guide PDFs, client-side
 * calls); this passes each such request on to the commerce API and streams the answer back. It runs
 * as a route handler (app/api/[...path]/route.ts) so the API's address is read when the server
 * starts, not written into the build as a Next rewrite would be.
 *
 * Only named headers cross, in either direction. Not the visitor's cookies: the API is bearer-only,
 * and a cookie it never reads is one it cannot leak. X-Forwarded-For crosses as the web server's
 * request gate set it (the visitor's address alone), so the API's per-client limits count visitors.
 */
const REQUEST_HEADERS = [
  'accept',
  'accept-language',
  'authorization',
  'content-type',
  'idempotency-key',
  'if-modified-since',
  'if-none-match',
  'x-forwarded-for',
  'x-request-id',
] as const;

const RESPONSE_HEADERS = [
  'allow',
  'cache-control',
  'content-disposition',
  'content-language',
  'content-length',
  'content-type',
  'etag',
  'last-modified',
  'location',
  'retry-after',
  'vary',
  'www-authenticate',
  'x-request-id',
] as const;

/** Statuses whose responses carry no body (the Response constructor refuses one). */
const NO_BODY = new Set([101, 103, 204, 205, 304]);

export type ApiForwarderOptions = {
  /** The API's origin, e.g. http://127.0.0.1:4000 (webConfig.apiInternalUrl). */
  apiUrl: string;
  /** How long the API may take to answer, body included. */
  timeoutMs: number;
};

function pick(from: Headers, names: readonly string[]): Headers {
  const picked = new Headers();
  for (const name of names) {
    const value = from.get(name);
    if (value !== null) picked.set(name, value);
  }
  return picked;
}

/** The API's error body shape (code, message, requestId), for failures of the API's own reach. */
function gatewayError(status: 502 | 504, requestId: string): Response {
  const body =
    status === 504
      ? { code: 'gateway_timeout', message: 'The shop service did not answer in time. Please try again.' }
      : { code: 'bad_gateway', message: 'The shop service is not reachable. Please try again.' };
  return Response.json(
    { ...body, requestId },
    { status, headers: { 'cache-control': 'no-store', 'x-request-id': requestId } },
  );
}

/** A handler for every method of /api/[...path]: the request goes to the same path on the API. */
export function createApiForwarder({ apiUrl, timeoutMs }: ApiForwarderOptions) {
  return async function forward(request: Request): Promise<Response> {
    const { pathname, search } = new URL(request.url);
    // The route matches only /api/...; a path normalised elsewhere must not reach other API paths.
    if (!pathname.startsWith('/api/')) return new Response(null, { status: 404 });

    const headers = pick(request.headers, REQUEST_HEADERS);
    // One id in both servers' logs and in a 502, whether or not the browser sent one.
    const requestId = headers.get('x-request-id') ?? randomUUID();
    headers.set('x-request-id', requestId);
    // fetch would decompress a compressed answer but keep its Content-Length: ask for none.
    headers.set('accept-encoding', 'identity');

    const timeout = AbortSignal.timeout(timeoutMs);
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== null;
    let answer: Response;
    try {
      const init: RequestInit & { duplex?: 'half' } = {
        method: request.method,
        headers,
        // Streamed both ways: a request body is passed on as it arrives (Node's fetch wants duplex
        // 'half' for a stream body; the DOM typings lack the field).
        ...(hasBody ? { body: request.body, duplex: 'half' } : {}),
        // A visitor who leaves stops the API's work too.
        signal: AbortSignal.any([request.signal, timeout]),
        redirect: 'manual',
      };
      answer = await fetch(`${apiUrl}${pathname}${search}`, init);
    } catch (error) {
      if (request.signal.aborted) return new Response(null, { status: 499 });
      // fetch reports a refused connection as "fetch failed" with the reason as its cause.
      const reason = error instanceof Error && error.cause instanceof Error ? error.cause : error;
      logError(`API call ${request.method} ${pathname} failed (request ${requestId}).`, reason);
      return gatewayError(timeout.aborted ? 504 : 502, requestId);
    }
    const body = request.method === 'HEAD' || NO_BODY.has(answer.status) ? null : answer.body;
    return new Response(body, {
      status: answer.status,
      statusText: answer.statusText,
      headers: pick(answer.headers, RESPONSE_HEADERS),
    });
  };
}
