import type { Language } from './languages';

/**
 * The collation locale of each language. The language codes are locales themselves; the table keeps
 * the choice visible and lets a language take another collation (a variant) without touching callers.
 */
export const COLLATION_LOCALE: Readonly<Record<Language, string>> = {
  sv: 'sv',
  en: 'en',
  nb: 'nb',
  fi: 'fi',
  da: 'da',
  nl: 'nl',
  fr: 'fr',
  de: 'de',
  cs: 'cs',
  et: 'et',
  it: 'it',
  pl: 'pl',
  es: 'es',
  lv: 'lv',
};

const collators = new Map<Language, Intl.Collator>();

/**
 * Names compare in the page language's alphabet, ignoring case: Swedish and Finnish put å, ä and ö
 * after z, German sorts ä with a. Sensitivity 'accent' (not 'base') keeps letters with accents apart
 * from their base letter, so "Bar" and "Bär" never tie and an order never depends on input order.
 */
export function nameCollator(language: Language): Intl.Collator {
  let collator = collators.get(language);
  if (!collator) {
    collator = new Intl.Collator(COLLATION_LOCALE[language], { sensitivity: 'accent' });
    collators.set(language, collator);
  }
  return collator;
}

/** A comparator of things with a name, for Array.prototype.sort. */
export function byNameIn(language: Language): (a: { name: string }, b: { name: string }) => number {
  const { compare } = nameCollator(language);
  return (a, b) => compare(a.name, b.name);
}
