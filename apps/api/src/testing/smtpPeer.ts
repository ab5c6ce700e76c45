import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpPeer {
  /** smtp://127.0.0.1:port, for SMTP_URL. */
  url: string;
  /** Every message the peer accepted, parsed back with mailparser. */
  received: ParsedMail[];
  /** Every recipient a client offered, accepted or not. */
  recipientsOffered: string[];
  close(): Promise<void>;
}

/**
 * A real SMTP server (the smtp-server package) on an ephemeral port of 127.0.0.1, in this process: the
 * mail code talks SMTP to it exactly as to a production server. `rejectRecipients` answers every
 * RCPT TO with 550, a real and permanent refusal.
 */
export async function startSmtpPeer(options: { rejectRecipients?: boolean } = {}): Promise<SmtpPeer> {
  const received: ParsedMail[] = [];
  const recipientsOffered: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      recipientsOffered.push(address.address);
      if (!options.rejectRecipients) return callback();
      const error = Object.assign(new Error(`Mailbox ${address.address} unavailable`), { responseCode: 550 });
      return callback(error);
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    recipientsOffered,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The mail the peer received in `language` (its Content-Language), or a failure naming the language. */
export function receivedIn(peer: SmtpPeer, language: string): ParsedMail {
  const mail = peer.received.find((m) => m.headers.get('content-language') === language);
  if (!mail) throw new Error(`No mail in ${language} reached the SMTP server`);
  return mail;
}
