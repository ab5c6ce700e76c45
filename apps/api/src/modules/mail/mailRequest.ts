import { getMarketByName, languageSchema } from '@workwear/domain';
import { z } from 'zod';
import { templateNamed, templateRequestSchema } from './templates/index';
import { type RenderedMail, renderLayout } from './templates/layout';
import type { MailFooter } from './templates/mailFooter';

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
    /**
     * The market the mail is about, whose seller the footer names ('se'). Optional: an entry queued
     * before the field existed is rendered with the default market's seller.
     */
    market: z
      .string()
      .refine((name) => getMarketByName(name) !== undefined, 'Must be a market name such as se')
      .optional(),
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

/**
 * Subject, HTML and text of a request, in the shared layout and the recipient's language, with the
 * seller's footer when one is given (mailFooterSource).
 */
export function renderMail(request: MailRequest, footer?: MailFooter): RenderedMail {
  const content = templateNamed(request.template).contentOf(request, request.language);
  return renderLayout(content, request.language, footer);
}

/**
 * Resolves the footer of a mail of a market in a language: the seller and the legal pages' URLs, or
 * undefined when the market has no seller to name.
 */
export type MailFooterSource = (
  market: MailRequest['market'],
  language: MailRequest['language'],
) => Promise<MailFooter | undefined>;
