import type { TokenPair } from '@workwear/contracts';
import type { DatabaseHandle, TransactionHandle } from '@workwear/db';
import { isSuperCustomerAdmin, type RoleCode } from '@workwear/domain';
import { signAccessToken } from './accessToken';
import type { AccountHolders } from './accountHolders';
import { unauthenticated } from './authRefusal';
import { REFRESH_TOKEN_TTL_MS } from './policy';
import * as repo from './repository';
import type { AuthKeys } from './signingKeys';
import { hashOf, newOpaqueToken } from './tokenSecrets';

export const REFRESH_REFUSED = 'The session has ended. Please sign in again.';

/** An access token for the session as it stands, and the given refresh token. */
export async function tokenPair(
  holders: AccountHolders,
  tx: DatabaseHandle,
  keys: AuthKeys,
  sessionId: string,
  refresh: { token: string; expiresAt: Date },
  now: Date,
): Promise<TokenPair> {
  const facts = await holders.sessionClaims(tx, sessionId);
  if (!facts) throw unauthenticated(REFRESH_REFUSED);
  // accounts.role_id holds only role codes (written by the demo and, later, the admin side).
  const role = facts.roleId as RoleCode;
  const superCustomerAdmin = isSuperCustomerAdmin(
    role,
    facts.superAdminInfo === null ? null : { IsSuperCustomerAdmin: facts.superAdminInfo },
  );
  const access = await signAccessToken(
    keys,
    {
      customerId: facts.customerId,
      companyId: facts.companyId,
      role,
      superCustomerAdmin,
      sessionId,
      coopCode: facts.coopCode,
      market: facts.market,
      punchOutType: facts.punchOutType,
    },
    now,
  );
  return {
    accessToken: access.token,
    accessTokenExpiresAt: access.expiresAt.toISOString(),
    refreshToken: refresh.token,
    refreshTokenExpiresAt: refresh.expiresAt.toISOString(),
    customer: {
      id: facts.customerId,
      firstName: facts.firstName,
      lastName: facts.lastName,
      role,
      superCustomerAdmin,
      companyId: facts.companyId,
      market: facts.market,
    },
  };
}

export async function newRefreshToken(
  tx: TransactionHandle,
  sessionId: string,
  sessionEnds: Date,
  now: Date,
) {
  const token = newOpaqueToken();
  const expiresAt = new Date(Math.min(now.getTime() + REFRESH_TOKEN_TTL_MS, sessionEnds.getTime()));
  await repo.insertRefreshToken(tx, { hash: hashOf(token), sessionId, now, expiresAt });
  return { token, expiresAt };
}
