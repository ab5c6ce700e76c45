import { APPROVAL_CANCEL_REASONS, SUPPORTED_LANGUAGES } from '@workwear/domain';
import { describe, expect, it } from 'vitest';
import { mailRequestSchema, renderMail } from '../mailRequest';
import { APPROVAL_WORDS } from './orderApprovalTexts';

type Language = (typeof SUPPORTED_LANGUAGES)[number];
const EVENTS = ['requested', 'reminder', 'waiting', 'approved', 'denied'] as const;
const URL = 'https://shop.example/pl/firma/oczekujace?order=x';

const approvalMail = (language: Language, data: Record<string, unknown>) =>
  renderMail(
    mailRequestSchema.parse({
      to: 'buyer@example.test',
      language,
      template: 'orderApproval',
      data: { orderNo: 100123, buyer: 'Ģirts Ęłżbieta-Řehoř', amount: '1 234,50 kr', url: URL, ...data },
    }),
  );

describe('the approval e-mails', () => {
  it('have every text in all 14 languages', () => {
    expect(Object.keys(APPROVAL_WORDS).sort()).toEqual([...SUPPORTED_LANGUAGES].sort());
    for (const language of SUPPORTED_LANGUAGES) {
      const words = APPROVAL_WORDS[language];
      for (const event of EVENTS) {
        for (const part of ['subject', 'heading', 'body'] as const)
          expect(words[event][part].trim(), `${language} ${event}.${part}`).not.toBe('');
        expect(words[event].subject, `${language} ${event}`).toContain('{orderNo}');
      }
      for (const reason of APPROVAL_CANCEL_REASONS)
        expect(words.reasons[reason], `${language} ${reason}`).toContain('{orderNo}');
      expect(words.message, language).toContain('{message}');
    }
  });

  it.each(SUPPORTED_LANGUAGES)(
    'render each event in %s with the order, the names and the link intact',
    (language) => {
      for (const event of EVENTS) {
        const mail = approvalMail(language, { event, message: 'Nie – ę ř ģ õ' });
        expect(mail.subject, event).toContain('100123');
        expect(mail.text, event).toContain(URL);
        expect(mail.text, event).toContain('Nie – ę ř ģ õ');
        expect(mail.html, event).toContain(`<html lang="${language}">`);
        expect(mail.html, event).toContain('Nie – ę ř ģ õ');
      }
      // The attestant's mails name the buyer and the amount as given.
      const request = approvalMail(language, { event: 'requested' });
      expect(request.text).toContain('Ģirts Ęłżbieta-Řehoř');
      expect(request.text).toContain('1 234,50 kr');
      for (const reason of APPROVAL_CANCEL_REASONS)
        expect(approvalMail(language, { event: 'cancelled', reason }).text, reason).toContain('100123');
    },
  );

  it('keeps every language’s letters', () => {
    expect(approvalMail('pl', { event: 'requested' }).subject).toBe(
      'Zamówienie 100123 czeka na Twoją akceptację',
    );
    expect(approvalMail('cs', { event: 'reminder' }).subject).toBe(
      'Připomínka: objednávka 100123 stále čeká na vaše schválení',
    );
    expect(approvalMail('et', { event: 'cancelled', reason: 'Expired' }).text).toContain(
      'Tellimust 100123 ei kinnitatud õigel ajal',
    );
    expect(approvalMail('lv', { event: 'approved' }).subject).toBe('Jūsu pasūtījums 100123 ir apstiprināts');
  });
});
