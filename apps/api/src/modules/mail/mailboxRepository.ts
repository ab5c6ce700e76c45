import { type DatabaseHandle, schema } from '@workwear/db';
import type { Language } from '@workwear/domain';
import { desc, eq } from 'drizzle-orm';

const { mailMessages } = schema;

export interface KeptMail {
  outboxId: number;
  messageId: string;
  fromAddress: string;
  toAddress: string;
  subject: string;
  html: string;
  text: string;
  language: Language;
}

/**
 * Keeps a mail in the development mailbox. One row per outbox entry: a repeated delivery of the same
 * entry finds its row there and adds nothing.
 */
export async function keepMail(handle: DatabaseHandle, mail: KeptMail): Promise<void> {
  await handle.db.insert(mailMessages).values(mail).onConflictDoNothing({ target: mailMessages.outboxId });
}

const summary = {
  id: mailMessages.id,
  toAddress: mailMessages.toAddress,
  subject: mailMessages.subject,
  language: mailMessages.language,
  createdAt: mailMessages.createdAt,
};

/** Newest first. */
export function listKeptMail(handle: DatabaseHandle, limit: number) {
  return handle.db
    .select(summary)
    .from(mailMessages)
    .orderBy(desc(mailMessages.createdAt), desc(mailMessages.id))
    .limit(limit);
}

export async function findKeptMail(handle: DatabaseHandle, id: number) {
  const [row] = await handle.db
    .select({
      ...summary,
      outboxId: mailMessages.outboxId,
      messageId: mailMessages.messageId,
      fromAddress: mailMessages.fromAddress,
      html: mailMessages.html,
      text: mailMessages.text,
    })
    .from(mailMessages)
    .where(eq(mailMessages.id, id));
  return row;
}

/** The kept mail of an outbox entry, if it has been delivered to the mailbox. */
export async function keptMailIdOf(handle: DatabaseHandle, outboxId: number): Promise<number | null> {
  const [row] = await handle.db
    .select({ id: mailMessages.id })
    .from(mailMessages)
    .where(eq(mailMessages.outboxId, outboxId));
  return row?.id ?? null;
}
