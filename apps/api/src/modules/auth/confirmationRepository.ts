import { type DatabaseHandle, schema, type TransactionHandle } from '@workwear/db';
import { and, eq, isNull, sql } from 'drizzle-orm';

const { accountConfirmations, accounts } = schema;

/** The SQL of the create-account page's confirmation links (account_confirmations, accounts' flag). */

/** Ends the account's live links (a new one replaces them) and adds one; its id goes into the link. */
export async function replaceConfirmation(
  tx: TransactionHandle,
  link: { accountId: number; now: Date; expiresAt: Date },
): Promise<number> {
  await tx.db
    .update(accountConfirmations)
    .set({ endedAt: link.now })
    .where(and(eq(accountConfirmations.accountId, link.accountId), isNull(accountConfirmations.endedAt)));
  const [row] = await tx.db
    .insert(accountConfirmations)
    .values({ accountId: link.accountId, createdAt: link.now, expiresAt: link.expiresAt })
    .returning({ id: accountConfirmations.id });
  return row!.id;
}

/** A link's row with its account's login name, locked until the transaction ends. */
export async function lockConfirmation(tx: TransactionHandle, id: number) {
  const [row] = await tx.db
    .select({
      accountId: accountConfirmations.accountId,
      expiresAt: accountConfirmations.expiresAt,
      endedAt: accountConfirmations.endedAt,
      loginName: accounts.loginName,
    })
    .from(accountConfirmations)
    .innerJoin(accounts, eq(accounts.id, accountConfirmations.accountId))
    .where(eq(accountConfirmations.id, id))
    .for('update', { of: accountConfirmations });
  return row;
}

/** The link is used: it ends, and its account may sign in from now on. */
export async function confirm(tx: TransactionHandle, id: number, accountId: number, now: Date) {
  await tx.db.update(accountConfirmations).set({ endedAt: now }).where(eq(accountConfirmations.id, id));
  await tx.db
    .update(accounts)
    .set({ awaitingConfirmation: false, version: sql`${accounts.version} + 1` })
    .where(eq(accounts.id, accountId));
}

/** Test help and the resend's check: the account's live links. */
export async function liveConfirmations(handle: DatabaseHandle, accountId: number) {
  return handle.db
    .select({ id: accountConfirmations.id })
    .from(accountConfirmations)
    .where(and(eq(accountConfirmations.accountId, accountId), isNull(accountConfirmations.endedAt)));
}
