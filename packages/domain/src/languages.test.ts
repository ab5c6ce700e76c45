import { describe, expect, it } from 'vitest';
import { languageSchema } from './languageSchema';
import {
  DEFAULT_LANGUAGE,
  FTS_CONFIG,
  isSupportedLanguage,
  LANGUAGE_NAMES,
  SUPPORTED_LANGUAGES,
} from './languages';

describe('languages', () => {
  it('lists the 14 supported languages of the specification', () => {
    expect(SUPPORTED_LANGUAGES).toEqual([
      'sv',
      'en',
      'nb',
      'fi',
      'da',
      'nl',
      'fr',
      'de',
      'cs',
      'et',
      'it',
      'pl',
      'es',
      'lv',
    ]);
    expect(DEFAULT_LANGUAGE).toBe('sv');
  });

  it('recognises supported languages only, case-sensitively', () => {
    expect(isSupportedLanguage('nb')).toBe(true);
    expect(isSupportedLanguage('no')).toBe(false);
    expect(isSupportedLanguage('is')).toBe(false);
    expect(isSupportedLanguage('SV')).toBe(false);
    expect(isSupportedLanguage(undefined)).toBe(false);
    expect(isSupportedLanguage(7)).toBe(false);
  });

  it('validates through the zod schema', () => {
    expect(languageSchema.parse('lv')).toBe('lv');
    expect(languageSchema.safeParse('hr').success).toBe(false);
  });

  it('maps each language to a PostgreSQL text-search configuration', () => {
    expect(FTS_CONFIG.sv).toBe('swedish');
    expect(FTS_CONFIG.nb).toBe('norwegian');
    for (const lang of ['cs', 'et', 'pl', 'lv'] as const) expect(FTS_CONFIG[lang]).toBe('simple');
    expect(Object.keys(FTS_CONFIG).sort()).toEqual([...SUPPORTED_LANGUAGES].sort());
  });

  it('names every language in itself', () => {
    expect(LANGUAGE_NAMES.de).toBe('Deutsch');
    expect(LANGUAGE_NAMES.cs).toBe('Čeština');
    for (const lang of SUPPORTED_LANGUAGES) expect(LANGUAGE_NAMES[lang].length).toBeGreaterThan(0);
  });
});
