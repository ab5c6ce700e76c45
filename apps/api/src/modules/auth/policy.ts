/**
 * The numbers of the sign-in, in one place (README "Sign-in" states them).
 */
export const SESSION_TTL_MS = 30 * 24 * 3600_000;
/** A refresh token's own life; each rotation gives the next one this long, within the session's. */
export const REFRESH_TOKEN_TTL_MS = 14 * 24 * 3600_000;
/** How long a rotated refresh token still answers with its successor (tabs refreshing at once). */
export const REFRESH_GRACE_MS = 30_000;
export const PASSWORD_RESET_TTL_MS = 3600_000;

/**
 * Failed sign-ins: the first `free` failures of a key cost nothing; each further failure blocks the
 * key for 2, 4, 8 ... seconds, at most `capSeconds`. A key's count starts over when its last failure
 * is older than `forgetAfterMs`, and the account's key on a successful sign-in. The address gets more
 * free failures: many people can share one address (an office behind one NAT).
 */
export interface ThrottleRule {
  free: number;
  capSeconds: number;
}
export const ACCOUNT_THROTTLE: ThrottleRule = { free: 5, capSeconds: 15 * 60 };
export const ADDRESS_THROTTLE: ThrottleRule = { free: 20, capSeconds: 15 * 60 };
export const THROTTLE_FORGET_AFTER_MS = 3600_000;

/** Seconds a key is blocked after its `failures`-th failure (0: not blocked). */
export function blockSecondsAfter(failures: number, rule: ThrottleRule): number {
  if (failures <= rule.free) return 0;
  return Math.min(2 ** (failures - rule.free), rule.capSeconds);
}

export const accountThrottleKey = (loginName: string) => `account:${loginName.trim().toLowerCase()}`;
export const addressThrottleKey = (address: string) => `address:${address}`;
