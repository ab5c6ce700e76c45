import type { DatabaseHandle } from '@workwear/db';
import { AuthRefusal } from './authRefusal';
import { ACCOUNT_THROTTLE, ADDRESS_THROTTLE, blockSecondsAfter, THROTTLE_FORGET_AFTER_MS } from './policy';
import { blockedKeys, blockKey, clearThrottle, countFailure } from './repository';

/**
 * Failed sign-ins per login name and per client address, kept in login_throttle so every API process
 * on the database (the embedded one included) counts together. Keys are [account key, address key].
 */
export function createLoginThrottle(handle: DatabaseHandle) {
  return {
    /** 429 with Retry-After when either key is blocked; checked before any password work. */
    async refuseIfBlocked(keys: string[], now: Date) {
      const blocked = await blockedKeys(handle, keys, now);
      const until = Math.max(0, ...blocked.map((b) => b.blockedUntil?.getTime() ?? 0));
      if (until > now.getTime()) {
        const seconds = Math.max(1, Math.ceil((until - now.getTime()) / 1000));
        throw new AuthRefusal(
          'rate_limited',
          `Too many failed sign-ins. Try again in ${seconds} s.`,
          'rate_limited',
          {
            retryAfterSeconds: seconds,
          },
        );
      }
    },

    async countFailure([accountKey, addressKey]: string[], now: Date) {
      const forgetBefore = new Date(now.getTime() - THROTTLE_FORGET_AFTER_MS);
      for (const [key, rule] of [
        [accountKey, ACCOUNT_THROTTLE],
        [addressKey, ADDRESS_THROTTLE],
      ] as const) {
        if (key === undefined) continue;
        const failures = await countFailure(handle, key, now, forgetBefore);
        const seconds = blockSecondsAfter(failures, rule);
        if (seconds > 0) await blockKey(handle, key, new Date(now.getTime() + seconds * 1000));
      }
    },

    clear: (key: string) => clearThrottle(handle, key),
  };
}
