/** The link that switches market and/or language and returns to the same page (see /preferences). */
export function preferencesHref(choice: { lang?: string; market?: string; returnTo: string }): string {
  const query = new URLSearchParams();
  if (choice.market) query.set('market', choice.market);
  if (choice.lang) query.set('lang', choice.lang);
  query.set('returnTo', choice.returnTo);
  return `/preferences?${query.toString()}`;
}
