import { PUNCH_OUT_SWITCH_REFUSED, type TokenPair } from '@workwear/contracts';
import { unitOfWork } from '@workwear/db';
import { notFound } from '@workwear/domain';
import type { RequestContext } from '../../context/requestContext';
import type { AuthParts } from './authParts';
import { AuthRefusal, unauthenticated } from './authRefusal';
import { customerOf } from './customerOf';
import { REFRESH_GRACE_MS } from './policy';
import * as repo from './repository';
import { newRefreshToken, REFRESH_REFUSED, tokenPair } from './tokenPair';
import { hashOf } from './tokenSecrets';

/** The companies the signed-in customer may act for, the current one marked. */
export async function companyChoices(parts: AuthParts, ctx: RequestContext) {
  const customer = customerOf(ctx);
  const rows = await parts.holders.companiesOf(parts.handle, customer.customerId);
  return rows.map(({ punchOutType: _p, ...company }) => ({
    ...company,
    isCurrent: company.id === customer.companyId,
  }));
}

/**
 * Switches the session to another of the customer's companies: new tokens; the session's earlier
 * ones end after the grace window.
 */
export async function switchCompany(
  parts: AuthParts,
  ctx: RequestContext,
  companyId: number,
): Promise<TokenPair> {
  const customer = customerOf(ctx);
  if (customer.punchOutType !== null) {
    throw new AuthRefusal(
      'forbidden',
      'A punch-out session cannot switch company.',
      PUNCH_OUT_SWITCH_REFUSED,
    );
  }
  const companies = await parts.holders.companiesOf(parts.handle, customer.customerId);
  if (!companies.some((c) => c.id === companyId)) throw notFound('Company');
  const now = ctx.now;
  const keys = await parts.keys();
  return unitOfWork(parts.handle, async (tx) => {
    const facts = await parts.holders.sessionClaims(tx, customer.sessionId);
    if (!facts || !(await repo.sessionStanding(tx, customer.sessionId, now))) {
      throw unauthenticated(REFRESH_REFUSED);
    }
    await repo.setSessionCompany(tx, customer.sessionId, companyId, now);
    const refresh = await newRefreshToken(tx, customer.sessionId, facts.expiresAt, now);
    // The session's earlier refresh tokens would refresh into the new company as well; they stop
    // after the grace window, so a tab refreshing with one meanwhile is not signed out.
    await repo.expireLiveTokensOf(
      tx,
      customer.sessionId,
      new Date(now.getTime() + REFRESH_GRACE_MS),
      hashOf(refresh.token),
    );
    return tokenPair(parts.holders, tx, keys, customer.sessionId, refresh, now);
  });
}
