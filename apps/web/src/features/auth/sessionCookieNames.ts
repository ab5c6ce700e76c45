// Apart from sessionCookies.ts, which reads the contracts (zod): the logout listener runs on every page
// and needs only the names, and with them it would ship zod to every browser.

import {
  hostCookieName,
  SESSION_COOKIE_KEYS,
  SESSION_COOKIES,
  type SessionCookieKey,
} from '@workwear/domain/cookieNames';

/** The five session cookies are rows of the domain's cookie table (cookieNames.ts says which and why). */
export { SESSION_COOKIE_KEYS, SESSION_COOKIES, type SessionCookieKey };

export function sessionCookieName(key: SessionCookieKey, https: boolean): string {
  return hostCookieName(SESSION_COOKIES[key].name, https);
}
