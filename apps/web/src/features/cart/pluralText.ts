/** Plural forms a server component hands to a client island, which cannot run the message format itself. */
export type PluralTexts = { readonly one: string; readonly other: string };

/** The form for `count` in the page's culture, with # replaced by the number. */
export function pluralText(culture: string, count: number, forms: PluralTexts): string {
  const form = new Intl.PluralRules(culture).select(count) === 'one' ? forms.one : forms.other;
  return form.replace('#', new Intl.NumberFormat(culture).format(count));
}
