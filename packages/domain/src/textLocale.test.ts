import { describe, expect, it } from 'vitest';
import { languageOfTextLocale, textLocaleOf } from './textLocale';

describe('textLocaleOf', () => {
  it('gives en-US its own texts and every other English culture the language', () => {
    expect(textLocaleOf('en', 'en-US')).toBe('en-US');
    expect(textLocaleOf('en', 'en-GB')).toBe('en');
    expect(textLocaleOf('en', 'en-SE')).toBe('en');
    expect(textLocaleOf('en', undefined)).toBe('en');
  });

  it('never lays a variant over another language', () => {
    expect(textLocaleOf('fr', 'en-US')).toBe('fr');
    expect(textLocaleOf('sv', 'sv-SE')).toBe('sv');
    expect(textLocaleOf('fr', 'fr-CA')).toBe('fr');
  });

  it('falls back from a variant to its language', () => {
    expect(languageOfTextLocale('en-US')).toBe('en');
    expect(languageOfTextLocale('de')).toBe('de');
  });
});
