import { ANONYMOUS, type Principal } from '../../context/requestContext';
import { principalOf } from './accessToken';
import type { AuthKeys } from './signingKeys';
import { createVerifiedTokens } from './verifiedTokens';

/** What the context needs to believe a bearer token: the app's keys and whether a session still stands. */
export interface BearerVerification {
  keys: () => Promise<AuthKeys>;
  /** False when the token's session was revoked or ended (sessionGuard.ts). */
  sessionStands: (sessionId: string, now: Date) => Promise<boolean>;
}

const BEARER = /^Bearer ([A-Za-z0-9._~+/=-]+)$/;

/** The principal an Authorization header names, or why it is refused. */
export type Bearer = { principal: Principal } | { refused: string };

/**
 * Reads `Authorization: Bearer <token>`: no header is anonymous; a token that does not verify, or
 * whose session has ended, is refused. Positive verifications are remembered (verifiedTokens.ts).
 * The composition root hands this to the HTTP layer's bearer middleware.
 */
export function createBearerVerifier(auth: BearerVerification) {
  const verifyAccessToken = createVerifiedTokens();
  return async function principalOfHeader(header: string | undefined, now: Date): Promise<Bearer> {
    if (header === undefined || header === '') return { principal: ANONYMOUS };
    const token = BEARER.exec(header.trim())?.[1];
    if (!token) return { refused: 'The Authorization header must be "Bearer <token>".' };
    const verified = await verifyAccessToken(await auth.keys(), token, now);
    if (!verified.ok) {
      return {
        refused:
          verified.reason === 'expired' ? 'The access token has expired.' : 'The access token is not valid.',
      };
    }
    if (!(await auth.sessionStands(verified.claims.sessionId, now))) {
      return { refused: 'The session has ended. Please sign in again.' };
    }
    return { principal: principalOf(verified.claims) };
  };
}
