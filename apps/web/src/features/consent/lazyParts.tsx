'use client';

import dynamic from 'next/dynamic';

/**
 * The consent feature's client components as the server components render them: each is a chunk of
 * its own, loaded only by a page that renders it (and preloaded by that page's HTML). The consent panel shows only until the visitor has chosen, so the pages of a visitor who has do not load it.
 */
export const CookieConsentPanel = dynamic(() =>
  import('./CookieConsentPanel').then((m) => m.CookieConsentPanel),
);
