/**
 * When a failed outbox entry is tried again, and when it is given up. Exponential back-off rides out
 * the usual outages of a mail server (a restart, greylisting, a full queue: minutes) without
 * hammering it, and gives up after about an hour, when a human should look: a password-reset or
 * order e-mail that arrives hours late helps nobody.
 */
export interface OutboxRetryPolicy {
  /** Attempts in all, the first included; the entry is recorded as failed after the last one. */
  maxAttempts: number;
  /** Wait after the first failed attempt; each further failure doubles it. */
  baseDelayMs: number;
  /** No wait is longer than this. */
  maxDelayMs: number;
  /**
   * Up to this fraction is added at random to each wait, so entries that failed together (the mail
   * server was down) do not all come back in the same second.
   */
  jitter: number;
}

/** 8 attempts, waits of 30 s, 1, 2, 4, 8, 16 and 32 min (+ up to 10 %): given up after about 64 min. */
export const DEFAULT_OUTBOX_RETRY: OutboxRetryPolicy = {
  maxAttempts: 8,
  baseDelayMs: 30_000,
  maxDelayMs: 60 * 60_000,
  jitter: 0.1,
};

/**
 * The wait after attempt number `attempt` (1 = the first) failed, or null when that was the last
 * attempt. `random` gives a number in [0, 1), Math.random by default.
 */
export function retryDelayMs(
  policy: OutboxRetryPolicy,
  attempt: number,
  random: () => number = Math.random,
): number | null {
  if (attempt >= policy.maxAttempts) return null;
  const exponential = Math.min(policy.baseDelayMs * 2 ** (attempt - 1), policy.maxDelayMs);
  return Math.round(exponential * (1 + policy.jitter * random()));
}
