import type { IncomingMessage, ServerResponse } from 'node:http';
import { newNonce } from './contentSecurityPolicy';
import { refusesDevTools } from './devToolsGate';
import type { ForwardedFacts } from './forwardedHeaders';
import type { RateLimiter } from './rateLimiter';
import { rateLimitRuleFor } from './rateLimitPolicy';
import { sendRefusal } from './refusalPage';
import { refuseRequest } from './requestGuards';
import { securityHeaders } from './securityHeaders';

export type RequestGateOptions = {
  /** Null when rate limiting is off (WEB_RATE_LIMIT=off). */
  rateLimiter: RateLimiter | null;
  /** Configured public origins other than the request's own (the policy's form-action). */
  formOrigins: readonly string[];
};

/**
 * What the web server does with every request before the page cache or Next sees it: the security
 * headers go on the response (so cached pages, static files, route handlers, Next's own error pages
 * and the refusals below all carry them), the request is refused when it is malformed (400, 405) or
 * over its address's budget (429), and the request headers Next reads are set to what this server
 * decided. Resolves true when the request may go on.
 *
 * The nonce: a fresh one per request goes into the response's policy and into the request's
 * Content-Security-Policy header, from which Next takes it for its inline scripts (a client's own
 * header of that name is replaced). The anonymous-page cache keeps a page's response headers with
 * its HTML and a hit writes them back over the fresh ones, so a cached page always travels with the
 * policy whose nonce its scripts carry. That nonce is then shared by everyone served the same bytes
 * within the cache's 60 s; it still cannot be used to inject anything, since the cached bytes are
 * fixed and any other response gets a nonce of its own. A hash-based policy was the alternative, but
 * Next streams its inline scripts (the page's data) after the headers are sent, so their hashes are
 * not known when the policy must be.
 */
export function createRequestGate({ rateLimiter, formOrigins }: RequestGateOptions) {
  return async function admit(
    req: IncomingMessage,
    res: ServerResponse,
    forwarded: ForwardedFacts,
  ): Promise<boolean> {
    const headers = securityHeaders({ nonce: newNonce(), https: forwarded.https, formOrigins });
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    req.headers['content-security-policy'] = headers['Content-Security-Policy'];
    delete req.headers['content-security-policy-report-only'];
    // The API trusts X-Forwarded-For from this server: its per-client limits then count the visitor,
    // both for the pages' server-side calls (lib/serverApi.ts forwards it) and for /api/ requests
    // (lib/apiForwarder.ts passes it on). One address, so the API need not know this server's proxies.
    req.headers['x-forwarded-for'] = forwarded.clientAddress;

    const refused = refuseRequest(req);
    if (refused) {
      sendRefusal(req, res, refused.refusal, refused.allow ? { Allow: refused.allow } : {});
      return false;
    }
    // The development mailbox holds every password-reset link: for visitors on this machine only.
    if (refusesDevTools(req.url ?? '/', forwarded.clientAddress)) {
      sendRefusal(req, res, 'notFound');
      return false;
    }
    const rule =
      rateLimiter &&
      rateLimitRuleFor({ method: req.method ?? 'GET', url: req.url ?? '/', headers: req.headers });
    if (rateLimiter && rule) {
      const verdict = await rateLimiter.check(rule, forwarded.clientAddress);
      if (!verdict.allowed) {
        sendRefusal(req, res, 'tooManyRequests', { 'Retry-After': String(verdict.retryAfterSeconds) });
        return false;
      }
    }
    return true;
  };
}
