import { SUPPORTED_LANGUAGES } from '@workwear/domain';
import { describe, expect, it } from 'vitest';
import { mailRequestSchema, renderMail } from '../mailRequest';

const expired = (language: (typeof SUPPORTED_LANGUAGES)[number]) =>
  renderMail(
    mailRequestSchema.parse({
      to: 'buyer@example.test',
      language,
      template: 'orderExpired',
      data: { orderNo: 100123, minutes: 30, url: 'https://shop.example/sv/kassan/status/avbruten?order=x' },
    }),
  );

describe('the expired-order e-mail', () => {
  it.each(SUPPORTED_LANGUAGES)('names the order, the time and links to its status page in %s', (language) => {
    const mail = expired(language);
    expect(mail.subject).toContain('100123');
    expect(mail.text).toContain('30');
    expect(mail.text).toContain('https://shop.example/sv/kassan/status/avbruten?order=x');
    expect(mail.html).toContain(`<html lang="${language}">`);
  });

  it('keeps every language’s letters', () => {
    expect(expired('pl').text).toContain('Zamówienie 100123 nie zostało opłacone');
    expect(expired('cs').subject).toBe('Platnost vaší objednávky 100123 vypršela');
    expect(expired('lv').text).toContain('Preces atkal ir jūsu grozā');
    expect(expired('et').text).toContain('seetõttu');
  });
});
