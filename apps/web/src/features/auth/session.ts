import type { CustomerSummary } from '@workwear/contracts';
import type { RoleCode } from '@workwear/domain';
import { cookies, headers } from 'next/headers';
import { cache } from 'react';
import { requestIsHttps } from '@/lib/requestOrigin';
import { authApiFor } from './authApi';
import { readSessionCookies } from './sessionCookies';
import { readTokenClaims } from './tokenClaims';

export type SignedIn = {
  customer: CustomerSummary;
  role: RoleCode;
  companyId: number | null;
  punchOut: boolean;
  /** The punch-out session id, for the cart cookie's name; null outside punch-out. */
  sessionId: string | null;
  /** The access token, for the server's authorised calls only: never hand it to a client component. */
  accessToken: string;
};

/**
 * The signed-in visitor of this request, or null. proxy.ts has refreshed the tokens before the page
 * renders, so the access token here is fresh; the API still checks it on every call.
 */
export const getSignedIn = cache(async (): Promise<SignedIn | null> => {
  const [c, h] = await Promise.all([cookies(), headers()]);
  const stored = readSessionCookies(
    (name) => c.get(name)?.value,
    requestIsHttps((name) => h.get(name)),
  );
  const claims = readTokenClaims(stored.accessToken);
  if (!stored.accessToken || !claims?.role || !stored.customer) return null;
  return {
    customer: stored.customer,
    role: claims.role,
    companyId: claims.companyId,
    punchOut: claims.punchOut,
    sessionId: claims.punchOut ? claims.sessionId : null,
    accessToken: stored.accessToken,
  };
});

/** The auth service with the signed-in visitor's token (server components and actions). */
export async function signedInAuthApi(signedIn: SignedIn, options: { leaveEndedSession?: boolean } = {}) {
  const address = (await headers()).get('x-forwarded-for') ?? undefined;
  return authApiFor({ address, accessToken: signedIn.accessToken, ...options });
}
