import { defineOutboxHandler } from '../../outbox/outboxHandler';
import { type MailSender, senderDomain } from './mailFrom';
import { MAIL_TOPIC, type MailFooterSource, mailRequestSchema, renderMail } from './mailRequest';
import type { MailTransport } from './mailTransport';

/**
 * The Message-ID of the e-mail an outbox entry sends. The same on every attempt, so a repeat delivery
 * is recognisable (mail clients and servers drop duplicates by it); the entry's creation time keeps
 * ids apart when a database is recreated and its ids start again at 1.
 */
export const messageIdFor = (outboxId: number, createdAt: Date, sender: MailSender): string =>
  `<outbox.${outboxId}.${createdAt.getTime()}@${senderDomain(sender)}>`;

/**
 * Delivers mail.send entries: renders the template in the recipient's language, with the footer of
 * the mail's market (footerOf; without it the footer is the single line), and sends it.
 */
export function mailOutboxHandler(deps: {
  transport: MailTransport;
  sender: MailSender;
  footerOf?: MailFooterSource | undefined;
}) {
  return defineOutboxHandler({
    topic: MAIL_TOPIC,
    payload: mailRequestSchema,
    async deliver(request, info) {
      const footer = await deps.footerOf?.(request.market, request.language);
      await deps.transport.send({
        outboxId: info.outboxId,
        messageId: messageIdFor(info.outboxId, info.createdAt, deps.sender),
        from: deps.sender,
        to: request.to,
        language: request.language,
        ...renderMail(request, footer),
      });
    },
  });
}
