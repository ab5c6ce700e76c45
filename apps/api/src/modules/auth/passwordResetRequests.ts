import { type DatabaseHandle, enqueue, unitOfWork } from '@workwear/db';
import { DEFAULT_LANGUAGE, isSupportedLanguage } from '@workwear/domain';
import { z } from 'zod';
import { defineOutboxHandler } from '../../outbox/outboxHandler';
import { sendMail } from '../mail';
import type { AccountHolders } from './accountHolders';
import {
  PASSWORD_RESET_TTL_MS,
  RESET_ACCOUNT_THROTTLE,
  RESET_ADDRESS_THROTTLE,
  resetAccountThrottleKey,
  resetAddressThrottleKey,
} from './policy';
import * as repo from './repository';
import { takeThrottleSlot } from './throttle';
import { hashOf, newOpaqueToken } from './tokenSecrets';

/**
 * A password reset request is answered before anything about the account is looked up: the request
 * counts against the name's and the address's limits and is written to the outbox, the same two
 * writes for a known and an unknown name (so the answer's time tells nothing). The outbox worker then
 * looks the account up and, for an active one of that market, mails the link.
 */
export const PASSWORD_RESET_TOPIC = 'auth.passwordReset';
const requestSchema = z.object({ userName: z.string(), market: z.string() });
type ResetRequest = z.infer<typeof requestSchema>;

export async function acceptPasswordResetRequest(
  handle: DatabaseHandle,
  request: ResetRequest & { clientAddress: string; now: Date },
): Promise<void> {
  await takeThrottleSlot(
    handle,
    [
      { key: resetAccountThrottleKey(request.userName), rule: RESET_ACCOUNT_THROTTLE },
      { key: resetAddressThrottleKey(request.clientAddress), rule: RESET_ADDRESS_THROTTLE },
    ],
    request.now,
  );
  await unitOfWork(handle, (tx) =>
    enqueue(tx, PASSWORD_RESET_TOPIC, { userName: request.userName, market: request.market }),
  );
}

/**
 * Delivers auth.passwordReset entries: a new link ends the account's earlier ones. A repeated delivery
 * of one entry is recognised by the link's creation time (the entry's) and sends nothing twice.
 */
export function passwordResetOutboxHandler(deps: {
  handle: DatabaseHandle;
  holders: AccountHolders;
  publicOriginOf: (market: string) => string;
  clock?: () => Date;
}) {
  return defineOutboxHandler({
    topic: PASSWORD_RESET_TOPIC,
    payload: requestSchema,
    async deliver({ userName, market }, info) {
      const now = deps.clock?.() ?? new Date();
      await unitOfWork(deps.handle, async (tx) => {
        const account = await deps.holders.byLogin(tx, userName);
        if (!account?.isActive || account.market !== market) return;
        await repo.lockAccount(tx, account.accountId);
        if (await repo.hasResetCreatedAt(tx, account.accountId, info.createdAt)) return;
        await repo.endPasswordResets(tx, account.accountId, now);
        const token = newOpaqueToken();
        await repo.insertPasswordReset(tx, {
          hash: hashOf(token),
          accountId: account.accountId,
          now: info.createdAt,
          expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_MS),
        });
        const language = isSupportedLanguage(account.language) ? account.language : DEFAULT_LANGUAGE;
        await sendMail(tx, {
          to: account.emailAddress,
          language,
          market,
          template: 'passwordReset',
          data: {
            firstName: account.firstName,
            url: `${deps.publicOriginOf(market)}/${language}/reset-password?token=${token}`,
          },
        });
      });
    },
  });
}
