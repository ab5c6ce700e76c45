/**
 * The numbers of the sign-in, in one place (README "Sign-in" states them).
 */
export const SESSION_TTL_MS = 30 * 24 * 3600_000;
/** A refresh token's own life; each rotation gives the next one this long, within the session's. */
export const REFRESH_TOKEN_TTL_MS = 14 * 24 * 3600_000;
/** How long a rotated refresh token still answers with its successor (tabs refreshing at once). */
export const REFRESH_GRACE_MS = 30_000;
export const PASSWORD_RESET_TTL_MS = 3600_000;
/** The link that confirms an account a guest asked for at checkout (and chooses its password). */
export const ACCOUNT_CONFIRMATION_TTL_MS = 3 * 24 * 3600_000;

/**
 * Failed sign-ins: the first `free` failures of a key cost nothing; each further failure blocks the
 * key for 2, 4, 8 ... seconds, at most `capSeconds`. A key's count starts over when its last failure
 * is older than `forgetAfterMs`, and the account's keys on a successful sign-in.
 *
 * Three keys, so that nobody can lock an owner out by knowing the login name:
 * - the pair (login name, address) refuses: one address guessing one account;
 * - the address refuses, with more free failures (an office behind one NAT): one address guessing many;
 * - the account's ceiling slows guessing from many addresses, but holds back only an address that has
 *   failed recently itself: the owner, from an address with no recent failures, always gets in.
 */
export interface ThrottleRule {
  free: number;
  capSeconds: number;
  /** The first block's length, doubled with each further failure (default 2 s). */
  firstBlockSeconds?: number;
}
export const PAIR_THROTTLE: ThrottleRule = { free: 5, capSeconds: 15 * 60 };
export const ACCOUNT_THROTTLE: ThrottleRule = { free: 10, capSeconds: 15 * 60 };
export const ADDRESS_THROTTLE: ThrottleRule = { free: 20, capSeconds: 15 * 60 };
export const THROTTLE_FORGET_AFTER_MS = 3600_000;

/** Seconds a key is blocked after its `failures`-th failure (0: not blocked). */
export function blockSecondsAfter(failures: number, rule: ThrottleRule): number {
  if (failures <= rule.free) return 0;
  return Math.min((rule.firstBlockSeconds ?? 2) * 2 ** (failures - rule.free - 1), rule.capSeconds);
}

const loginKey = (loginName: string) => loginName.trim().toLowerCase();
export const accountThrottleKey = (loginName: string) => `account:${loginKey(loginName)}`;
export const addressThrottleKey = (address: string) => `address:${address}`;
export const pairThrottleKey = (loginName: string, address: string) =>
  `pair:${address}|${loginKey(loginName)}`;

/**
 * Password reset requests (each one counts): 3 to one login name (the third is the first `free`
 * plus one), then a wait of 15, 30, 60 minutes; 10 from one address, then 1, 2, 4 ... minutes, at most
 * an hour.
 * Counted by the name asked for, known or not, so the answer tells nothing about the account.
 */
export const RESET_ACCOUNT_THROTTLE: ThrottleRule = { free: 2, capSeconds: 3600, firstBlockSeconds: 15 * 60 };
export const RESET_ADDRESS_THROTTLE: ThrottleRule = { free: 9, capSeconds: 3600, firstBlockSeconds: 60 };
export const resetAccountThrottleKey = (loginName: string) => `reset-account:${loginKey(loginName)}`;
export const resetAddressThrottleKey = (address: string) => `reset-address:${address}`;

/**
 * The create-account page and its resend are rate limited like password reset (the same rules, keys of
 * their own): each request counts against the address asked for and the client's address.
 */
export const confirmAccountThrottleKey = (loginName: string) => `confirm-account:${loginKey(loginName)}`;
export const confirmAddressThrottleKey = (address: string) => `confirm-address:${address}`;
