import type { DatabaseHandle } from '@workwear/db';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { rowQuery } from '../../lib/rowQuery';

/** A password hash nothing verifies against: the account is used once its owner sets a password. */
export const NO_PASSWORD_YET = '!unset';

export interface NewConsumer {
  customerCode: string;
  firstName: string;
  lastName: string;
  email: string;
  cellphone: string | null;
  market: string;
  language: string;
  roleId: number;
  /** A hash made on the create-account page; none (NO_PASSWORD_YET) for a guest's account at checkout. */
  passwordHash?: string;
  /** The create-account page's account: nobody signs in until the e-mailed link confirms it. */
  awaitingConfirmation?: boolean;
  /** The newsletter choice of the create-account page. */
  newsletter?: boolean;
}

/** The raw query of a consumer's account made at checkout, with the shape of its rows. */
export const consumerAccountQueries = {
  /**
   * A consumer customer and their account in one statement, unless a customer or an account with the
   * e-mail exists already (then no row: the existing one is left alone).
   */
  createdAccount: rowQuery(
    z.strictObject({ accountId: z.number().int() }),
    (c: NewConsumer) => sql`
      WITH customer AS (
        INSERT INTO customers (customer_code, first_name, last_name, email_address, cell_phone, market_name, language, newsletter)
        SELECT ${c.customerCode}, ${c.firstName}, ${c.lastName}, ${c.email}, ${c.cellphone}, ${c.market}, ${c.language}, ${c.newsletter ?? false}
        WHERE NOT EXISTS (SELECT 1 FROM accounts WHERE lower(login_name) = lower(${c.email}))
          AND NOT EXISTS (SELECT 1 FROM customers WHERE lower(email_address) = lower(${c.email}))
        RETURNING id)
      INSERT INTO accounts (customer_id, login_name, password_hash, role_id, awaiting_confirmation)
      SELECT id, ${c.email}, ${c.passwordHash ?? NO_PASSWORD_YET}, ${c.roleId}, ${c.awaitingConfirmation ?? false} FROM customer
      ON CONFLICT DO NOTHING
      RETURNING id AS "accountId"`,
  ),
};

/** A consumer customer and their account, or undefined when the e-mail has either already. */
export async function createConsumerAccount(
  handle: DatabaseHandle,
  consumer: NewConsumer,
): Promise<number | undefined> {
  return (await consumerAccountQueries.createdAccount.run(handle, consumer))[0]?.accountId;
}
