import { unitOfWork } from '@workwear/db';
import type { Language } from '@workwear/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxRuntime } from '../../composition/outboxRuntime';
import { sampleOrderConfirmation } from '../../testing/orderConfirmationMail';
import { type OutboxDatabase, outboxDatabase } from '../../testing/outboxDatabase';
import { testOutboxRuntime } from '../../testing/testOutboxRuntime';
import { createDevMailboxService, type DevMailboxService } from './devMailboxService';
import { findKeptMail, keptMailIdOf } from './mailboxRepository';
import { renderMail } from './mailRequest';
import { sendMail } from './sendMail';

/** Buyers whose names carry the letters that get lost first: ę, ř, ģ, õ and their neighbours. */
const BUYERS: readonly { language: Language; firstName: string; lastName: string }[] = [
  { language: 'pl', firstName: 'Łucja', lastName: 'Wężyk-Gęślą' },
  { language: 'cs', firstName: 'Řehoř', lastName: 'Šťastný' },
  { language: 'lv', firstName: 'Ģirts', lastName: 'Ķēniņš' },
  { language: 'et', firstName: 'Tõnu', lastName: 'Õunapuu' },
];

/**
 * The confirmation the way the shop sends it in the embedded default: queued in a unit of work, delivered
 * by the outbox worker to the development mailbox, and read back as the mailbox page reads it.
 */
describe('order confirmation through the outbox into the development mailbox', () => {
  let db: OutboxDatabase;
  let runtime: OutboxRuntime;
  let mailbox: DevMailboxService;
  const outboxIds = new Map<Language, number>();

  const dataFor = ({ language, firstName, lastName }: (typeof BUYERS)[number]) =>
    sampleOrderConfirmation(language, {
      buyer: { firstName, lastName, email: `buyer.${language}@example.test` },
      metadata: { OrderLabel: 'Hala <B> & "Północ"' },
    });

  beforeAll(async () => {
    db = await outboxDatabase();
    await db.clearOutbox();
    runtime = testOutboxRuntime(db.handles[0]);
    mailbox = createDevMailboxService({
      handle: db.handles[0],
      keeping: true,
      deliverNow: () => runtime.worker.wake(),
    });
    await unitOfWork(db.handles[0], async (tx) => {
      for (const buyer of BUYERS) {
        const data = dataFor(buyer);
        outboxIds.set(
          buyer.language,
          await sendMail(tx, {
            to: data.order.buyer.email,
            language: buyer.language,
            template: 'orderConfirmation',
            data,
          }),
        );
      }
    });
    await runtime.worker.wake();
  });
  afterAll(async () => {
    await runtime.stop();
    await db.close();
  });

  it('keeps one mail per confirmation, listed for the mailbox page', async () => {
    expect(runtime.mailKind).toBe('mailbox');
    const list = await mailbox.list();
    expect(list.messages).toHaveLength(BUYERS.length);
    expect(list.messages.map((m) => m.language).sort()).toEqual(BUYERS.map((b) => b.language).sort());
    expect(list.messages.every((m) => m.subject.includes('100042'))).toBe(true);
  });

  it.each(BUYERS)('reads back the $language mail with every letter intact', async (buyer) => {
    const mailId = await keptMailIdOf(db.handles[0], outboxIds.get(buyer.language)!);
    expect(mailId).not.toBeNull();
    const kept = await findKeptMail(db.handles[0], mailId!);
    const expected = renderMail({
      to: `buyer.${buyer.language}@example.test`,
      language: buyer.language,
      template: 'orderConfirmation',
      data: dataFor(buyer),
    });
    expect(kept).toMatchObject({
      toAddress: `buyer.${buyer.language}@example.test`,
      language: buyer.language,
      subject: expected.subject,
      html: expected.html,
      text: expected.text,
    });
    const fullName = `${buyer.firstName} ${buyer.lastName}`;
    for (const part of [kept!.html, kept!.text]) {
      expect(part).toContain(fullName);
      expect(part).toContain('100042');
      expect(part).toContain('4 671,00 kr');
    }
    expect(kept!.html).toContain('Hala &lt;B&gt; &amp; &quot;Północ&quot;');
    expect(kept!.text).toContain('Hala <B> & "Północ"');

    // What the mailbox page gets from the API: the same mail, through the contract's schema.
    const message = await mailbox.message(mailId!);
    expect(message.html).toBe(kept!.html);
    expect(message.text).toBe(kept!.text);
    expect(message.subject).toBe(expected.subject);
  });
});
