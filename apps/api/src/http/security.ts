import type { MiddlewareHandler } from 'hono';
import type { ApiConfig } from '../config';
import type { AllowedMethods } from './allowedMethods';
import { createClientAddresses, DEFAULT_TRUSTED_PROXIES } from './clientAddress';
import { cors } from './cors';
import { rateLimit } from './rateLimit';
import { DEFAULT_RATE_LIMITS, type RateLimits } from './rateLimitPolicy';
import { securityHeaders } from './securityHeaders';
import { refuseUnservedMethods } from './unservedMethods';

export interface SecurityOptions {
  /** Addresses or CIDR ranges whose X-Forwarded-For and X-Forwarded-Proto are believed. */
  readonly trustedProxies: readonly string[];
  /** Origins that get CORS headers; none: CORS stays closed. */
  readonly corsOrigins: readonly string[];
  /** Requests per client address per minute by route group; null: no limits. */
  readonly rateLimits: RateLimits | null;
}

/** What an app gets when it is given nothing: the configuration's defaults. */
export const DEFAULT_SECURITY: SecurityOptions = {
  trustedProxies: DEFAULT_TRUSTED_PROXIES,
  corsOrigins: [],
  rateLimits: DEFAULT_RATE_LIMITS,
};

export function securityOptionsOf(config: ApiConfig): SecurityOptions {
  return {
    trustedProxies: config.TRUSTED_PROXIES,
    corsOrigins: config.CORS_ORIGINS,
    rateLimits:
      config.API_RATE_LIMIT === 'on'
        ? { ...DEFAULT_RATE_LIMITS, ...Object.fromEntries(config.API_RATE_LIMITS) }
        : null,
  };
}

/**
 * The API's outer guards, in order: security headers on every response, 405 for methods it does not
 * serve, CORS for configured origins (before the limit, so a browser can read a 429), then the rate
 * limit per client address.
 */
export function securityMiddleware(options: SecurityOptions, allowed: AllowedMethods): MiddlewareHandler[] {
  const clients = createClientAddresses(options.trustedProxies);
  return [
    securityHeaders(clients),
    refuseUnservedMethods(allowed),
    cors(options.corsOrigins),
    ...(options.rateLimits ? [rateLimit(options.rateLimits, clients)] : []),
  ];
}
