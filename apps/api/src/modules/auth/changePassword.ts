import { randomUUID } from 'node:crypto';
import type { TokenPair } from '@workwear/contracts';
import { unitOfWork } from '@workwear/db';
import { fieldErrors, PASSWORD_RULES } from '@workwear/domain';
import { hashPassword, verifyPassword } from '@workwear/server/passwordHash';
import type { RequestContext } from '../../context/requestContext';
import type { AuthParts } from './authParts';
import { customerOf } from './customerOf';
import { newPasswordProblems } from './passwordStrength';
import { SESSION_TTL_MS } from './policy';
import * as repo from './repository';
import { newRefreshToken, tokenPair } from './tokenPair';

export const WRONG_CURRENT_PASSWORD = 'The current password is wrong.';

/**
 * The account page's password change: the current password first (throttled as a sign-in is, so the
 * page cannot be used to guess it), then the new one by the rules every password follows. Every
 * session of the account ends, as after a reset; this browser gets a new session in the answer.
 */
export async function changePassword(
  parts: AuthParts,
  ctx: RequestContext,
  input: { currentPassword: string; newPassword: string },
  clientAddress: string,
): Promise<TokenPair> {
  const principal = customerOf(ctx);
  const account = await repo.accountOfSession(parts.handle, principal.sessionId);
  if (!account) throw fieldErrors([{ field: 'currentPassword', message: WRONG_CURRENT_PASSWORD }]);
  await parts.throttle.takeSlot(account.loginName, clientAddress, ctx.now);
  if (!(await verifyPassword(input.currentPassword, account.passwordHash))) {
    throw fieldErrors([{ field: 'currentPassword', message: WRONG_CURRENT_PASSWORD }]);
  }
  await parts.throttle.succeeded(account.loginName, clientAddress);
  const broken = newPasswordProblems(input.newPassword, account.loginName);
  if (broken.length > 0)
    throw fieldErrors(broken.map((rule) => ({ field: 'newPassword', message: PASSWORD_RULES[rule] })));
  const hash = await hashPassword(input.newPassword, parts.cost);
  const keys = await parts.keys();
  const now = ctx.now;
  const { pair, revoked } = await unitOfWork(parts.handle, async (tx) => {
    await repo.setPassword(tx, account.accountId, hash, now);
    await repo.endPasswordResets(tx, account.accountId, now);
    const ended = await repo.revokeAccountSessions(tx, account.accountId, 'password', now);
    const sessionId = randomUUID();
    const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
    await repo.insertSession(tx, {
      id: sessionId,
      accountId: account.accountId,
      companyId: account.companyId,
      market: account.market,
      now,
      expiresAt,
    });
    const refresh = await newRefreshToken(tx, sessionId, expiresAt, now);
    return { pair: await tokenPair(parts.holders, tx, keys, sessionId, refresh, now), revoked: ended };
  });
  for (const sessionId of revoked) parts.sessions.forget(sessionId);
  return pair;
}
