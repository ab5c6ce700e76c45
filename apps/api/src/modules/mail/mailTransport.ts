import type { DatabaseHandle } from '@workwear/db';
import type { Language } from '@workwear/domain';
import { createTransport } from 'nodemailer';
import { keepMail } from './mailboxRepository';

/** A rendered e-mail on its way out; the outbox id makes a repeated delivery recognisable. */
export interface OutgoingMail {
  outboxId: number;
  messageId: string;
  from: { name: string; address: string };
  to: string;
  language: Language;
  subject: string;
  html: string;
  text: string;
}

export interface MailTransport {
  /** 'smtp' sends to SMTP_URL; 'mailbox' keeps the mail in the development mailbox. */
  kind: 'smtp' | 'mailbox';
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * Timeouts well inside the outbox lease, so a stalled server fails the attempt (and the worker backs
 * off) instead of outliving the lease and being delivered twice side by side.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** Sends through the SMTP server of `url` (smtp://user:pass@host:587, smtps://... for implicit TLS). */
export function smtpTransport(url: string): MailTransport {
  const transporter = createTransport({ url, ...SMTP_TIMEOUTS });
  return {
    kind: 'smtp',
    async send(mail) {
      await transporter.sendMail({
        messageId: mail.messageId,
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        headers: { 'Content-Language': mail.language },
      });
    },
    close: () => transporter.close(),
  };
}

/** Keeps mail in the mail_messages table, read through the development mailbox. */
export function mailboxTransport(handle: DatabaseHandle): MailTransport {
  return {
    kind: 'mailbox',
    send: (mail) =>
      keepMail(handle, {
        outboxId: mail.outboxId,
        messageId: mail.messageId,
        fromAddress: mail.from.address,
        toAddress: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        language: mail.language,
      }),
    close: () => {},
  };
}
