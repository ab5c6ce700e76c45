import { z } from 'zod';

export const TOP_MESSAGE_VISIBILITY = ['none', 'loggedOut', 'loggedIn'] as const;

export type TopMessageVisibility = (typeof TOP_MESSAGE_VISIBILITY)[number];

export const topMessageVisibilitySchema = z.enum(TOP_MESSAGE_VISIBILITY);

/**
 * Takes the API's TopMessage (contracts) or any object with its two fields. A bar with nothing
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
