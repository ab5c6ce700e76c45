import { cartCookieRow, SESSION_COOKIES, shopCookieLine } from '@workwear/domain';
import { describe, expect, it } from 'vitest';
import { type CookieJar, cookieClear, cookieWrite, writeCookies } from './cookieWriter';

const DAY = 24 * 60 * 60;
// The attributes each writer set inline before the cookie table held every cookie.
const serverOnly = (https: boolean, maxAge: number) => ({
  httpOnly: true,
  secure: https,
  sameSite: 'lax',
  path: '/',
  maxAge,
});

describe('cookieWrite: the table rows write the attributes the writers wrote before', () => {
  it('market, at sign-in to another market', () => {
    expect(cookieWrite('market', 'se', true)).toEqual({
      name: '__Host-market',
      value: 'se',
      options: serverOnly(true, 365 * DAY),
    });
  });

  it('the five session cookies, for the refresh token life given by the write', () => {
    const httpOnly = { access: true, refresh: true, customer: true, role: false, company: false };
    for (const [key, row] of Object.entries(SESSION_COOKIES)) {
      const write = cookieWrite(row, 'v', false, { maxAgeSeconds: 600 });
      expect(write.name).toBe(row.name);
      expect(write.options).toEqual({
        ...serverOnly(false, 600),
        httpOnly: httpOnly[key as keyof typeof httpOnly],
      });
    }
    expect(() => cookieWrite('access', 'v', false)).toThrow(RangeError);
  });

  it('a cart cookie under its owner name, 30 days', () => {
    const owner = { kind: 'business', customerId: 7, companyId: 3 } as const;
    expect(cookieWrite(cartCookieRow(owner), 'id', true)).toEqual({
      name: '__Host-Blk.Cart.3.7',
      value: 'id',
      options: serverOnly(true, 30 * DAY),
    });
  });

  it('the checkout send key, a day', () => {
    expect(cookieWrite('sendKey', 'c.k', false)).toEqual({
      name: 'checkoutSend',
      value: 'c.k',
      options: serverOnly(false, DAY),
    });
  });

  it('a deletion keeps the attributes with Max-Age=0, whatever the consent category', () => {
    expect(cookieClear(cartCookieRow({ kind: 'anonymous' }), true)).toEqual({
      name: '__Host-Blk.Cart.Public',
      value: '',
      options: serverOnly(true, 0),
    });
    expect(cookieClear('vatChoice', false).options).toEqual({ ...serverOnly(false, 0), httpOnly: false });
  });

  it('leaves Max-Age out for a cookie its consent does not let outlive the session', () => {
    expect(cookieWrite('vatChoice', 'exVAT', false).options).not.toHaveProperty('maxAge');
  });

  it('matches the Set-Cookie line the domain writes for the same row', () => {
    const write = cookieWrite(SESSION_COOKIES.role, '2', true, { maxAgeSeconds: 60 });
    expect(shopCookieLine(SESSION_COOKIES.role, '2', true, undefined, 60)).toBe(
      `${write.name}=2; Path=/; Max-Age=60; SameSite=Lax; Secure`,
    );
    // The logout broadcast empties the script-readable ones with the line it wrote by hand before.
    expect(shopCookieLine(SESSION_COOKIES.company, '', true, undefined, 0)).toBe(
      '__Host-sessionCompany=; Path=/; Max-Age=0; SameSite=Lax; Secure',
    );
  });
});

describe('writeCookies', () => {
  it('sets every write on the jar, in order', () => {
    const set: [string, string, unknown][] = [];
    const jar: CookieJar = { set: (name, value, options) => set.push([name, value, options]) };
    writeCookies(jar, [cookieWrite('sendKey', 'a', false), cookieClear('market', false)]);
    expect(set.map(([name, value]) => `${name}=${value}`)).toEqual(['checkoutSend=a', 'market=']);
    expect(set[1]?.[2]).toEqual(serverOnly(false, 0));
  });
});
