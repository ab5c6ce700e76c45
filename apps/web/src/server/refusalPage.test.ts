import { SUPPORTED_LANGUAGES } from '@workwear/domain';
import { describe, expect, it } from 'vitest';
import { refusalHtml, refusalLanguage } from './refusalPage';

describe('refusalLanguage', () => {
  it("takes the path's language first", () => {
    expect(refusalLanguage('/pl/produkt/%', 'de-DE,de;q=0.9')).toBe('pl');
    expect(refusalLanguage('/lv?query=x', undefined)).toBe('lv');
    expect(refusalLanguage('/cs', undefined)).toBe('cs');
  });

  it("then the first of the browser's languages the shop speaks", () => {
    expect(refusalLanguage('/preferences', 'ja, fr-CH;q=0.9, de;q=0.8')).toBe('fr');
    expect(refusalLanguage('/zz/produkt', 'nb-NO')).toBe('nb');
  });

  it('else the default language', () => {
    expect(refusalLanguage('/preferences', undefined)).toBe('sv');
    expect(refusalLanguage('/', 'ja')).toBe('sv');
    expect(refusalLanguage('/svx', '')).toBe('sv');
  });
});

describe('refusalHtml', () => {
  it.each(SUPPORTED_LANGUAGES)('has a page for every refusal in %s', (language) => {
    for (const refusal of ['badRequest', 'methodNotAllowed', 'tooManyRequests'] as const) {
      const html = refusalHtml(refusal, language);
      expect(html).toContain(`<html lang="${language}">`);
      expect(html).toMatch(/<h1>[^<]+<\/h1>/);
      expect(html).toContain(`<a href="/${language}">`);
      // Nothing the shop's policy would block.
      expect(html).not.toMatch(/<script|<style|\sstyle=|\son[a-z]+=/i);
    }
  });

  it('keeps every letter of the language', () => {
    expect(refusalHtml('tooManyRequests', 'pl')).toContain('Zbyt wiele żądań');
    expect(refusalHtml('badRequest', 'cs')).toContain('Neplatný požadavek');
    expect(refusalHtml('tooManyRequests', 'lv')).toContain('Pārāk daudz pieprasījumu');
    expect(refusalHtml('badRequest', 'et')).toContain('Vigane päring');
  });

  it('escapes what it writes into HTML', () => {
    // The French texts use ’, and an apostrophe would be escaped too.
    expect(refusalHtml('badRequest', 'fr')).not.toMatch(/<p>[^<]*'[^<]*<\/p>/);
  });
});
