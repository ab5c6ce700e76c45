import { schema, unitOfWork } from '@workwear/db';
import { SUPPORTED_LANGUAGES } from '@workwear/domain';
import { inArray, sql } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxRuntime } from '../../composition/outboxRuntime';
import { type OutboxDatabase, outboxDatabase } from '../../testing/outboxDatabase';
import { receivedIn as receivedInPeer, type SmtpPeer, startSmtpPeer } from '../../testing/smtpPeer';
import { testOutboxRuntime } from '../../testing/testOutboxRuntime';
import { messageIdFor } from './mailOutboxHandler';
import { renderMail } from './mailRequest';
import { sendMail } from './sendMail';
import { sampleMail } from './templates/sample';

const NAME = 'Łucja Řehoř Ģirts Tõnu Žaneta';
const sender = { name: 'Workwear Shop', address: 'no-reply@workwear.test' };

/** Every language's sample through the outbox to a real SMTP server, read back with mailparser. */
describe('e-mail through an SMTP server', () => {
  let db: OutboxDatabase;
  let peer: SmtpPeer;
  let runtime: OutboxRuntime;
  const outboxIds = new Map<string, number>();

  beforeAll(async () => {
    db = await outboxDatabase();
    await db.clearOutbox();
    peer = await startSmtpPeer();
    runtime = testOutboxRuntime(db.handles[0], {
      smtpUrl: peer.url,
      sender,
    });
    await unitOfWork(db.handles[0], async (tx) => {
      for (const language of SUPPORTED_LANGUAGES) {
        const to = `buyer.${language}@example.test`;
        outboxIds.set(
          language,
          await sendMail(tx, { to, language, template: 'sample', data: { name: NAME } }),
        );
      }
    });
    await runtime.worker.wake();
  });
  afterAll(async () => {
    await runtime.stop();
    await peer.close();
    await db.close();
  });

  const receivedIn = (language: string): ParsedMail => receivedInPeer(peer, language);

  it('sends one e-mail per entry and records each as delivered', async () => {
    expect(peer.received).toHaveLength(SUPPORTED_LANGUAGES.length);
    const rows = await db.handles[0].db
      .select({ deliveredAt: schema.outbox.deliveredAt, attempts: schema.outbox.attempts })
      .from(schema.outbox)
      .where(inArray(schema.outbox.id, [...outboxIds.values()]));
    expect(rows.every((r) => r.deliveredAt !== null && r.attempts === 1)).toBe(true);
  });

  it.each(SUPPORTED_LANGUAGES)('keeps every letter in %s: subject, HTML part and text part', (language) => {
    const mail = receivedIn(language);
    const request = { to: 'x@example.test', language, template: 'sample', data: { name: NAME } } as const;
    const expected = renderMail(request);
    expect(mail.subject).toBe(expected.subject);
    expect(mail.text?.trim()).toBe(expected.text.trim());
    expect(mail.html).toBeTruthy();
    expect(mail.html).toContain(NAME);
    expect(mail.html).toContain(`<html lang="${language}">`);
    // The highlighted sentence is the language's pangram: every special letter of it survives.
    const pangram = sampleMail.contentOf(request, language).highlight!;
    expect(mail.text).toContain(pangram);
    expect(mail.html).toContain(pangram.replaceAll("'", '&#39;'));
    expect(mail.from?.value).toEqual([{ name: 'Workwear Shop', address: 'no-reply@workwear.test' }]);
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.value[0]?.address : undefined).toBe(
      `buyer.${language}@example.test`,
    );
  });

  it('names each e-mail by its outbox entry, so a repeated delivery is recognisable', async () => {
    const [row] = await db.handles[0].rows<{ created_at: Date | string }>(
      sql`SELECT created_at FROM outbox WHERE id = ${outboxIds.get('lv')}`,
    );
    expect(receivedIn('lv').messageId).toBe(
      messageIdFor(outboxIds.get('lv')!, new Date(row!.created_at), sender),
    );
  });
});
