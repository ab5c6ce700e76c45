// Apart from sessionCookies.ts, which reads the contracts (zod): the logout listener runs on every page
// and needs only the names, and with them it would ship zod to every browser.

/**
 * The five session cookies (spec: a Logout message clears "the five session cookies"). The tokens
 * and the signed-in customer are HttpOnly: page script never sees a token. Role and company are
 * readable by script, for the per-visitor bits that run in the browser (favourites and compare are
 * stored per company). Every cookie lives as long as the refresh token; over https each is Secure
 * with the `__Host-` prefix, like the shop's other cookies (domain/cookieNames.ts).
 */
export const SESSION_COOKIES = {
  access: { name: 'accessToken', httpOnly: true },
  refresh: { name: 'refreshToken', httpOnly: true },
  customer: { name: 'sessionCustomer', httpOnly: true },
  role: { name: 'sessionRole', httpOnly: false },
  company: { name: 'sessionCompany', httpOnly: false },
} as const;

export type SessionCookieKey = keyof typeof SESSION_COOKIES;
export const SESSION_COOKIE_KEYS = Object.keys(SESSION_COOKIES) as SessionCookieKey[];

export function sessionCookieName(key: SessionCookieKey, https: boolean): string {
  return `${https ? '__Host-' : ''}${SESSION_COOKIES[key].name}`;
}
