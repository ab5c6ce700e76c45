import type { MailboxList, MailboxMessage, SampleMailResult } from '@workwear/contracts/devTools';
import { mailboxListSchema, mailboxMessageSchema } from '@workwear/contracts/devTools';
import { type DatabaseHandle, unitOfWork } from '@workwear/db';
import { type Language, notFound } from '@workwear/domain';
import { findKeptMail, keptMailIdOf, listKeptMail } from './mailboxRepository';
import { sendMail } from './sendMail';

/** Who the sample e-mail greets: a name with the language's own letters. */
const SAMPLE_NAMES: Readonly<Record<Language, string>> = {
  sv: 'Åsa Öberg',
  en: 'Alex Newcomer',
  nb: 'Øystein Bråten',
  fi: 'Väinö Mäkelä',
  da: 'Søren Ærø',
  nl: 'Noël de Vries',
  fr: 'Zoé Lefèvre',
  de: 'Jürgen Groß',
  cs: 'Řehoř Šťastný',
  et: 'Tõnu Õunapuu',
  it: 'Niccolò Rossi',
  pl: 'Łucja Wężyk',
  es: 'Íñigo Muñoz',
  lv: 'Ģirts Ķēniņš',
};

/**
 * A fixed address on the reserved .test domain: the sample form picks only the language, so even with
 * an SMTP server configured it can never send mail to an address a visitor typed.
 */
export const SAMPLE_RECIPIENT = 'newcomer@example.test';

const LIST_LIMIT = 200;

/** The development mailbox: the kept e-mails, and a sample e-mail sent through the outbox. */
export function createDevMailboxService(deps: {
  handle: DatabaseHandle;
  keeping: boolean;
  /** Starts a delivery pass and settles when it is done (the outbox worker's wake). */
  deliverNow: () => Promise<unknown>;
}) {
  const { handle } = deps;
  return {
    async list(): Promise<MailboxList> {
      const rows = await listKeptMail(handle, LIST_LIMIT);
      // Parsed, not cast: the language column is char(2) in SQL and must be one of the 14 here.
      return mailboxListSchema.parse({
        keeping: deps.keeping,
        messages: rows.map(({ toAddress, createdAt, ...row }) => ({
          ...row,
          to: toAddress,
          createdAt: createdAt.toISOString(),
        })),
      });
    },

    async message(id: number): Promise<MailboxMessage> {
      const row = await findKeptMail(handle, id);
      if (!row) throw notFound('Mail');
      const { toAddress, fromAddress, createdAt, ...rest } = row;
      return mailboxMessageSchema.parse({
        ...rest,
        to: toAddress,
        from: fromAddress,
        createdAt: createdAt.toISOString(),
      });
    },

    /**
     * Enqueues the sample in its own unit of work, then runs a delivery pass at once, so the mail is
     * usually in the mailbox when this returns (mailId); the worker's polling delivers it otherwise.
     */
    async sendSample(language: Language): Promise<SampleMailResult> {
      const outboxId = await unitOfWork(handle, (tx) =>
        sendMail(tx, {
          to: SAMPLE_RECIPIENT,
          language,
          template: 'sample',
          data: { name: SAMPLE_NAMES[language] },
        }),
      );
      await deps.deliverNow();
      return { outboxId, mailId: await keptMailIdOf(handle, outboxId) };
    },
  };
}

export type DevMailboxService = ReturnType<typeof createDevMailboxService>;
