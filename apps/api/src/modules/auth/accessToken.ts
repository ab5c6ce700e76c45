import { CLAIMS, parseRoleClaim } from '@workwear/domain';
import { type CryptoKey, errors, type JWTPayload, type JWTVerifyOptions, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import type { Principal } from '../../context/requestContext';

/**
 * Access tokens: JWTs signed with ES256 only (one fixed algorithm: a token naming any other, 'none'
 * or HS256 made with the public key included, is refused), with issuer and audience checked and a
 * lifetime of at most 15 minutes. They carry the spec's claims; the API is bearer-only.
 */
export const ACCESS_TOKEN_ALGORITHM = 'ES256';
export const ACCESS_TOKEN_ISSUER = 'workwear-shop-api';
export const ACCESS_TOKEN_AUDIENCE = 'workwear-shop';
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
/** Clock difference tolerated between the API processes that sign and verify. */
const CLOCK_TOLERANCE_SECONDS = 5;

export interface AccessTokenKeys {
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  /**
   * Public keys of earlier signing keys still accepted during a key change (AUTH_SIGNING_KEY_PREVIOUS):
   * tokens they signed verify until they expire, 15 minutes at most; new tokens use privateKey.
   */
  previousPublicKeys?: readonly CryptoKey[];
}

/** What a token says about its bearer, before it becomes a Principal. */
export interface AccessClaims {
  customerId: number;
  companyId: number | null;
  role: number;
  superCustomerAdmin: boolean;
  sessionId: string;
  coopCode: string | null;
  market: string;
  punchOutType: string | null;
}

export async function signAccessToken(
  keys: AccessTokenKeys,
  claims: AccessClaims,
  now: Date,
  ttlSeconds = ACCESS_TOKEN_TTL_SECONDS,
): Promise<{ token: string; expiresAt: Date }> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expires = issuedAt + Math.min(ttlSeconds, ACCESS_TOKEN_TTL_SECONDS);
  const token = await new SignJWT({
    [CLAIMS.role]: String(claims.role),
    [CLAIMS.customerId]: String(claims.customerId),
    [CLAIMS.companyId]: claims.companyId === null ? '' : String(claims.companyId),
    [CLAIMS.superCustomerAdmin]: claims.superCustomerAdmin ? 'true' : 'false',
    [CLAIMS.sessionId]: claims.sessionId,
    [CLAIMS.coopCode]: claims.coopCode ?? '',
    [CLAIMS.market]: claims.market,
    punch_out_type: claims.punchOutType ?? '',
  })
    .setProtectedHeader({ alg: ACCESS_TOKEN_ALGORITHM, typ: 'JWT' })
    .setIssuer(ACCESS_TOKEN_ISSUER)
    .setAudience(ACCESS_TOKEN_AUDIENCE)
    .setSubject(String(claims.customerId))
    .setIssuedAt(issuedAt)
    .setNotBefore(issuedAt)
    .setExpirationTime(expires)
    .sign(keys.privateKey);
  return { token, expiresAt: new Date(expires * 1000) };
}

const numeric = z.string().regex(/^\d{1,10}$/);
const claimsSchema = z.object({
  [CLAIMS.role]: z.string(),
  [CLAIMS.customerId]: numeric,
  [CLAIMS.companyId]: z.union([numeric, z.literal('')]),
  [CLAIMS.superCustomerAdmin]: z.enum(['true', 'false']),
  [CLAIMS.sessionId]: z.string().min(1).max(100),
  [CLAIMS.coopCode]: z.string().max(100),
  [CLAIMS.market]: z.string().min(2).max(2),
  punch_out_type: z.string().max(10),
  exp: z.number(),
});

/** Why a bearer token was refused; each answers 401. */
export type TokenRefusal = 'malformed' | 'expired' | 'invalid';

export type VerifiedToken = { ok: true; claims: AccessClaims } | { ok: false; reason: TokenRefusal };

/** The first key whose signature matches; every other check (claims, times) is the same for all keys. */
async function verifyWithAny(
  publicKeys: readonly CryptoKey[],
  token: string,
  options: JWTVerifyOptions,
): Promise<{ payload: JWTPayload }> {
  const [key, ...others] = publicKeys;
  try {
    return await jwtVerify(token, key as CryptoKey, options);
  } catch (error) {
    if (others.length === 0 || !(error instanceof errors.JWSSignatureVerificationFailed)) throw error;
    return verifyWithAny(others, token, options);
  }
}

export async function verifyAccessToken(
  keys: AccessTokenKeys,
  token: string,
  now: Date,
): Promise<VerifiedToken> {
  let payload: JWTPayload;
  const options = {
    algorithms: [ACCESS_TOKEN_ALGORITHM],
    issuer: ACCESS_TOKEN_ISSUER,
    audience: ACCESS_TOKEN_AUDIENCE,
    currentDate: now,
    clockTolerance: CLOCK_TOLERANCE_SECONDS,
    requiredClaims: ['exp', 'iat', 'nbf', 'sub'],
    maxTokenAge: ACCESS_TOKEN_TTL_SECONDS + CLOCK_TOLERANCE_SECONDS,
  };
  try {
    ({ payload } = await verifyWithAny([keys.publicKey, ...(keys.previousPublicKeys ?? [])], token, options));
  } catch (error) {
    if (error instanceof errors.JWTExpired) return { ok: false, reason: 'expired' };
    if (error instanceof errors.JWSInvalid || error instanceof errors.JWTInvalid) {
      return { ok: false, reason: 'malformed' };
    }
    return { ok: false, reason: 'invalid' };
  }
  const parsed = claimsSchema.safeParse(payload);
  const role = parsed.success ? parseRoleClaim(parsed.data[CLAIMS.role]) : undefined;
  if (!parsed.success || role === undefined) return { ok: false, reason: 'invalid' };
  const c = parsed.data;
  return {
    ok: true,
    claims: {
      customerId: Number(c[CLAIMS.customerId]),
      companyId: c[CLAIMS.companyId] === '' ? null : Number(c[CLAIMS.companyId]),
      role,
      superCustomerAdmin: c[CLAIMS.superCustomerAdmin] === 'true',
      sessionId: c[CLAIMS.sessionId],
      coopCode: c[CLAIMS.coopCode] || null,
      market: c[CLAIMS.market],
      punchOutType: c.punch_out_type || null,
    },
  };
}

export const principalOf = (claims: AccessClaims): Principal => ({
  kind: 'customer',
  customerId: claims.customerId,
  companyId: claims.companyId,
  role: claims.role,
  superCustomerAdmin: claims.superCustomerAdmin,
  sessionId: claims.sessionId,
  coopCode: claims.coopCode,
  market: claims.market,
  punchOutType: claims.punchOutType,
});
