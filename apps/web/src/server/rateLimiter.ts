import {
  type RateLimiterAbstract,
  RateLimiterCluster,
  RateLimiterClusterMaster,
  RateLimiterMemory,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import { logError } from '../lib/serverLog';
import { RATE_LIMIT_RULES, type RateLimitRule, type RateLimits } from './rateLimitPolicy';

/** Every budget is per minute. */
const WINDOW_SECONDS = 60;

export type RateLimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * The counters live in memory. With several worker processes they live in the primary process
 * (RateLimiterClusterMaster, started there with startRateLimitCounters) and the workers ask it over
 * node:cluster's channel: otherwise each worker would count only the share of a visitor's requests
 * that happened to reach it, and a visitor would get the budget once per worker.
 */
export function startRateLimitCounters(): void {
  new RateLimiterClusterMaster();
}

export function createRateLimiter(limits: RateLimits, { shared }: { shared: boolean }) {
  const limiters = new Map<RateLimitRule, RateLimiterAbstract>(
    RATE_LIMIT_RULES.map((rule) => {
      const options = { keyPrefix: `web-${rule}`, points: limits[rule], duration: WINDOW_SECONDS };
      return [
        rule,
        shared ? new RateLimiterCluster({ ...options, timeoutMs: 2000 }) : new RateLimiterMemory(options),
      ];
    }),
  );

  return {
    /** Counts one request of `address` against the rule's budget. */
    async check(rule: RateLimitRule, address: string): Promise<RateLimitVerdict> {
      try {
        await (limiters.get(rule) as RateLimiterAbstract).consume(address);
        return { allowed: true };
      } catch (outcome) {
        if (outcome instanceof RateLimiterRes) {
          return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(outcome.msBeforeNext / 1000)) };
        }
        // The counters not answering must not take the shop down with them: let the request through.
        logError('Rate limiter failed; request let through.', outcome);
        return { allowed: true };
      }
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
