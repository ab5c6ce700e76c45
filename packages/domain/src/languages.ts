/** The 14 languages the shop is translated into; every public URL starts with one of them. */
export const SUPPORTED_LANGUAGES = [
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
] as const;

export type Language = (typeof SUPPORTED_LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'sv';

const SUPPORTED = new Set<string>(SUPPORTED_LANGUAGES);

export function isSupportedLanguage(value: unknown): value is Language {
  return typeof value === 'string' && SUPPORTED.has(value);
}

/**
 * PostgreSQL text-search configuration per language. Czech, Estonian, Polish and Latvian have no
 * stemmer in a stock PostgreSQL, so they fall back to 'simple' (lower-casing, no stemming).
 */
export const FTS_CONFIG: Readonly<Record<Language, string>> = {
  sv: 'swedish',
  en: 'english',
  nb: 'norwegian',
  fi: 'finnish',
  da: 'danish',
  nl: 'dutch',
  fr: 'french',
  de: 'german',
  cs: 'simple',
  et: 'simple',
  it: 'italian',
  pl: 'simple',
  es: 'spanish',
  lv: 'simple',
};

/**
 * Languages that write compound words as one word (Arbeitsjacke, arbetsbyxor, werkbroek): a search
 * word must also match inside the compounds of names, since the stemmers do not split them.
 */
export const COMPOUND_LANGUAGES: ReadonlySet<Language> = new Set<Language>([
  'de',
  'sv',
  'nb',
  'da',
  'nl',
  'fi',
  'et',
  'lv',
  'pl',
  'cs',
]);

/** Each language named in itself, as a language switcher shows it. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  sv: 'Svenska',
  en: 'English',
  nb: 'Norsk bokmål',
  fi: 'Suomi',
  da: 'Dansk',
  nl: 'Nederlands',
  fr: 'Français',
  de: 'Deutsch',
  cs: 'Čeština',
  et: 'Eesti',
  it: 'Italiano',
  pl: 'Polski',
  es: 'Español',
  lv: 'Latviešu',
};
