'use client';

import dynamic from 'next/dynamic';

/**
 * The consent panel as a chunk of its own: the shell renders it only until the visitor has chosen, so
 * the pages of a visitor who has do not load it.
 */
export const CookieConsentPanel = dynamic(() =>
  import('./CookieConsentPanel').then((m) => m.CookieConsentPanel),
);
