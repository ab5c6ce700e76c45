import type { Language } from './languages';

/**
 * Cultures whose catalogue texts differ from their language's where they differ at all: US English
 * says "pants", "sweater" and "color" where the shop's English (British) says "trousers", "jumper"
 * and "colour". A product's text in such a culture is its own where it has one, else its language's
 * (the products module's productTexts resolves it). Every other culture reads its language's texts.
 */
export const CULTURE_TEXT_VARIANTS = {
  'en-US': 'en',
} as const satisfies Record<string, Language>;
export type CultureTextVariant = keyof typeof CULTURE_TEXT_VARIANTS;

/** Whose words a catalogue text is read in: a variant culture (en-US), or a language (en, sv ...). */
export type TextLocale = Language | CultureTextVariant;

export function isCultureTextVariant(value: string): value is CultureTextVariant {
  return Object.hasOwn(CULTURE_TEXT_VARIANTS, value);
}

/** The text locale of a language in a culture: the culture where it is a variant of that language. */
export function textLocaleOf(language: Language, cultureCode: string | undefined): TextLocale {
  if (cultureCode === undefined || !isCultureTextVariant(cultureCode)) return language;
  return CULTURE_TEXT_VARIANTS[cultureCode] === language ? cultureCode : language;
}

/** The language a text locale falls back to (itself for a language). */
export function languageOfTextLocale(locale: TextLocale): Language {
  return isCultureTextVariant(locale) ? CULTURE_TEXT_VARIANTS[locale] : locale;
}

/** The cultures with texts of their own over a language (en: en-US), for what reads all its words. */
export function textVariantsOf(language: Language): CultureTextVariant[] {
  return (Object.keys(CULTURE_TEXT_VARIANTS) as CultureTextVariant[]).filter(
    (culture) => CULTURE_TEXT_VARIANTS[culture] === language,
  );
}
