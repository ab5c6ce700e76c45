import { decodeBase64Url } from '@workwear/client';
import { CLAIMS, parseRoleClaim, type RoleCode } from '@workwear/domain';

export type TokenClaims = {
  role: RoleCode | undefined;
  companyId: number | null;
  punchOut: boolean;
  /** The punch-out session id (claim sid) of a punch-out session, else null: it names the session's cart cookie. */
  sessionId: string | null;
  /** Seconds since the epoch; undefined when the token carries none (counts as expired). */
  exp: number | undefined;
};

/**
 * What an access token says, read without checking its signature: the API checks that on every
 * call. The storefront only uses it to decide when to refresh and which pages to show; a forged
 * token gets a page's frame at most, never data. Undefined when the token cannot be read.
 */
export function readTokenClaims(token: string | undefined): TokenClaims | undefined {
  const payload = token?.split('.')[1];
  if (!payload || token?.split('.').length !== 3) return undefined;
  try {
    const claims: unknown = JSON.parse(decodeBase64Url(payload));
    if (typeof claims !== 'object' || claims === null) return undefined;
    const record = claims as Record<string, unknown>;
    const company = record[CLAIMS.companyId];
    return {
      role: parseRoleClaim(record[CLAIMS.role]),
      companyId: typeof company === 'string' && /^\d+$/.test(company) ? Number(company) : null,
      punchOut: typeof record.punch_out_type === 'string' && record.punch_out_type !== '',
      sessionId:
        typeof record[CLAIMS.sessionId] === 'string' && record[CLAIMS.sessionId] !== ''
          ? String(record[CLAIMS.sessionId])
          : null,
      exp: typeof record.exp === 'number' ? record.exp : undefined,
    };
  } catch {
    return undefined;
  }
}

/** Refresh this long before the access token expires, so a page's calls never carry a dying token. */
export const REFRESH_BEFORE_EXPIRY_MS = 60_000;

/** True when the token must be refreshed before an authorised call: unreadable, expired or nearly so. */
export function needsRefresh(token: string | undefined, nowMs: number): boolean {
  const exp = readTokenClaims(token)?.exp;
  return exp === undefined || exp * 1000 <= nowMs + REFRESH_BEFORE_EXPIRY_MS;
}
