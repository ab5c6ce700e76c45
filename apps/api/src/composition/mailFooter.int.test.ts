import { unitOfWork } from '@workwear/db';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCmsService } from '../modules/cms';
import { sendMail } from '../modules/mail';
import { type SmtpPeer, startSmtpPeer } from '../testing/smtpPeer';
import { testOutboxRuntime } from '../testing/testOutboxRuntime';
import { testServer } from '../testing/testServer';
import { mailFooterSource } from './mailFooterSource';
import type { OutboxRuntime } from './outboxRuntime';

const originOf = (market: string) => `https://${market}.shop.example`;

/**
 * Every e-mail's footer names the market's seller (from the cms module's data) and links its legal
 * pages, in the mail's language, in the HTML part and the text part, read back from a real SMTP server.
 */
describe("the e-mails' footer", () => {
  let peer: SmtpPeer;
  let runtime: OutboxRuntime;

  beforeAll(async () => {
    const { handle } = await testServer();
    peer = await startSmtpPeer();
    runtime = testOutboxRuntime(handle, {
      smtpUrl: peer.url,
      mailFooterOf: mailFooterSource({ cms: createCmsService(handle), publicOriginOf: originOf }),
      batchSize: 50,
    });
    await unitOfWork(handle, async (tx) => {
      const sample = { template: 'sample', data: { name: 'Žaneta' } } as const;
      await sendMail(tx, { to: 'footer.lv@example.test', language: 'lv', market: 'lv', ...sample });
      await sendMail(tx, { to: 'footer.cz@example.test', language: 'cs', market: 'cz', ...sample });
      await sendMail(tx, { to: 'footer.se-en@example.test', language: 'en', market: 'se', ...sample });
      await sendMail(tx, { to: 'footer.none@example.test', language: 'sv', ...sample });
    });
    await runtime.worker.wake();
  });
  afterAll(async () => {
    await runtime.stop();
    await peer.close();
  });

  const receivedBy = (address: string): ParsedMail => {
    const mail = peer.received.find(
      (m) => m.to && !Array.isArray(m.to) && m.to.value[0]?.address === address,
    );
    if (!mail) throw new Error(`No mail to ${address} reached the SMTP server`);
    return mail;
  };

  it('names the Latvian seller in Latvian, with every letter intact, in both parts', () => {
    const mail = receivedBy('footer.lv@example.test');
    for (const part of [mail.text ?? '', mail.html || '']) {
      expect(part).toContain('Workwear Shop Latvija SIA');
      expect(part).toContain('Ģertrūdes iela 10, LV-1010 Rīga, Latvija');
      expect(part).toContain('Reģ. Nr.: 40001234567');
      expect(part).toContain('PVN Nr.: LV40001234567');
      expect(part).toContain('service.lv@workwear.test');
      expect(part).toContain('+371 6712 3450');
      expect(part).toContain('Pirmdiena–Piektdiena 08:00–17:00');
      expect(part).toContain('https://lv.shop.example/lv/pardosanas-noteikumi');
      expect(part).toContain('https://lv.shop.example/lv/privatuma-politika');
      expect(part).toContain('https://lv.shop.example/lv/atteikuma-tiesibas-un-atgriesana');
      expect(part).toContain('https://lv.shop.example/lv/kontakti');
    }
    expect(mail.text).toContain('Pārdošanas noteikumi: https://lv.shop.example/lv/pardosanas-noteikumi');
    expect(mail.html).toContain('href="mailto:service.lv@workwear.test"');
  });

  it('names the Czech seller with its IČO and DIČ', () => {
    const mail = receivedBy('footer.cz@example.test');
    expect(mail.text).toContain('Workwear Shop Česko s.r.o.');
    expect(mail.text).toContain('Náměstí Míru 9, 120 00 Praha 2, Česko');
    expect(mail.text).toContain('IČO: 12345678, DIČ: CZ12345678');
    expect(mail.html).toContain('Zákaznický servis');
  });

  it("writes the market's seller in the mail's language, linking that language's pages", () => {
    const mail = receivedBy('footer.se-en@example.test');
    expect(mail.text).toContain('Östra Hamngatan 12, 411 09 Göteborg, Sweden');
    expect(mail.text).toContain('Company no.: 556677-8899, VAT no.: SE556677889901');
    expect(mail.text).toContain('Terms of sale: https://se.shop.example/en/terms-of-sale');
    expect(mail.text).toContain('Withdrawal and returns: https://se.shop.example/en/withdrawal-and-returns');
  });

  it('takes the default market for an entry queued without one', () => {
    const mail = receivedBy('footer.none@example.test');
    expect(mail.text).toContain('Workwear Shop Sverige AB');
    expect(mail.text).toContain('Köpvillkor: https://se.shop.example/sv/kopvillkor');
  });
});
