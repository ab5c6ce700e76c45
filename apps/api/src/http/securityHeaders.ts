import type { MiddlewareHandler } from 'hono';
import type { ClientAddresses } from './clientAddress';

/**
 * What every API response says to a browser. The API serves JSON, images and PDFs, never a page that
 * runs anything, so the policy allows nothing and no one may frame it.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy':
    "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
};

/** One year; subdomains are left to their own servers, which may not all speak https. */
export const HSTS = 'max-age=31536000';

/**
 * Sets the security headers on every response, errors and 404s included, after the handlers (so a
 * response cache never stores them, and HSTS follows the request that is being answered).
 */
export function securityHeaders(clients: ClientAddresses): MiddlewareHandler {
  const entries = Object.entries(SECURITY_HEADERS);
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    for (const [name, value] of entries) headers.set(name, value);
    if (clients.arrivedOverHttps(c)) headers.set('Strict-Transport-Security', HSTS);
  };
}
