import { languageSchema } from '@workwear/domain';
import { z } from 'zod';

/**
 * Development tools of the API: the mailbox that keeps e-mails when no SMTP server is configured, a
 * sample e-mail to try it, and the outbox's pending and failed entries. Served only while DEV_TOOLS is
 * on (default: on with the embedded database, off with DATABASE_URL); otherwise every call is a 404.
 * Declared together here, so the API's routes and the client's calls read the same schemas and paths.
 */
export const DEV_TOOLS_PREFIX = '/api/dev';

const timestamp = z.iso.datetime({ offset: true });

export const mailboxSummarySchema = z
  .object({
    id: z.number().int(),
    to: z.string(),
    subject: z.string(),
    language: languageSchema,
    createdAt: timestamp,
  })
  .meta({ id: 'MailboxSummary' });

export const mailboxListSchema = z
  .object({
    /** False when SMTP_URL is set: mail then goes to that server and the mailbox stays empty. */
    keeping: z.boolean(),
    messages: z.array(mailboxSummarySchema),
  })
  .meta({ id: 'MailboxList' });

export const mailboxMessageSchema = mailboxSummarySchema
  .extend({
    from: z.string(),
    messageId: z.string(),
    outboxId: z.number().int().nullable(),
    html: z.string(),
    text: z.string(),
  })
  .meta({ id: 'MailboxMessage' });

export const mailboxMessageParamsSchema = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(Number.MAX_SAFE_INTEGER)
    .meta({ param: { name: 'id', in: 'path' }, example: 1 }),
});

export const sampleMailBodySchema = z.object({ language: languageSchema });

export const sampleMailResultSchema = z.object({
  outboxId: z.number().int(),
  /** The kept message once delivered; null when mail goes to an SMTP server or is not out yet. */
  mailId: z.number().int().nullable(),
});

export const outboxEntrySchema = z
  .object({
    id: z.number().int(),
    topic: z.string(),
    payload: z.unknown(),
    attempts: z.number().int(),
    createdAt: timestamp,
    availableAt: timestamp,
    lastError: z.string().nullable(),
    failedAt: timestamp.nullable(),
  })
  .meta({ id: 'OutboxEntry' });

export const outboxListSchema = z
  .object({ pending: z.array(outboxEntrySchema), failed: z.array(outboxEntrySchema) })
  .meta({ id: 'OutboxList' });

/** Method and path (under DEV_TOOLS_PREFIX) of each call. */
export const DEV_TOOLS_CALLS = {
  mailbox: { method: 'get', path: '/mailbox' },
  mailboxMessage: { method: 'get', path: '/mailbox/{id}' },
  sampleMail: { method: 'post', path: '/mailbox/sample' },
  outbox: { method: 'get', path: '/outbox' },
} as const;

export type MailboxList = z.infer<typeof mailboxListSchema>;
export type MailboxMessage = z.infer<typeof mailboxMessageSchema>;
export type SampleMailResult = z.infer<typeof sampleMailResultSchema>;
export type OutboxList = z.infer<typeof outboxListSchema>;
