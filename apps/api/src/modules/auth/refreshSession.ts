import type { TokenPair } from '@workwear/contracts';
import { unitOfWork } from '@workwear/db';
import type { RequestContext } from '../../context/requestContext';
import type { AuthParts } from './authParts';
import { unauthenticated } from './authRefusal';
import { REFRESH_GRACE_MS, REFRESH_TOKEN_TTL_MS } from './policy';
import * as repo from './repository';
import { REFRESH_REFUSED, tokenPair } from './tokenPair';
import { hashOf, isOpaqueTokenShape, recordedSuccessorOf, successorOf } from './tokenSecrets';

/**
 * Refresh: rotates a refresh token. The token's row is locked, so concurrent refreshes of one token
 * queue: the first rotates, the others find it rotated within the grace window and get the same
 * successor (derived, see tokenSecrets.ts). A rotated token after the window revokes its session.
 */
export async function refreshSession(
  parts: AuthParts,
  ctx: RequestContext,
  refreshToken: string,
): Promise<TokenPair> {
  const now = ctx.now;
  if (!isOpaqueTokenShape(refreshToken)) throw unauthenticated(REFRESH_REFUSED);
  const keys = await parts.keys();
  const outcome = await unitOfWork(
    parts.handle,
    async (tx): Promise<TokenPair | { revoked: string } | null> => {
      const hash = hashOf(refreshToken);
      const row = await repo.lockRefreshToken(tx, hash);
      if (!row) return null;
      let successor = successorOf(keys.successorSecret, refreshToken);
      if (row.rotatedAt !== null) {
        const fresh = now.getTime() - row.rotatedAt.getTime() <= REFRESH_GRACE_MS;
        // The recorded successor was derived with the key of its rotation, perhaps the previous one.
        const recorded = recordedSuccessorOf(
          [keys.successorSecret, ...keys.previousSuccessorSecrets],
          refreshToken,
          row.successorHash,
        );
        if (!fresh || recorded === undefined) {
          await repo.revokeSession(tx, row.sessionId, 'reuse', now);
          return { revoked: row.sessionId };
        }
        successor = recorded;
      }
      const standing = await repo.sessionStanding(tx, row.sessionId, now);
      if (!standing) {
        await repo.revokeSession(tx, row.sessionId, 'ended', now);
        return { revoked: row.sessionId };
      }
      if (row.rotatedAt !== null) {
        const next = await repo.lockRefreshToken(tx, row.successorHash as string);
        if (!next) return null;
        return tokenPair(
          parts.holders,
          tx,
          keys,
          row.sessionId,
          { token: successor, expiresAt: next.expiresAt },
          now,
        );
      }
      if (row.expiresAt <= now) return null;
      const facts = await parts.holders.sessionClaims(tx, row.sessionId);
      if (!facts) return null;
      const expiresAt = new Date(Math.min(now.getTime() + REFRESH_TOKEN_TTL_MS, facts.expiresAt.getTime()));
      await repo.insertRefreshToken(tx, {
        hash: hashOf(successor),
        sessionId: row.sessionId,
        now,
        expiresAt,
      });
      await repo.markRotated(tx, hash, hashOf(successor), now);
      await repo.touchSession(tx, row.sessionId, now);
      return tokenPair(parts.holders, tx, keys, row.sessionId, { token: successor, expiresAt }, now);
    },
  );
  if (outcome === null) throw unauthenticated(REFRESH_REFUSED);
  if ('revoked' in outcome) {
    parts.sessions.forget(outcome.revoked);
    ctx.log.info({ sessionId: outcome.revoked }, 'refresh refused; session revoked');
    throw unauthenticated(REFRESH_REFUSED);
  }
  return outcome;
}
