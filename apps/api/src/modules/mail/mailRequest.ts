import { languageSchema } from '@workwear/domain';
import { z } from 'zod';
import { templateNamed, templateRequestSchema } from './templates/index';
import { type RenderedMail, renderLayout } from './templates/layout';

/** The topic of outbox entries that send an e-mail. */
export const MAIL_TOPIC = 'mail.send';

/**
 * The payload of a mail.send entry: who gets which e-mail in which language, with the template's data.
 * Checked when enqueued and again when delivered (the entry may outlive a change of the schema).
 */
export const mailRequestSchema = z
  .object({
    to: z.email().max(254),
    language: languageSchema,
  })
  .and(templateRequestSchema)
  .superRefine((request, ctx) => {
    // A template whose data names its language (orderConfirmation) is written in the request's.
    if ('language' in request.data && request.data.language !== request.language) {
      ctx.addIssue({
        code: 'custom',
        path: ['data', 'language'],
        message: `Must be the mail's language (${request.language})`,
      });
    }
  });

export type MailRequest = z.infer<typeof mailRequestSchema>;

/** Subject, HTML and text of a request, in the shared layout and the recipient's language. */
export function renderMail(request: MailRequest): RenderedMail {
  const content = templateNamed(request.template).contentOf(request, request.language);
  return renderLayout(content, request.language);
}
