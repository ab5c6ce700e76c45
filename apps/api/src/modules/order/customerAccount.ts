import { randomUUID } from 'node:crypto';
import type { TransactionHandle } from '@workwear/db';
import { type Language, ROLE } from '@workwear/domain';
import { ACCOUNT_CONFIRMATION_TTL_MS, hashOf, insertPasswordReset, newOpaqueToken } from '../auth';
import { createConsumerAccount } from '../customer';
import { sendMail } from '../mail';
import { customerAccountRepository } from './customerAccountRepository';
import type { BuyerSnapshot } from './orderRepository';

/** Where and when a requested account is made: the order's market and language, the payment's time. */
export interface AccountPlace {
  market: string;
  language: Language;
  origin: string;
  now: Date;
}

/**
 * createCustomerAccount of a guest consumer's send is only a wish at first, kept with the order: an
 * address is not given an account, nor an e-mail, by an order nobody has paid. The account is made
 * when the order is paid (an invoice at once, a card when its payment is confirmed), see
 * accountAfterPayment.
 */
export const requestCustomerAccount = (tx: TransactionHandle, orderId: string) =>
  customerAccountRepository.request(tx, orderId);

/**
 * Called where an order becomes paid: makes the account the guest asked for, once. It is a consumer
 * account for the buyer's e-mail with no password, and the address's owner is asked to confirm it
 * with a single-use link (valid three days) that chooses the password: until then nobody can sign in
 * to it. An e-mail that already has a customer or an account is left alone, and the guest order stays
 * a guest order either way: it is not linked to an account its sender did not sign in to.
 */
export async function accountAfterPayment(
  tx: TransactionHandle,
  order: { id: string; buyer: BuyerSnapshot },
  place: AccountPlace,
): Promise<boolean> {
  if (!(await customerAccountRepository.take(tx, order.id))) return false;
  const { buyer } = order;
  const accountId = await createConsumerAccount(tx, {
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
    expiresAt: new Date(place.now.getTime() + ACCOUNT_CONFIRMATION_TTL_MS),
  });
  await sendMail(tx, {
    to: buyer.email,
    language: place.language,
    market: place.market,
    template: 'accountConfirmation',
    data: {
      firstName: buyer.firstName,
      url: `${place.origin}/${place.language}/reset-password?token=${token}`,
    },
  });
  return true;
}
