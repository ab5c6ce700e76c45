import { SUPPORTED_LANGUAGES } from '@workwear/domain';
import { describe, expect, it } from 'vitest';
import { mailRequestSchema, renderMail } from './mailRequest';
import { renderLayout } from './templates/layout';

const sample = (language: (typeof SUPPORTED_LANGUAGES)[number], name: string) =>
  mailRequestSchema.parse({ to: 'ann@example.test', language, template: 'sample', data: { name } });

describe('renderMail', () => {
  it.each(SUPPORTED_LANGUAGES)('gives subject, HTML and text in %s', (language) => {
    const mail = renderMail(sample(language, 'Łucja Řehoř'));
    expect(mail.subject).toContain('Workwear Shop');
    expect(mail.html).toContain(`<html lang="${language}">`);
    expect(mail.html).toContain('Łucja Řehoř');
    expect(mail.text).toContain('Łucja Řehoř');
    expect(mail.text).not.toMatch(/<[a-z]/i);
  });

  it('speaks the language asked for', () => {
    expect(renderMail(sample('pl', 'Ola')).text).toContain('Zażółć gęślą jaźń');
    expect(renderMail(sample('lv', 'Ola')).subject).toBe('Pārbaudes ziņojums no Workwear Shop');
    expect(renderMail(sample('cs', 'Ola')).html).toContain('Příliš žluťoučký kůň úpěl ďábelské ódy.');
  });

  it('escapes markup in the data in HTML and leaves it as typed in text', () => {
    const name = '<img src=x onerror="alert(1)">';
    const mail = renderMail(sample('en', name));
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;');
    expect(mail.text).toContain(name);
  });

  it('refuses an action that does not link to http(s)', () => {
    const content = {
      subject: 's',
      heading: 'h',
      paragraphs: [],
      action: { label: 'Go', url: 'javascript:alert(1)' },
    };
    expect(() => renderLayout(content, 'en')).toThrow(/http/);
    const ok = renderLayout(
      { ...content, action: { label: 'Gå', url: 'https://shop.test/a?b=1&c=2' } },
      'sv',
    );
    expect(ok.html).toContain('href="https://shop.test/a?b=1&amp;c=2"');
    expect(ok.text).toContain('Gå: https://shop.test/a?b=1&c=2');
  });
});

describe('mailRequestSchema', () => {
  const valid = { to: 'ann@example.test', language: 'sv', template: 'sample', data: { name: 'Ann' } };

  it.each([
    ['to', { ...valid, to: 'not an address' }],
    ['language', { ...valid, language: 'xx' }],
    ['template', { ...valid, template: 'nope' }],
    ['data.name', { ...valid, data: { name: '' } }],
  ])('names %s when it is wrong', (field, payload) => {
    const result = mailRequestSchema.safeParse(payload);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toContain(field);
  });
});
