import { defaultLanguageOf, type Language, languageForPrefix, type Market } from '@workwear/domain';

/** The sources of Fetch Metadata that are this site itself: its own pages, or the visitor's own hand. */
const OWN_SITES = new Set(['same-origin', 'none']);

/**
 * Whether a request to the logout route may sign the visitor out: only one this site's own pages
 * (or the visitor, typing the address) made. Another site's link, image or form must not end a
 * session: the session cookies are SameSite=Lax, so they travel with a cross-site link. A GET needs
 * Fetch Metadata saying `same-origin` or `none`; a browser that sends none (plain http away from
 * localhost) gets the confirmation page, whose form posts here. A POST needs the same, or, from a
 * client without Fetch Metadata, no Origin or this host's. Anything else gets the confirmation page.
 */
export function logoutMayProceed(method: string, header: (name: string) => string | null): boolean {
  const site = header('sec-fetch-site');
  if (site !== null) return OWN_SITES.has(site.toLowerCase());
  if (method.toUpperCase() !== 'POST') return false;
  const origin = header('origin');
  if (origin === null) return true;
  const host = header('x-forwarded-host') ?? header('host');
  return URL.canParse(origin) && new URL(origin).host === host;
}

/** The language the logout route and its confirmation speak: `locale` when the market has it. */
export function logoutLanguage(market: Market, locale: string | null): Language {
  const asked = languageForPrefix(market, locale ?? undefined);
  return asked.kind === 'ok' ? asked.language : defaultLanguageOf(market);
}
