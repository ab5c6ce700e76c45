import { createRoute } from '@hono/zod-openapi';
import { apiErrorSchema } from '@workwear/contracts';
import {
  DEV_TOOLS_CALLS,
  mailboxListSchema,
  mailboxMessageParamsSchema,
  mailboxMessageSchema,
  outboxListSchema,
  sampleMailBodySchema,
  sampleMailResultSchema,
} from '@workwear/contracts/devTools';
import type { z } from 'zod';

const json = <T extends z.ZodType>(schema: T, description: string) => ({
  content: { 'application/json': { schema } },
  description,
});

const tags = ['Development tools'];
const failure = json(apiErrorSchema, 'Unexpected failure');

export const mailboxRoute = createRoute({
  ...DEV_TOOLS_CALLS.mailbox,
  tags,
  summary: 'Development mailbox',
  description: 'E-mails kept instead of sent (no SMTP_URL), newest first, at most 200.',
  responses: { 200: json(mailboxListSchema, 'The kept e-mails'), 500: failure },
});

export const mailboxMessageRoute = createRoute({
  ...DEV_TOOLS_CALLS.mailboxMessage,
  tags,
  summary: 'One kept e-mail',
  description: 'Subject, HTML and text of a kept e-mail. Show the HTML only in a sandboxed frame.',
  request: { params: mailboxMessageParamsSchema },
  responses: {
    200: json(mailboxMessageSchema, 'The e-mail'),
    400: json(apiErrorSchema, 'The id is not a positive whole number'),
    404: json(apiErrorSchema, 'No kept e-mail has this id'),
    500: failure,
  },
});

export const sampleMailRoute = createRoute({
  ...DEV_TOOLS_CALLS.sampleMail,
  tags,
  summary: 'Send a sample e-mail',
  description:
    'Enqueues the sample e-mail in the given language through the outbox (to a fixed .test address) ' +
    'and runs a delivery pass at once.',
  request: { body: { content: { 'application/json': { schema: sampleMailBodySchema } }, required: true } },
  responses: {
    201: json(sampleMailResultSchema, 'Enqueued; mailId is set once the mailbox holds it'),
    400: json(apiErrorSchema, 'The language is not one of the 14; details name the field'),
    500: failure,
  },
});

export const outboxRoute = createRoute({
  ...DEV_TOOLS_CALLS.outbox,
  tags,
  summary: 'Pending and failed outbox entries',
  description:
    'Entries still to deliver (oldest first) and entries given up after the last attempt (newest ' +
    'first), each with its attempts and last error; at most 200 of each.',
  responses: { 200: json(outboxListSchema, 'The entries'), 500: failure },
});
