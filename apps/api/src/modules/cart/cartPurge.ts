import type { DatabaseHandle } from '@workwear/db';
import { CART_COOKIE_MAX_AGE_SECONDS } from '@workwear/domain';
import type { Logger } from '../../logger';
import { purgeAnonymousCarts } from './purgeRepository';

/**
 * Days an untouched anonymous cart is kept: as long as its cookie lives, so a visitor who comes back
 * within the cookie's lifetime finds their cart, and abandoned carts give back the promotion uses
 * they held.
 */
export const ANONYMOUS_CART_DAYS = Math.ceil(CART_COOKIE_MAX_AGE_SECONDS / 86_400);

/** Purges abandoned anonymous carts every interval (hourly), never on the start path. Returns a stop function. */
export function scheduleCartPurge(
  handle: DatabaseHandle,
  logger: Logger,
  intervalMs = 60 * 60 * 1000,
): () => void {
  const timer = setInterval(() => {
    purgeAnonymousCarts(handle, ANONYMOUS_CART_DAYS).then(
      (purged) => {
        if (purged > 0) logger.info({ purged }, 'Purged abandoned anonymous carts');
      },
      (error: unknown) => logger.warn({ err: error }, 'Purging abandoned anonymous carts failed'),
    );
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
