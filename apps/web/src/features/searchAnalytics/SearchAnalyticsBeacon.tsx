'use client';

import { parseConsentCookie } from '@workwear/domain/cookieConsent';
import { useEffect } from 'react';
import { readDocumentCookie } from '@/lib/documentCookie';

type Props = {
  /** The consent cookie's name (it depends on the scheme). */
  consentCookie: string;
  /** The trackProductSearch URL of this search, or null when only clicks are reported. */
  search: string | null;
  /** Product link (as the results render it) to the trackProductClick URL of a click on it. */
  clicks: Readonly<Record<string, string>>;
};

/** Searches already reported in this tab: a page, sort or view change of one search is not a new one. */
const reported = new Set<string>();

/** GET, as the spec's proxy takes it; keepalive lets a click's request outlive the page it leaves. */
const send = (url: string) => {
  fetch(url, { keepalive: true, credentials: 'omit' }).catch(() => {});
};

/**
 * Reports a search and clicks on its results to the shop's search analytics (/api/klevu), only where
 * the market's UseKlevu flag is on (the server renders this only then) and only with statistics
 * (performance) consent, read at the moment of sending. No schema or client library: the URLs come
 * built from the server.
 */
export function SearchAnalyticsBeacon({ consentCookie, search, clicks }: Props) {
  useEffect(() => {
    const consented = () => parseConsentCookie(readDocumentCookie(consentCookie))?.performance === true;
    if (search && !reported.has(search) && consented()) {
      reported.add(search);
      send(search);
    }
    const onClick = (event: MouseEvent) => {
      const href = (event.target as Element).closest?.('a[href]')?.getAttribute('href');
      const url = href ? clicks[href] : undefined;
      if (url && consented()) send(url);
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [consentCookie, search, clicks]);
  return null;
}
