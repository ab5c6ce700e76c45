import { readFileSync } from 'node:fs';
import { unitOfWork } from '@workwear/db';
import { type Language, SUPPORTED_LANGUAGES } from '@workwear/domain';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxRuntime } from '../../composition/outboxRuntime';
import { sampleOrderConfirmation } from '../../testing/orderConfirmationMail';
import { type OutboxDatabase, outboxDatabase } from '../../testing/outboxDatabase';
import { receivedIn as receivedInPeer, type SmtpPeer, startSmtpPeer } from '../../testing/smtpPeer';
import { testOutboxRuntime } from '../../testing/testOutboxRuntime';
import { sendMail } from './sendMail';
import { ORDER_CONFIRMATION_TEXTS } from './templates/orderConfirmationTexts';

/** The buyer's own purchase order number and the shop's order number, told apart in every mail. */
const PURCHASE_ORDER = 'IO-2026-0815';
const SHOP_ORDER_NO = '100042';

/**
 * The label of step 2's field, as the storefront's messages word it (issue 27 item 5): the e-mail
 * says what the buyer typed it under, so the two are read from the one place checkout reads.
 */
function checkoutFieldLabel(language: Language): string {
  const file = new URL(`../../../../web/messages/${language}/checkout.json`, import.meta.url);
  const messages = JSON.parse(readFileSync(file, 'utf8')) as { info: { orderNumber: string } };
  return messages.info.orderNumber;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The order confirmation in every language through the outbox to a real SMTP server, read back with
 * mailparser: the buyer's purchase order number is labelled as checkout labels its field, and the
 * shop's own order number under a label of its own.
 */
describe('the order confirmation names the buyer’s purchase order number as checkout does', () => {
  let db: OutboxDatabase;
  let peer: SmtpPeer;
  let runtime: OutboxRuntime;

  beforeAll(async () => {
    db = await outboxDatabase();
    await db.clearOutbox();
    peer = await startSmtpPeer();
    runtime = testOutboxRuntime(db.handles[0], { smtpUrl: peer.url });
    await unitOfWork(db.handles[0], async (tx) => {
      for (const language of SUPPORTED_LANGUAGES) {
        const data = sampleOrderConfirmation(language, { metadata: { OrderNumber: PURCHASE_ORDER } });
        await sendMail(tx, {
          to: `buyer.${language}@example.test`,
          language,
          template: 'orderConfirmation',
          data,
        });
      }
    });
    await runtime.worker.wake();
  }, 60_000);
  afterAll(async () => {
    await runtime.stop();
    await peer.close();
    await db.close();
  });

  const receivedIn = (language: string): ParsedMail => receivedInPeer(peer, language);

  it('delivers one confirmation per language', () => {
    expect(peer.received).toHaveLength(SUPPORTED_LANGUAGES.length);
  });

  it.each(SUPPORTED_LANGUAGES)('labels the purchase order number with checkout’s words in %s', (language) => {
    const label = checkoutFieldLabel(language);
    const shopLabel = ORDER_CONFIRMATION_TEXTS[language].orderNo;
    expect(label).not.toBe(shopLabel);
    const mail = receivedIn(language);
    const lines = (mail.text ?? '').split('\n').map((line) => line.trim());
    expect(lines).toContain(`${label}: ${PURCHASE_ORDER}`);
    expect(lines).toContain(`${shopLabel}: ${SHOP_ORDER_NO}`);
    // The HTML part: the label in its own cell beside the number, each letter intact (’, č, ū, ø).
    expect(mail.html).toMatch(new RegExp(`>${escapeRegExp(label)}</td><td[^>]*>${PURCHASE_ORDER}<`));
  });
});
