import { decodeJwt } from 'jose';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  type AccessTokenKeys,
  type VerifiedToken,
  verifyAccessToken,
} from './accessToken';

const MAX_ENTRIES = 20_000;

interface Entry {
  keys: AccessTokenKeys;
  verified: VerifiedToken & { ok: true };
  /** Milliseconds: from the moment it was verified until it expires (exp, or iat plus the lifetime). */
  from: number;
  until: number;
}

/**
 * verifyAccessToken with its positive answers remembered per exact token text (signature included,
 * so no other text can hit). A signed-in shopper sends the same token with every request for up to
 * 15 minutes; checking its ECDSA signature again each time was the largest cost of a signed-in list
 * request after the listing itself. An answer is reused only with the same keys, and only between the
 * time it was verified and the token's expiry (stricter than the verification's clock tolerance),
 * so it is exactly what verifying again would say. Refusals are never remembered. Whether the session
 * still stands is checked per request as before (sessionGuard.ts).
 */
export function createVerifiedTokens(verify: typeof verifyAccessToken = verifyAccessToken) {
  const entries = new Map<string, Entry>();
  return async function verified(keys: AccessTokenKeys, token: string, now: Date): Promise<VerifiedToken> {
    const t = now.getTime();
    const hit = entries.get(token);
    if (hit && hit.keys === keys && hit.from <= t && t < hit.until) return hit.verified;
    const answer = await verify(keys, token, now);
    if (!answer.ok) return answer;
    const { exp, iat } = decodeJwt(token);
    if (exp === undefined || iat === undefined) return answer;
    entries.delete(token);
    entries.set(token, {
      keys,
      verified: answer,
      from: t,
      until: Math.min(exp, iat + ACCESS_TOKEN_TTL_SECONDS) * 1000,
    });
    if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
    return answer;
  };
}
