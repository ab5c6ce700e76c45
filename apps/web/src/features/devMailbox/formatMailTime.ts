/** When a mail was kept, in the page's culture (the shop's time zone, as next-intl is configured). */
export const formatMailTime = (iso: string, culture: string): string =>
  new Intl.DateTimeFormat(culture, {
    dateStyle: 'medium',
    timeStyle: 'medium',
    timeZone: 'Europe/Stockholm',
  }).format(new Date(iso));
