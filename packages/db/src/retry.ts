import { SQL_STATE, sqlStateOf } from './sqlState';

export interface RetryOptions {
  /** Tries in all, the first included. Default 4. */
  attempts?: number;
  /** Back-off before the second try; doubles each time, ±50 % jitter. Default 10 ms. */
  baseDelayMs?: number;
  /** Told about each failure that will be retried (for logs and tests). */
  onRetry?: (error: unknown, attempt: number) => void;
}

export const DEFAULT_RETRY_ATTEMPTS = 4;
const DEFAULT_BASE_DELAY_MS = 10;

/**
 * Failures that mean "the same work, run again, may well succeed": PostgreSQL aborted the transaction
 * to keep concurrent ones serializable, or to break a deadlock. Nothing was written.
 */
export function isTransientConflict(error: unknown): boolean {
  const state = sqlStateOf(error);
  return state === SQL_STATE.serializationFailure || state === SQL_STATE.deadlockDetected;
}

/**
 * Runs work again after a serialization failure or a deadlock, a bounded number of times with small
 * jittered pauses (so two contenders do not collide again in step); any other error, or the last
 * failure, is thrown as it is. Work must be a whole transaction: retrying half of one is meaningless.
 */
export async function withRetry<T>(
  work: (attempt: number) => Promise<T>,
  options: RetryOptions = {},
): Promise<T> {
  const attempts = options.attempts ?? DEFAULT_RETRY_ATTEMPTS;
  const base = options.baseDelayMs ?? DEFAULT_BASE_DELAY_MS;
  for (let attempt = 1; ; attempt++) {
    try {
      return await work(attempt);
    } catch (error) {
      if (attempt >= attempts || !isTransientConflict(error)) throw error;
      options.onRetry?.(error, attempt);
      await sleep(backoffMs(base, attempt));
    }
  }
}

/** Pause before try attempt + 1: base * 2^(attempt-1), times a factor in [0.5, 1.5). */
export function backoffMs(base: number, attempt: number, random: () => number = Math.random): number {
  return Math.round(base * 2 ** (attempt - 1) * (0.5 + random()));
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
