import { z } from 'zod';

export const TOP_MESSAGE_VISIBILITY = ['none', 'loggedOut', 'loggedIn'] as const;

export type TopMessageVisibility = (typeof TOP_MESSAGE_VISIBILITY)[number];

export const topMessageVisibilitySchema = z.enum(TOP_MESSAGE_VISIBILITY);

/**
 * Takes the API's TopMessage (@workwear/contracts) or any object with its two fields. A bar with nothing
 * to say would still take its 54 px, so a blank message hides it.
 */
export function isTopMessageVisible(
  message: { readonly visibility: TopMessageVisibility; readonly text?: string | null },
  authenticated: boolean,
): boolean {
  if (!message.text || message.text.trim() === '') return false;
  switch (message.visibility) {
    case 'loggedOut':
      return !authenticated;
    case 'loggedIn':
      return authenticated;
    case 'none':
      return false;
  }
}

/** A link to one of the shop's own routes is stored as this prefix plus the route key: 'route:Products'. */
export const ROUTE_LINK_PREFIX = 'route:';

/** The route key of a 'route:Key' link, or null for any other link (an absolute URL). */
export function routeKeyOfLink(linkUrl: string): string | null {
  if (!linkUrl.startsWith(ROUTE_LINK_PREFIX)) return null;
  const key = linkUrl.slice(ROUTE_LINK_PREFIX.length).trim();
  return key === '' ? null : key;
}
