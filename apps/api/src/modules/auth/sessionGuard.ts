import type { DatabaseHandle } from '@workwear/db';
import { sessionStanding } from './repository';

/**
 * How long this process believes a session still stands before looking again. Access tokens live at
 * most 15 minutes; without this check a logout, a password reset or a deactivation would leave the
 * token working until it expires. One primary-key lookup per session per 10 s keeps that window short
 * at a cost the product list does not notice. A revocation made by this process is seen at once
 * (forget); one made by another process within 10 s.
 */
export const SESSION_CHECK_TTL_MS = 10_000;
const MAX_ENTRIES = 50_000;

export interface SessionGuard {
  stands(sessionId: string, now: Date): Promise<boolean>;
  /** After revoking: the next request with this session looks again. */
  forget(sessionId: string): void;
}

/**
 * A session id no row has is let through: only this server's key signs tokens, every token it signs
 * names a session it wrote, and rows go only with their account. Tests sign tokens for made-up
 * sessions (testing/accessTokens.ts) this way.
 */
export function createSessionGuard(handle: DatabaseHandle): SessionGuard {
  const checked = new Map<string, { stands: Promise<boolean>; until: number }>();
  return {
    stands(sessionId, now) {
      const at = Date.now();
      const hit = checked.get(sessionId);
      if (hit && hit.until > at) return hit.stands;
      const stands = sessionStanding(handle, sessionId, now).then((standing) => standing !== false);
      checked.delete(sessionId);
      checked.set(sessionId, { stands, until: at + SESSION_CHECK_TTL_MS });
      stands.catch(() => checked.delete(sessionId));
      if (checked.size > MAX_ENTRIES) checked.delete(checked.keys().next().value as string);
      return stands;
    },
    forget: (sessionId) => void checked.delete(sessionId),
  };
}
