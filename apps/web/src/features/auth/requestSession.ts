import type { CustomerSummary } from '@workwear/contracts';
import { type CookieWrite, readSessionCookies, sessionCookieWrites } from './sessionCookies';
import { refreshSession } from './sessionRefresh';
import { needsRefresh, readTokenClaims, type TokenClaims } from './tokenClaims';

export type RequestSession =
  | { kind: 'anonymous' }
  /** Signed in; `writes` when the tokens were refreshed for this request (to set on the response). */
  | { kind: 'active'; claims: TokenClaims; customer: CustomerSummary | undefined; writes?: CookieWrite[] }
  /** Had a session that the API has ended (refresh refused): the 440 page. */
  | { kind: 'ended'; customer: CustomerSummary | undefined };

/**
 * The visitor's session for one request, refreshed first when its access token is missing, expired or
 * within a minute of expiry (spec: refreshed before each authorised call, one refresh at a time).
 * Runs in proxy.ts for every page request, so the page, its server components and its server actions
 * all see a fresh token.
 */
export async function resolveRequestSession(
  read: (name: string) => string | undefined,
  https: boolean,
  address: string | undefined,
  nowMs = Date.now(),
): Promise<RequestSession> {
  const stored = readSessionCookies(read, https);
  if (!stored.accessToken && !stored.refreshToken) return { kind: 'anonymous' };
  const claims = readTokenClaims(stored.accessToken);
  if (claims && !needsRefresh(stored.accessToken, nowMs)) {
    return { kind: 'active', claims, customer: stored.customer };
  }
  if (!stored.refreshToken) return { kind: 'ended', customer: stored.customer };
  const outcome = await refreshSession(stored.refreshToken, address);
  if (outcome.kind === 'refused') return { kind: 'ended', customer: stored.customer };
  if (outcome.kind === 'unavailable') {
    // The API could not be asked: go on with what the cookies say; the page's own calls will tell.
    return claims ? { kind: 'active', claims, customer: stored.customer } : { kind: 'anonymous' };
  }
  const fresh = readTokenClaims(outcome.pair.accessToken);
  if (!fresh) return { kind: 'ended', customer: stored.customer };
  return {
    kind: 'active',
    claims: fresh,
    customer: outcome.pair.customer,
    writes: sessionCookieWrites(outcome.pair, https, nowMs),
  };
}
