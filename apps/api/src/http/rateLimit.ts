import { DomainError } from '@workwear/domain';
import type { MiddlewareHandler } from 'hono';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { type ClientAddresses, rateLimitKeyOf } from './clientAddress';
import { errorBody } from './errors';
import { RATE_LIMIT_GROUPS, type RateLimitGroup, type RateLimits, rateLimitGroupOf } from './rateLimitPolicy';

const WINDOW_SECONDS = 60;

/**
 * Per-client-address limits by route group (rateLimitPolicy.ts). The counters live in this process's
 * memory: nothing to run beside the embedded default, but each API process counts on its own, so
 * behind a load balancer with n processes a client gets up to n times the budget.
 * Over the limit: 429 with Retry-After and the usual error body.
 */
export function rateLimit(limits: RateLimits, clients: ClientAddresses): MiddlewareHandler {
  const limiters = Object.fromEntries(
    RATE_LIMIT_GROUPS.map((group) => [
      group,
      new RateLimiterMemory({ keyPrefix: group, points: limits[group], duration: WINDOW_SECONDS }),
    ]),
  ) as Record<RateLimitGroup, RateLimiterMemory>;

  return async (c, next) => {
    const group = rateLimitGroupOf({
      method: c.req.method,
      path: c.req.path,
      query: new URL(c.req.url).searchParams,
    });
    if (!group) return next();
    try {
      await limiters[group].consume(rateLimitKeyOf(clients.addressOf(c)));
    } catch (rejection) {
      // The memory store never fails: a rejection is the limit, anything else a bug.
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      const seconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
      const error = new DomainError(
        'rate_limited',
        `Too many requests from your address. Try again in ${seconds} s.`,
      );
      return c.json(errorBody(error), 429, { 'Retry-After': String(seconds) });
    }
    return next();
  };
}
