import { randomUUID } from 'node:crypto';
import type { TransactionHandle } from '@workwear/db';
import { type Language, ROLE } from '@workwear/domain';
import { PASSWORD_RESET_TTL_MS } from '../auth/policy';
import { insertPasswordReset } from '../auth/repository';
import { hashOf, newOpaqueToken } from '../auth/tokenSecrets';
import { sendMail } from '../mail/sendMail';
import { customerAccountRepository } from './customerAccountRepository';
import type { BuyerSnapshot } from './orderRepository';

/**
 * createCustomerAccount of a guest consumer's send: a consumer account for the buyer's e-mail, made
 * in the order's transaction with the e-mail that lets its owner choose a password (the password
 * reset link, valid one hour; a new one can be asked for at any time). An e-mail that already has a
 * customer or an account is left alone, and the guest order stays a guest order either way: it is
 * not linked to an account its sender did not sign in to.
 */
export async function createCustomerAccount(
  tx: TransactionHandle,
  buyer: BuyerSnapshot,
  place: { market: string; language: Language; origin: string; now: Date },
): Promise<boolean> {
  const accountId = await customerAccountRepository.create(tx, {
    customerCode: `B2C-${randomUUID()}`,
    firstName: buyer.firstName,
    lastName: buyer.lastName,
    email: buyer.email,
    cellphone: buyer.cellphone,
    market: place.market,
    language: place.language,
    roleId: ROLE.B2C,
  });
  if (accountId === undefined) return false;
  const token = newOpaqueToken();
  await insertPasswordReset(tx, {
    hash: hashOf(token),
    accountId,
    now: place.now,
    expiresAt: new Date(place.now.getTime() + PASSWORD_RESET_TTL_MS),
  });
  await sendMail(tx, {
    to: buyer.email,
    language: place.language,
    template: 'passwordReset',
    data: {
      firstName: buyer.firstName,
      url: `${place.origin}/${place.language}/reset-password?token=${token}`,
    },
  });
  return true;
}
