import { z } from 'zod';

/** Who the shop's e-mails come from. */
export interface MailSender {
  name: string;
  address: string;
}

const NAMED = /^\s*"?([^"<>]*?)"?\s*<([^<>\s]+)>\s*$/;

/**
 * MAIL_FROM: `Name <address>` or a bare address. Parsed once with the rest of the configuration, so a
 * typo stops the start instead of every e-mail.
 */
export const mailFromSchema = z
  .string()
  .transform((value) => {
    const named = NAMED.exec(value);
    return named ? { name: named[1]!.trim(), address: named[2]! } : { name: '', address: value.trim() };
  })
  .pipe(z.object({ name: z.string().max(100), address: z.email() }));

/** The domain of the sender's address, for Message-IDs. */
export const senderDomain = (sender: MailSender): string =>
  sender.address.slice(sender.address.lastIndexOf('@') + 1);
