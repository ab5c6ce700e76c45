import { z } from 'zod';
import type { Language } from './languages';
import type { Market } from './markets';
import { routePath } from './routes';
import type { RouteName } from './routeTable';

/**
 * The legal pages every market has (issue 27): terms of sale, privacy, right of withdrawal and
 * returns, contact and company details, cookies. Their texts are data (the cms module's legal_pages,
 * per market and language); each has its own translated route.
 */
export const LEGAL_PAGES = ['terms', 'privacy', 'withdrawal', 'contact', 'cookies'] as const;
export type LegalPage = (typeof LEGAL_PAGES)[number];

export const legalPageSchema = z.enum(LEGAL_PAGES);

export const LEGAL_PAGE_ROUTES: Readonly<Record<LegalPage, RouteName>> = {
  terms: 'TermsOfSale',
  privacy: 'Privacy',
  withdrawal: 'WithdrawalAndReturns',
  contact: 'Contact',
  cookies: 'Cookies',
};

/** The legal page a route shows, or undefined for any other route. */
export function legalPageOfRoute(route: RouteName): LegalPage | undefined {
  return LEGAL_PAGES.find((page) => LEGAL_PAGE_ROUTES[page] === route);
}

/** '/sv/kopvillkor', '/de/agb', ... */
export const legalPagePath = (page: LegalPage, language: Language): string =>
  routePath(LEGAL_PAGE_ROUTES[page], language);

/** The EU consumer rules' cooling-off period for distance purchases (Directive 2011/83/EU, art. 9). */
export const WITHDRAWAL_DAYS = 14;

/**
 * Whether the market sells to consumers, whose distance purchases carry the statutory right of
 * withdrawal: the markets with b2CActivate (the specification's consumer market, Sweden in the demo).
 * The other markets sell to businesses, for whom the law gives no such right; their returns are the
 * shop's own promise, written in their withdrawal and returns page.
 */
export const consumerRightsApply = (market: Market): boolean => market.info.b2CActivate;

/**
 * A legal page's body as blocks. The stored text is plain, so an editor needs no HTML and the page
 * never renders markup from the database: a line '## ' starts a heading, lines starting '- ' form a
 * list, and other lines form paragraphs separated by blank lines; a paragraph keeps its line breaks
 * (an address, a contact block).
 */
export type LegalBlock =
  | { readonly kind: 'heading'; readonly text: string }
  | { readonly kind: 'paragraph'; readonly text: string }
  | { readonly kind: 'list'; readonly items: readonly string[] };

export function legalBlocks(body: string): LegalBlock[] {
  const blocks: LegalBlock[] = [];
  let paragraph: string[] = [];
  let list: string[] = [];
  const flush = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', text: paragraph.join('\n') });
    if (list.length > 0) blocks.push({ kind: 'list', items: list });
    paragraph = [];
    list = [];
  };
  for (const raw of body.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    if (line === '') {
      flush();
    } else if (line.startsWith('## ')) {
      flush();
      blocks.push({ kind: 'heading', text: line.slice(3).trim() });
    } else if (line.startsWith('- ')) {
      if (paragraph.length > 0) flush();
      list.push(line.slice(2).trim());
    } else {
      if (list.length > 0) flush();
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}

/** Customer service's opening hours: weekdays as ISO numbers (1 Monday .. 7 Sunday), times as HH:MM. */
export const serviceHoursSchema = z.object({
  fromDay: z.number().int().min(1).max(7),
  toDay: z.number().int().min(1).max(7),
  opens: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/),
  closes: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/),
});
export type ServiceHours = z.infer<typeof serviceHoursSchema>;

// 2024-01-01 was a Monday: day n of the ISO week is 2024-01-0n.
const weekdayName = (day: number, culture: string) =>
  new Intl.DateTimeFormat(culture, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, day)),
  );

/**
 * "måndag–fredag 08:00–17:00", "Monday–Friday 08:00–17:00": the weekday names from the culture's own
 * calendar data (Intl), so no language needs a table of its own.
 */
export function formatServiceHours(hours: ServiceHours, culture: string): string {
  const days =
    hours.fromDay === hours.toDay
      ? weekdayName(hours.fromDay, culture)
      : `${weekdayName(hours.fromDay, culture)}–${weekdayName(hours.toDay, culture)}`;
  return `${days} ${hours.opens}–${hours.closes}`;
}

/** A seller's postal address as the footer, the contact page and the e-mails write it. */
export interface SellerAddress {
  readonly street: string;
  readonly postalCode: string;
  readonly city: string;
  readonly countryCode: string;
}

/** "Östra Hamngatan 12, 411 09 Göteborg, Sverige": the country named in the reader's language. */
export function sellerAddressLine(address: SellerAddress, language: Language): string {
  const country = new Intl.DisplayNames([language], { type: 'region' }).of(address.countryCode);
  return `${address.street}, ${address.postalCode} ${address.city}, ${country ?? address.countryCode}`;
}
