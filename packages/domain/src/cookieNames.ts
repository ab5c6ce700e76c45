/**
 * The storefront's cookies, one row each: name, lifetime and attributes. Every place that sets or
 * reads one goes through this table, so a cookie's attributes cannot drift between writers. The
 * spec's cart cookies (Blk.Cart.*) are named per owner, so they live in cart/cartCookie.ts and are
 * written by the same shopCookieLine.
 *
 * Over https every cookie is Secure and carries the `__Host-` prefix, which makes the browser refuse
 * it unless it is Secure, has Path=/ and no Domain: a sibling subdomain or a plain-http page cannot
 * plant or overwrite it. The name therefore depends on the scheme: read and write it through
 * `cookieName`.
 */

import type { Consent, ConsentCategory } from './cookieConsent';

/** What page script does with a cookie through document.cookie; only 'none' may be HttpOnly. */
export type CookieScriptAccess = 'none' | 'write' | 'read-write';

export type ShopCookie = {
  /** The name over plain http; over https the browser sees `__Host-` + name. */
  readonly name: string;
  /** How long the cookie outlives the session, when its consent category allows it to. */
  readonly maxAgeSeconds: number;
  /**
   * The consent category the cookie belongs to. A strictly necessary cookie always lasts its
   * max age; any other lasts beyond the browser session only with its category's consent.
   */
  readonly category: ConsentCategory;
  readonly httpOnly: boolean;
  readonly sameSite: 'Lax';
  readonly path: '/';
  readonly script: CookieScriptAccess;
};

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export const SHOP_COOKIES = {
  /** The visitor's market where the host does not name one; set by POST /preferences. */
  market: {
    name: 'market',
    maxAgeSeconds: ONE_YEAR_SECONDS,
    category: 'necessary',
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    script: 'none',
  },
  /**
   * incVAT / exVAT, chosen in the VAT dialog or the header's switch (client components) and read by
   * the server render. A functional cookie, as the consent panel says: the consent panel reads it
   * back to rewrite its lifetime when functional consent is given or withdrawn.
   */
  vatChoice: {
    name: 'vatChoice',
    maxAgeSeconds: ONE_YEAR_SECONDS,
    category: 'functional',
    httpOnly: false,
    sameSite: 'Lax',
    path: '/',
    script: 'read-write',
  },
  /** The four consent categories; written by the consent panel, read by tags that honour consent. */
  consent: {
    name: 'cookieConsent',
    maxAgeSeconds: ONE_YEAR_SECONDS,
    category: 'necessary',
    httpOnly: false,
    sameSite: 'Lax',
    path: '/',
    script: 'read-write',
  },
} as const satisfies Record<string, ShopCookie>;

export type ShopCookieKey = keyof typeof SHOP_COOKIES;

export const SHOP_COOKIE_KEYS = Object.keys(SHOP_COOKIES) as ShopCookieKey[];

const HOST_PREFIX = '__Host-';

/** A cookie's name as the browser holds it: `__Host-` + name when the shop is served over https. */
export function hostCookieName(name: string, https: boolean): string {
  return https ? `${HOST_PREFIX}${name}` : name;
}

/** The table cookie's name as the browser holds it (see hostCookieName). */
export function cookieName(cookie: ShopCookieKey, https: boolean): string {
  return hostCookieName(SHOP_COOKIES[cookie].name, https);
}

/**
 * Seconds the cookie is kept, or undefined for a session cookie (no Max-Age: the browser drops it
 * when the session ends). Only a strictly necessary cookie, or one whose consent category the
 * visitor has accepted, outlives the session; without a stored consent nothing optional does.
 */
export function cookieMaxAge(cookie: ShopCookieKey, consent: Consent | undefined): number | undefined {
  return rowMaxAge(SHOP_COOKIES[cookie], consent);
}

function rowMaxAge(row: ShopCookie, consent: Consent | undefined): number | undefined {
  const allowed = row.category === 'necessary' || consent?.[row.category] === true;
  return allowed ? row.maxAgeSeconds : undefined;
}

/** The cookies that lose or regain their lifetime when the visitor's consent changes. */
export const CONSENT_BOUND_COOKIE_KEYS: readonly ShopCookieKey[] = SHOP_COOKIE_KEYS.filter(
  (key) => SHOP_COOKIES[key].category !== 'necessary',
);

/**
 * The whole cookie line, `name=value; Path=/[; Max-Age=...]; SameSite=Lax[; HttpOnly][; Secure]`:
 * a Set-Cookie header's value on the server, or what script assigns to document.cookie (which
 * never sets HttpOnly: script may only write the rows whose `script` is not 'none'). The visitor's
 * consent decides whether a cookie that is not strictly necessary outlives the session.
 */
export function cookieLine(cookie: ShopCookieKey, value: string, https: boolean, consent?: Consent): string {
  return shopCookieLine(SHOP_COOKIES[cookie], value, https, consent);
}

/**
 * cookieLine for a cookie row outside the table, such as a cart cookie whose name depends on its
 * owner (cart/cartCookie.ts): one writer for every line, so the attributes cannot drift.
 */
export function shopCookieLine(row: ShopCookie, value: string, https: boolean, consent?: Consent): string {
  const maxAge = rowMaxAge(row, consent);
  const parts = [
    `${hostCookieName(row.name, https)}=${encodeURIComponent(value)}`,
    `Path=${row.path}`,
    ...(maxAge === undefined ? [] : [`Max-Age=${maxAge}`]),
    `SameSite=${row.sameSite}`,
  ];
  if (row.httpOnly) parts.push('HttpOnly');
  if (https) parts.push('Secure');
  return parts.join('; ');
}
