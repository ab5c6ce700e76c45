import type { MiddlewareHandler } from 'hono';
import { ALLOW } from './unservedMethods';

const ALLOWED_HEADERS = 'Accept-Language, Authorization, Content-Type, Idempotency-Key, X-Request-Id';
const EXPOSED_HEADERS = 'Content-Disposition, Retry-After, X-Request-Id';
/** How long a browser may reuse a preflight answer, in seconds. */
const PREFLIGHT_MAX_AGE = 600;

/**
 * Cross-origin access for the configured origins only (CORS_ORIGINS); with none, the API sends no CORS
 * header at all and browsers keep other sites out. No credentials: the API takes bearer tokens, never
 * cookies. Headers are set after the handlers, so a response cache never stores one origin's answer.
 */
export function cors(origins: readonly string[]): MiddlewareHandler {
  const allowed = new Set(origins);
  return async (c, next) => {
    if (allowed.size === 0) return next();
    const origin = c.req.header('origin');
    const listed = origin !== undefined && allowed.has(origin);
    if (listed && c.req.method === 'OPTIONS' && c.req.header('access-control-request-method')) {
      return c.body(null, 204, {
        'Access-Control-Allow-Origin': origin,
        'Access-Control-Allow-Methods': ALLOW,
        'Access-Control-Allow-Headers': ALLOWED_HEADERS,
        'Access-Control-Max-Age': String(PREFLIGHT_MAX_AGE),
        Vary: 'Origin, Access-Control-Request-Method, Access-Control-Request-Headers',
      });
    }
    await next();
    // The answer depends on Origin whenever CORS is on: shared caches must keep them apart.
    c.res.headers.append('Vary', 'Origin');
    if (listed) {
      c.res.headers.set('Access-Control-Allow-Origin', origin);
      c.res.headers.set('Access-Control-Expose-Headers', EXPOSED_HEADERS);
    }
  };
}
