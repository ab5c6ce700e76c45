/**
 * The storefront's cookies, one row each: name, lifetime and attributes (COOKIE_TABLE). Every place
 * that sets or reads one goes through this table, so a cookie's attributes cannot drift between
 * writers: a Set-Cookie or document.cookie line is written by shopCookieLine, the storefront's
 * server writes through one writer over cookieAttributes (apps/web/src/lib/cookieWriter.ts). The
 * spec's cart cookies (Blk.Cart.*) are named per owner: the table holds the public cart's row, and
 * cart/cartCookie.ts gives an owner's cart the same row under its own name.
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
  /**
   * How long the cookie outlives the session, when its consent category allows it to;
   * 'refreshToken': as long as the session's refresh token, so each write gives the seconds.
   */
  readonly maxAgeSeconds: number | 'refreshToken';
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

/**
 * The visitor's choices: the only cookies (with the public cart marker) an anonymous page in the
 * page cache may be asked with, and the ones a change of consent rewrites.
 */
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

/** A strictly necessary cookie page script never sees. */
const SERVER_ONLY = {
  category: 'necessary',
  httpOnly: true,
  sameSite: 'Lax',
  path: '/',
  script: 'none',
} as const satisfies Omit<ShopCookie, 'name' | 'maxAgeSeconds'>;

/**
 * The five session cookies (spec: a Logout message clears "the five session cookies"). The tokens
 * and the signed-in customer are HttpOnly: page script never sees a token. Role and company are
 * readable by script, for the per-visitor bits that run in the browser (favourites and compare are
 * stored per company), and emptied by it when a tab signs out. Each lives as long as the refresh token.
 */
export const SESSION_COOKIES = {
  access: { ...SERVER_ONLY, name: 'accessToken', maxAgeSeconds: 'refreshToken' },
  refresh: { ...SERVER_ONLY, name: 'refreshToken', maxAgeSeconds: 'refreshToken' },
  customer: { ...SERVER_ONLY, name: 'sessionCustomer', maxAgeSeconds: 'refreshToken' },
  role: {
    ...SERVER_ONLY,
    name: 'sessionRole',
    maxAgeSeconds: 'refreshToken',
    httpOnly: false,
    script: 'read-write',
  },
  company: {
    ...SERVER_ONLY,
    name: 'sessionCompany',
    maxAgeSeconds: 'refreshToken',
    httpOnly: false,
    script: 'read-write',
  },
} as const satisfies Record<string, ShopCookie>;

export type SessionCookieKey = keyof typeof SESSION_COOKIES;

export const SESSION_COOKIE_KEYS = Object.keys(SESSION_COOKIES) as SessionCookieKey[];

export const COOKIE_TABLE = {
  ...SHOP_COOKIES,
  ...SESSION_COOKIES,
  /**
   * The anonymous visitor's cart id (Blk.Cart.Public); a signed-in owner's cart cookie is this row
   * under the owner's name (cart/cartCookie.ts). The API still checks the owner on every call, and
   * an anonymous cart is reached through nothing else, hence httpOnly. Strictly necessary (a cart is
   * what the shopper asked for), so it keeps its 30 days whatever the consent.
   */
  cart: { ...SERVER_ONLY, name: 'Blk.Cart.Public', maxAgeSeconds: 30 * 24 * 60 * 60 },
  /**
   * The checkout's idempotency key, bound to its cart (apps/web features/checkout/sendKey.ts says
   * why); a day, as long as the API keeps a key's answer.
   */
  sendKey: { ...SERVER_ONLY, name: 'checkoutSend', maxAgeSeconds: 24 * 60 * 60 },
} as const satisfies Record<string, ShopCookie>;

export type CookieKey = keyof typeof COOKIE_TABLE;

export const COOKIE_KEYS = Object.keys(COOKIE_TABLE) as CookieKey[];

const HOST_PREFIX = '__Host-';

/** A cookie's name as the browser holds it: `__Host-` + name when the shop is served over https. */
export function hostCookieName(name: string, https: boolean): string {
  return https ? `${HOST_PREFIX}${name}` : name;
}

/** The table cookie's name as the browser holds it (see hostCookieName). */
export function cookieName(cookie: CookieKey, https: boolean): string {
  return hostCookieName(COOKIE_TABLE[cookie].name, https);
}

/**
 * Seconds the cookie is kept, or undefined for a session cookie (no Max-Age: the browser drops it
 * when the session ends). Only a strictly necessary cookie, or one whose consent category the
 * visitor has accepted, outlives the session; without a stored consent nothing optional does.
 */
export function cookieMaxAge(cookie: ShopCookieKey, consent: Consent | undefined): number | undefined {
  return rowMaxAge(SHOP_COOKIES[cookie], { consent });
}

/** What a write adds to the row: the visitor's consent, or the seconds of this write (0 deletes). */
export type CookieWriteTerms = { readonly consent?: Consent; readonly maxAgeSeconds?: number };

function rowMaxAge(row: ShopCookie, terms: CookieWriteTerms): number | undefined {
  const seconds = terms.maxAgeSeconds ?? row.maxAgeSeconds;
  if (typeof seconds !== 'number') throw new RangeError(`${row.name} lives as its token: give the seconds`);
  const allowed = row.category === 'necessary' || terms.consent?.[row.category] === true;
  return allowed || seconds === 0 ? seconds : undefined;
}

/** A cookie's attributes for one write; `maxAge` undefined: a session cookie (no Max-Age). */
export type CookieAttributes = {
  readonly name: string;
  readonly path: '/';
  readonly maxAge: number | undefined;
  readonly sameSite: 'Lax';
  readonly httpOnly: boolean;
  readonly secure: boolean;
};

/**
 * The attributes one write of the row sets: Secure with the `__Host-` name over https, the row's
 * lifetime unless the write gives its own (a session cookie's refresh-token life, 0 to delete), and
 * no Max-Age for a cookie whose consent category the visitor has not accepted.
 */
export function cookieAttributes(
  row: ShopCookie,
  https: boolean,
  terms: CookieWriteTerms = {},
): CookieAttributes {
  return {
    name: hostCookieName(row.name, https),
    path: row.path,
    maxAge: rowMaxAge(row, terms),
    sameSite: row.sameSite,
    httpOnly: row.httpOnly,
    secure: https,
  };
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
 * cookieLine for any row, such as a cart cookie under its owner's name (cart/cartCookie.ts), or a
 * session cookie with the seconds of this write: one writer for every line, so the attributes
 * cannot drift.
 */
export function shopCookieLine(
  row: ShopCookie,
  value: string,
  https: boolean,
  consent?: Consent,
  maxAgeSeconds?: number,
): string {
  const { name, path, maxAge, sameSite, httpOnly, secure } = cookieAttributes(row, https, {
    consent,
    maxAgeSeconds,
  });
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    `Path=${path}`,
    ...(maxAge === undefined ? [] : [`Max-Age=${maxAge}`]),
    `SameSite=${sameSite}`,
  ];
  if (httpOnly) parts.push('HttpOnly');
  if (secure) parts.push('Secure');
  return parts.join('; ');
}
