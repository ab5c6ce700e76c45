import { type Language, SUPPORTED_LANGUAGES } from '@workwear/domain';

export const LANGUAGES: readonly Language[] = SUPPORTED_LANGUAGES;

/** One text per shop language. */
export type Texts = Readonly<Record<Language, string>>;

/**
 * Fourteen strings in the order of SUPPORTED_LANGUAGES:
 * sv, en, nb, fi, da, nl, fr, de, cs, et, it, pl, es, lv. The tuple type makes a missing
 * translation a compile error instead of an empty name in the shop.
 */
export type Row14 = readonly [
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
];

export function texts(row: Row14): Texts {
  const out = {} as Record<Language, string>;
  LANGUAGES.forEach((lang, i) => {
    out[lang] = row[i] as string;
  });
  return out;
}

/** The same text in every language (brand names, standards). */
export function sameInAll(text: string): Texts {
  return texts([text, text, text, text, text, text, text, text, text, text, text, text, text, text]);
}

/** Fills {placeholders}; a missing value is a bug in the generator, so it throws. */
export function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`no value for {${key}} in "${template}"`);
    return value;
  });
}

export function capitalise(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

/** Maps a row language by language, keeping its fourteen-tuple type. */
export function mapRow(row: Row14, fn: (text: string, index: number) => string): Row14 {
  return row.map(fn) as unknown as Row14;
}
