import { randomUUID } from 'node:crypto';
import { ACCOUNT_NOT_CONFIRMED, OTHER_MARKET_ACCOUNT, type TokenPair } from '@workwear/contracts';
import { unitOfWork } from '@workwear/db';
import { getMarketByName, ROLE } from '@workwear/domain';
import { decoyHash, hashPassword, needsRehash, verifyPassword } from '@workwear/server/passwordHash';
import type { RequestContext } from '../../context/requestContext';
import type { AccountByLogin } from './accountHolders';
import type { AuthParts } from './authParts';
import { AuthRefusal, SIGN_IN_REFUSED, unauthenticated } from './authRefusal';
import { SESSION_TTL_MS } from './policy';
import * as repo from './repository';
import { newRefreshToken, tokenPair } from './tokenPair';

/** The market rules of a correct password: consumers only where the market takes them; own market. */
function checkMarket(account: AccountByLogin, market: string) {
  if (account.roleId === ROLE.B2C && !getMarketByName(market)?.info.b2CActivate) {
    throw new AuthRefusal('forbidden', 'Consumers cannot sign in in this market.');
  }
  // Internal staff serve every market; everyone else signs in to the market their account is in.
  if (account.roleId !== ROLE.Internal && account.market !== market) {
    throw new AuthRefusal('forbidden', 'This account belongs to another market.', OTHER_MARKET_ACCOUNT, {
      // The buyer's own language, so the storefront tells them in it which shop is theirs.
      current: { market: account.market, language: account.language },
    });
  }
  // After the password and the market: only the owner learns that the address awaits confirmation.
  if (account.awaitingConfirmation) {
    throw new AuthRefusal(
      'forbidden',
      'Confirm your e-mail address with the link we sent before you sign in.',
      ACCOUNT_NOT_CONFIRMED,
    );
  }
}

/** Sign-in: a throttled password check, the market rules, then a new session and its first tokens. */
export async function signIn(
  parts: AuthParts,
  ctx: RequestContext,
  input: { userName: string; password: string; market: string },
  clientAddress: string,
): Promise<TokenPair> {
  const now = ctx.now;
  // The slot is taken before the password is hashed: concurrent guesses queue on the throttle's rows.
  await parts.throttle.takeSlot(input.userName, clientAddress, now);
  const account = await parts.holders.byLogin(parts.handle, input.userName);
  // Unknown login names verify against a decoy of today's cost: the same work as a wrong password.
  const matches = await verifyPassword(input.password, account?.passwordHash ?? (await decoyHash()));
  if (!account || !matches || !account.isActive) {
    ctx.log.info({ known: account !== undefined }, 'sign-in refused');
    throw unauthenticated(SIGN_IN_REFUSED);
  }
  await parts.throttle.succeeded(input.userName, clientAddress);
  checkMarket(account, input.market);
  if (needsRehash(account.passwordHash, parts.cost)) {
    await repo.updatePasswordHash(
      parts.handle,
      account.accountId,
      await hashPassword(input.password, parts.cost),
    );
  }
  const companyId =
    account.roleId === ROLE.B2C
      ? null
      : await parts.holders.startingCompanyOf(parts.handle, account.customerId);
  // Loaded before the transaction: the first load reads app_meta, and the embedded database has one connection.
  const keys = await parts.keys();
  return unitOfWork(parts.handle, async (tx) => {
    const sessionId = randomUUID();
    const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
    await repo.insertSession(tx, {
      id: sessionId,
      accountId: account.accountId,
      companyId,
      market: input.market,
      now,
      expiresAt,
    });
    return tokenPair(
      parts.holders,
      tx,
      keys,
      sessionId,
      await newRefreshToken(tx, sessionId, expiresAt, now),
      now,
    );
  });
}
