import { unitOfWork } from '@workwear/db';
import { DomainError, PASSWORD_RULES } from '@workwear/domain';
import { hashPassword } from '@workwear/server/passwordHash';
import type { RequestContext } from '../../context/requestContext';
import type { AuthParts } from './authParts';
import { newPasswordProblems } from './passwordStrength';
import { accountThrottleKey } from './policy';
import * as repo from './repository';
import { hashOf, isOpaqueTokenShape } from './tokenSecrets';

/** Sets a new password with a reset link's token: single use, then every session ends. */
export async function resetPassword(
  parts: AuthParts,
  ctx: RequestContext,
  token: string,
  newPassword: string,
): Promise<{ reset: true }> {
  const now = ctx.now;
  const revoked = await unitOfWork(parts.handle, async (tx) => {
    const reset = isOpaqueTokenShape(token) ? await repo.lockPasswordReset(tx, hashOf(token)) : undefined;
    if (!reset || reset.usedAt !== null || reset.expiresAt <= now || !reset.isActive) {
      throw new DomainError('unprocessable', 'token: This link is used, expired or unknown.', [
        { field: 'token', message: 'This link is used, expired or unknown. Ask for a new one.' },
      ]);
    }
    const broken = newPasswordProblems(newPassword, reset.loginName);
    if (broken.length > 0) {
      const fields = broken.map((rule) => ({ field: 'newPassword', message: PASSWORD_RULES[rule] }));
      throw new DomainError(
        'unprocessable',
        fields.map((f) => `newPassword: ${f.message}`).join('; '),
        fields,
      );
    }
    await repo.setPassword(tx, reset.accountId, await hashPassword(newPassword, parts.cost), now);
    // This link and every other of the account end with the new password.
    await repo.endPasswordResets(tx, reset.accountId, now);
    await repo.clearThrottle(tx, accountThrottleKey(reset.loginName));
    return repo.revokeAccountSessions(tx, reset.accountId, 'password', now);
  });
  for (const sessionId of revoked) parts.sessions.forget(sessionId);
  return { reset: true };
}
