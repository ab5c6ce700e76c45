'use client';

import { useLinkStatus } from 'next/link';

/**
 * Placed inside a list control's link: while that link's navigation is in flight it leaves a marker
 * the list's CSS reacts to (:has([data-pending])), dimming the products and showing a progress bar.
 */
export function LinkPending() {
  const { pending } = useLinkStatus();
  return pending ? <span data-pending hidden /> : null;
}
