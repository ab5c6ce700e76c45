import {
  COOKIE_TABLE,
  type CookieKey,
  type CookieWriteTerms,
  cookieAttributes,
  type ShopCookie,
} from '@workwear/domain/cookieNames';

/**
 * The storefront server's one cookie writer: every cookie it sets is a row of the domain's cookie
 * table (cookieNames.ts), written with that row's attributes. Next's cookie stores take the write,
 * both `cookies()` in a server action or route handler and a NextResponse's cookies in proxy.ts.
 */

export type CookieWrite = {
  readonly name: string;
  readonly value: string;
  /** Next's cookie options; `maxAge` undefined: a session cookie. */
  readonly options: {
    readonly httpOnly: boolean;
    readonly secure: boolean;
    readonly sameSite: 'lax';
    readonly path: '/';
    readonly maxAge?: number;
  };
};

/** What takes a write: `await cookies()`, or `NextResponse#cookies`. */
export type CookieJar = { set(name: string, value: string, options: CookieWrite['options']): unknown };

/** One write of a table row (by its key, or a row such as an owner's cart cookie, cartCookieRow). */
export function cookieWrite(
  cookie: CookieKey | ShopCookie,
  value: string,
  https: boolean,
  terms?: CookieWriteTerms,
): CookieWrite {
  const row = typeof cookie === 'string' ? COOKIE_TABLE[cookie] : cookie;
  const { name, maxAge, httpOnly, secure, path } = cookieAttributes(row, https, terms);
  return {
    name,
    value,
    options: { httpOnly, secure, sameSite: 'lax', path, ...(maxAge === undefined ? {} : { maxAge }) },
  };
}

/** The write that deletes the cookie: empty, Max-Age=0, with the attributes it was set with. */
export const cookieClear = (cookie: CookieKey | ShopCookie, https: boolean): CookieWrite =>
  cookieWrite(cookie, '', https, { maxAgeSeconds: 0 });

/** Sets the writes on the jar, in order. */
export function writeCookies(jar: CookieJar, writes: readonly CookieWrite[]): void {
  for (const { name, value, options } of writes) jar.set(name, value, { ...options });
}
