import { shopCookieLine } from '@workwear/domain/cookieNames';
import { logoutHref } from './authPaths';
import { SESSION_COOKIE_KEYS, SESSION_COOKIES } from './sessionCookieNames';

/** The cross-tab channel and its message (spec: a Logout message). */
export const LOGOUT_CHANNEL = 'workwear-session';
export const LOGOUT_MESSAGE = 'Logout';

/** Dealer pages cached in the browser for internal and admin users (spec: cached 1 hour). */
export const DEALER_PAGES_STORAGE_KEY = 'dealerPages';

/**
 * What a tab does when the session ends (its own sign-out or another tab's Logout message): clears
 * the dealer-page storage and the session cookies page script may touch, then opens the logout
 * route with its locale, which ends the session at the API and empties the HttpOnly ones too.
 */
export function leaveSession(language: string, https: boolean): void {
  try {
    window.localStorage.removeItem(DEALER_PAGES_STORAGE_KEY);
    window.sessionStorage.removeItem(DEALER_PAGES_STORAGE_KEY);
  } catch {
    // Storage may be unavailable (privacy mode); nothing of the session is left in it then.
  }
  for (const key of SESSION_COOKIE_KEYS) {
    if (SESSION_COOKIES[key].httpOnly) continue;
    // biome-ignore lint/suspicious/noDocumentCookie: emptying the script-readable session cookies is the spec's step
    document.cookie = shopCookieLine(SESSION_COOKIES[key], '', https, undefined, 0);
  }
  window.location.assign(logoutHref(language));
}

/** Tells the other tabs of this browser that the session ended. */
export function broadcastLogout(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(LOGOUT_CHANNEL);
  channel.postMessage(LOGOUT_MESSAGE);
  channel.close();
}
