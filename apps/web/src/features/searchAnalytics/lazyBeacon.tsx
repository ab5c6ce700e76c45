'use client';

import dynamic from 'next/dynamic';

/**
 * The search analytics beacon as a chunk of its own: it reports after the page has loaded, so it
 * need not be part of the page's first load.
 */
export const SearchAnalyticsBeacon = dynamic(() =>
  import('./SearchAnalyticsBeacon').then((m) => m.SearchAnalyticsBeacon),
);
