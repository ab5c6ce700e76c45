import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { languageCode } from './common';

/**
 * Idempotency keys of POST requests: the first request with a key stores its response, a repeat with
 * the same body gets that response again, a repeat with another body is refused. Keys are scoped to
 * the principal and the operation, so two buyers can never collide on one key.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    principal: text('principal').notNull(),
    operation: text('operation').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    /** 'pending' while the first request runs, 'completed' once its response is stored. */
    state: text('state').notNull().default('pending'),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.principal, t.operation, t.key] }),
    index('idempotency_keys_expiry').on(t.expiresAt),
  ],
);

/**
 * Side effects outside the database (e-mail, webhooks, analytics), written in the transaction of the
 * change they report and delivered at least once by the outbox worker.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    topic: text('topic').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Not before this time: the back-off after a failed attempt moves it forward. */
    availableAt: timestamp('available_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** Set when the attempts are used up: the entry stays, visible, until someone acts on it. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_pending')
      .on(t.availableAt, t.id)
      .where(sql`${t.deliveredAt} IS NULL AND ${t.failedAt} IS NULL`),
  ],
);

/**
 * The development mailbox: with no SMTP server configured, e-mails are kept here and shown in the
 * running shop. One row per outbox entry, so a repeated delivery never shows a message twice.
 */
export const mailMessages = pgTable('mail_messages', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  outboxId: bigint('outbox_id', { mode: 'number' }).unique(),
  messageId: text('message_id').notNull(),
  fromAddress: text('from_address').notNull(),
  toAddress: text('to_address').notNull(),
  subject: text('subject').notNull(),
  html: text('html').notNull(),
  text: text('text').notNull(),
  language: languageCode('language').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
