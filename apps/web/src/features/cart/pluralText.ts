/** Plural forms a server component hands to a client island, which cannot run the message format itself. */
export type PluralTexts = { readonly one: string; readonly other: string };

const pluralRules = new Map<string, Intl.PluralRules>();

/**
 * A count as the culture writes it. Below 1000 every culture the shop sells in writes the plain
 * digits, so no Intl.NumberFormat is built for it: the browser's first one costs some 50 ms of main
 * thread (its number data is loaded then), which the header's cart badge paid on every page load.
 */
function countText(culture: string, count: number): string {
  return Math.abs(count) < 1000 ? String(count) : new Intl.NumberFormat(culture).format(count);
}

/** The form for `count` in the page's culture, with # replaced by the number. */
export function pluralText(culture: string, count: number, forms: PluralTexts): string {
  let rules = pluralRules.get(culture);
  if (!rules) {
    rules = new Intl.PluralRules(culture);
    pluralRules.set(culture, rules);
  }
  const form = rules.select(count) === 'one' ? forms.one : forms.other;
  return form.replace('#', countText(culture, count));
}
