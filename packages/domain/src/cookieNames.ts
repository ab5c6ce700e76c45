/**
 * The storefront's cookies, one row each: name, lifetime and attributes. Every place that sets or
 * reads one goes through this table, so a cookie's attributes cannot drift between writers. The
 * cart issue adds the spec's cart cookies (Blk.Cart.*) here.
 *
 * Over https every cookie is Secure and carries the `__Host-` prefix, which makes the browser refuse
 * it unless it is Secure, has Path=/ and no Domain: a sibling subdomain or a plain-http page cannot
 * plant or overwrite it. The name therefore depends on the scheme: read and write it through
 * `cookieName`.
 */

/** What page script does with a cookie through document.cookie; only 'none' may be HttpOnly. */
export type CookieScriptAccess = 'none' | 'write' | 'read-write';

export type ShopCookie = {
  /** The name over plain http; over https the browser sees `__Host-` + name. */
  readonly name: string;
  readonly maxAgeSeconds: number;
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
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    script: 'none',
  },
  /** incVAT / exVAT, chosen in the VAT dialog (a client component) and read by the server render. */
  vatChoice: {
    name: 'vatChoice',
    maxAgeSeconds: ONE_YEAR_SECONDS,
    httpOnly: false,
    sameSite: 'Lax',
    path: '/',
    script: 'write',
  },
  /** The four consent categories; written by the consent panel, read by tags that honour consent. */
  consent: {
    name: 'cookieConsent',
    maxAgeSeconds: ONE_YEAR_SECONDS,
    httpOnly: false,
    sameSite: 'Lax',
    path: '/',
    script: 'read-write',
  },
} as const satisfies Record<string, ShopCookie>;

export type ShopCookieKey = keyof typeof SHOP_COOKIES;

export const SHOP_COOKIE_KEYS = Object.keys(SHOP_COOKIES) as ShopCookieKey[];

const HOST_PREFIX = '__Host-';

/** The cookie's name as the browser holds it: `__Host-` + name when the shop is served over https. */
export function cookieName(cookie: ShopCookieKey, https: boolean): string {
  return https ? `${HOST_PREFIX}${SHOP_COOKIES[cookie].name}` : SHOP_COOKIES[cookie].name;
}

/**
 * The whole cookie line, `name=value; Path=/; Max-Age=...; SameSite=Lax[; HttpOnly][; Secure]`:
 * a Set-Cookie header's value on the server, or what script assigns to document.cookie (which
 * never sets HttpOnly: script may only write the rows whose `script` is not 'none').
 */
export function cookieLine(cookie: ShopCookieKey, value: string, https: boolean): string {
  const row: ShopCookie = SHOP_COOKIES[cookie];
  const parts = [
    `${cookieName(cookie, https)}=${encodeURIComponent(value)}`,
    `Path=${row.path}`,
    `Max-Age=${row.maxAgeSeconds}`,
    `SameSite=${row.sameSite}`,
  ];
  if (row.httpOnly) parts.push('HttpOnly');
  if (https) parts.push('Secure');
  return parts.join('; ');
}
