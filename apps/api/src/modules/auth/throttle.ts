import { type DatabaseHandle, unitOfWork } from '@workwear/db';
import { AuthRefusal } from './authRefusal';
import {
  ACCOUNT_THROTTLE,
  ADDRESS_THROTTLE,
  accountThrottleKey,
  addressThrottleKey,
  blockSecondsAfter,
  PAIR_THROTTLE,
  pairThrottleKey,
  THROTTLE_FORGET_AFTER_MS,
  type ThrottleRule,
} from './policy';
import {
  clearThrottle,
  lockThrottleKeys,
  refundFailure,
  saveThrottleRow,
  type ThrottleRow,
} from './repository';

export interface ThrottledKey {
  key: string;
  rule: ThrottleRule;
}

/** Whether a blocked key holds this attempt back, given every key's recent failures. */
type HoldsBack = (key: ThrottledKey, recentFailures: (key: string) => number) => boolean;

/**
 * Takes an attempt's slot on every key, in one transaction with the keys' rows locked (login_throttle,
 * shared by every API process): refused with 429 and Retry-After when a key that holds it back is
 * blocked; otherwise the attempt is counted on every key at once, as a failure, and the key blocked
 * for its next attempt when over its free count. Counting before the work, not after it, is what
 * makes concurrent attempts queue: the 30th of 30 at once sees the 29 before it. An attempt that
 * turns out right gives its count back (refund).
 */
export async function takeThrottleSlot(
  handle: DatabaseHandle,
  keys: ThrottledKey[],
  now: Date,
  holdsBack: HoldsBack = () => true,
): Promise<void> {
  const forgetBefore = now.getTime() - THROTTLE_FORGET_AFTER_MS;
  const refusedUntil = await unitOfWork(handle, async (tx) => {
    const rows = new Map<string, ThrottleRow>();
    for (const row of await lockThrottleKeys(
      tx,
      keys.map((k) => k.key),
    )) {
      const stale = row.lastFailureAt.getTime() < forgetBefore;
      rows.set(row.key, stale ? { ...row, failures: 0, blockedUntil: null } : row);
    }
    const recentFailures = (key: string) => rows.get(key)?.failures ?? 0;
    const blockedUntil = (key: string) => rows.get(key)?.blockedUntil?.getTime() ?? 0;
    const refusing = keys.filter((k) => blockedUntil(k.key) > now.getTime() && holdsBack(k, recentFailures));
    if (refusing.length > 0) return Math.max(...refusing.map((k) => blockedUntil(k.key)));
    for (const { key, rule } of keys) {
      const failures = recentFailures(key) + 1;
      const seconds = blockSecondsAfter(failures, rule);
      const until = seconds > 0 ? now.getTime() + seconds * 1000 : blockedUntil(key);
      await saveThrottleRow(tx, {
        key,
        failures,
        lastFailureAt: now,
        blockedUntil: until > now.getTime() ? new Date(until) : null,
      });
    }
    return undefined;
  });
  if (refusedUntil !== undefined) {
    const seconds = Math.max(1, Math.ceil((refusedUntil - now.getTime()) / 1000));
    throw new AuthRefusal('rate_limited', `Too many attempts. Try again in ${seconds} s.`, 'rate_limited', {
      retryAfterSeconds: seconds,
    });
  }
}

/**
 * The sign-in's throttle: the pair (login name, address) and the address refuse; the account's ceiling
 * holds back only an address with recent failures of its own, so that knowing a login name is not
 * enough to lock its owner out (policy.ts).
 */
export function createLoginThrottle(handle: DatabaseHandle) {
  const keysOf = (loginName: string, address: string) => ({
    account: { key: accountThrottleKey(loginName), rule: ACCOUNT_THROTTLE },
    address: { key: addressThrottleKey(address), rule: ADDRESS_THROTTLE },
    pair: { key: pairThrottleKey(loginName, address), rule: PAIR_THROTTLE },
  });
  return {
    /** Before any password work; the attempt counts as failed until succeeded() says otherwise. */
    takeSlot(loginName: string, address: string, now: Date) {
      const keys = keysOf(loginName, address);
      return takeThrottleSlot(
        handle,
        [keys.account, keys.address, keys.pair],
        now,
        (key, recentFailures) => key !== keys.account || recentFailures(keys.address.key) > 0,
      );
    },

    /** The password was right: the account's counts start over, and the address gets its one back. */
    async succeeded(loginName: string, address: string) {
      const keys = keysOf(loginName, address);
      await clearThrottle(handle, keys.account.key);
      await clearThrottle(handle, keys.pair.key);
      await refundFailure(handle, keys.address.key, ADDRESS_THROTTLE.free);
    },
  };
}
