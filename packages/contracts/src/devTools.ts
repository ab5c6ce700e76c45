import { languageSchema, ROLE, type RoleName, roleCodeSchema } from '@workwear/domain';
import { z } from 'zod';
import { defineCall, type ServiceDeclaration } from './call';
import { wholeNumberText } from './common';
import { analyticsEventSchema } from './klevu';
import { errorResponses, json } from './responses';

/**
 * Development tools of the API: the mailbox that keeps e-mails when no SMTP server is configured, a
 * sample e-mail to try it, the outbox's pending and failed entries, and the demo accounts to sign in with. Served only while DEV_TOOLS is
 * on (default: on with the embedded database, off with DATABASE_URL); otherwise every call is a 404.
 * Declared once here, for the API's routes and the client's calls. Not in ALL_CALLS: the API serves
 * them only while DEV_TOOLS is on.
 */
export const devToolsService = {
  prefix: '/api/dev',
  tag: 'Development tools',
} as const satisfies ServiceDeclaration;

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
  id: wholeNumberText(z.number().int().positive().max(Number.MAX_SAFE_INTEGER)).meta({
    param: { name: 'id', in: 'path' },
    example: 1,
  }),
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

export const mailboxCall = defineCall({
  service: devToolsService,
  method: 'get',
  path: '/mailbox',
  summary: 'Development mailbox',
  description: 'E-mails kept instead of sent (no SMTP_URL), newest first, at most 200.',
  responses: { 200: json(mailboxListSchema, 'The kept e-mails'), ...errorResponses([]) },
});

export const mailboxMessageCall = defineCall({
  service: devToolsService,
  method: 'get',
  path: '/mailbox/{id}',
  summary: 'One kept e-mail',
  description: 'Subject, HTML and text of a kept e-mail. Show the HTML only in a sandboxed frame.',
  params: mailboxMessageParamsSchema,
  responses: {
    200: json(mailboxMessageSchema, 'The e-mail'),
    ...errorResponses({ 400: 'The id is not a positive whole number', 404: 'No kept e-mail has this id' }),
  },
});

export const sampleMailCall = defineCall({
  service: devToolsService,
  method: 'post',
  path: '/mailbox/sample',
  summary: 'Send a sample e-mail',
  description:
    'Enqueues the sample e-mail in the given language through the outbox (to a fixed .test address) ' +
    'and runs a delivery pass at once.',
  body: sampleMailBodySchema,
  responses: {
    201: json(sampleMailResultSchema, 'Enqueued; mailId is set once the mailbox holds it'),
    ...errorResponses({ 400: 'The language is not one of the 14; details name the field' }),
  },
});

export const outboxEntriesCall = defineCall({
  service: devToolsService,
  method: 'get',
  path: '/outbox',
  summary: 'Pending and failed outbox entries',
  description:
    'Entries still to deliver (oldest first) and entries given up after the last attempt (newest ' +
    'first), each with its attempts and last error; at most 200 of each.',
  responses: { 200: json(outboxListSchema, 'The entries'), ...errorResponses([]) },
});

export const demoAccountSchema = z
  .object({
    /** What the login page calls the account: 'User (two companies)', 'Super customer admin' ... */
    label: z.string(),
    role: z.enum(Object.keys(ROLE) as [RoleName, ...RoleName[]]),
    roleId: roleCodeSchema,
    login: z.string(),
    password: z.string(),
    name: z.string(),
    /** The company signed in to by default; null for consumers. */
    company: z.string().nullable(),
    companies: z.array(z.string()),
    market: z.string(),
    language: languageSchema,
  })
  .meta({ id: 'DemoAccount' });

export const demoAccountListSchema = z
  .object({ accounts: z.array(demoAccountSchema) })
  .meta({ id: 'DemoAccountList' });

export const demoAccountsCall = defineCall({
  service: devToolsService,
  method: 'get',
  path: '/demo-accounts',
  summary: 'Demo accounts',
  description:
    'The demo sign-ins (README, "Demo accounts") that are active in this database, with their published ' +
    'passwords, for the login page to list and fill in. Empty when the database has no demo world.',
  responses: { 200: json(demoAccountListSchema, 'The demo accounts'), ...errorResponses([]) },
});

export const searchAnalyticsEventSchema = analyticsEventSchema
  .extend({ id: z.number().int(), createdAt: timestamp })
  .meta({ id: 'SearchAnalyticsEvent' });

export const searchAnalyticsEventListSchema = z
  .object({
    /** 'table' when events are kept here; 'klevu' when they are forwarded and this list stays empty. */
    recorder: z.enum(['table', 'klevu']),
    events: z.array(searchAnalyticsEventSchema),
  })
  .meta({ id: 'SearchAnalyticsEventList' });

export const searchAnalyticsEventsCall = defineCall({
  service: devToolsService,
  method: 'get',
  path: '/search-analytics',
  summary: 'Kept search analytics events',
  description:
    'Search, click and purchase events recorded through /api/klevu while no Klevu endpoint is ' +
    'configured (KLEVU_ANALYTICS_URL), newest first, at most 200.',
  responses: { 200: json(searchAnalyticsEventListSchema, 'The events'), ...errorResponses([]) },
});

export type SearchAnalyticsEventList = z.infer<typeof searchAnalyticsEventListSchema>;
export type DemoAccountList = z.infer<typeof demoAccountListSchema>;
export type MailboxList = z.infer<typeof mailboxListSchema>;
export type MailboxMessage = z.infer<typeof mailboxMessageSchema>;
export type SampleMailResult = z.infer<typeof sampleMailResultSchema>;
export type OutboxList = z.infer<typeof outboxListSchema>;
