import { describe, expect, it } from 'vitest';
import { acceptAllConsent, type Consent, necessaryOnlyConsent } from './cookieConsent';
import {
  CONSENT_BOUND_COOKIE_KEYS,
  COOKIE_KEYS,
  COOKIE_TABLE,
  cookieAttributes,
  cookieLine,
  cookieMaxAge,
  cookieName,
  hostCookieName,
  SESSION_COOKIE_KEYS,
  SESSION_COOKIES,
  SHOP_COOKIE_KEYS,
  SHOP_COOKIES,
  shopCookieLine,
} from './cookieNames';

const ONE_YEAR = 31536000;
const functionalOnly: Consent = { necessary: true, functional: true, performance: false, targeting: false };
const allButFunctional: Consent = { necessary: true, functional: false, performance: true, targeting: true };

describe('the cookie table', () => {
  it('holds distinct RFC 6265 tokens', () => {
    const names = SHOP_COOKIE_KEYS.map((key) => SHOP_COOKIES[key].name);
    expect(names).toEqual(['market', 'vatChoice', 'cookieConsent']);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/);
  });

  it('makes every cookie HttpOnly that page script does not touch, and every one SameSite=Lax', () => {
    for (const key of SHOP_COOKIE_KEYS) {
      const row = SHOP_COOKIES[key];
      expect(row.httpOnly, key).toBe(row.script === 'none');
      expect(row.sameSite).toBe('Lax');
      expect(row.path).toBe('/');
    }
    expect(SHOP_COOKIES.market.httpOnly).toBe(true);
  });
});

describe('cookieName', () => {
  it('adds the __Host- prefix over https only', () => {
    expect(cookieName('market', false)).toBe('market');
    expect(cookieName('market', true)).toBe('__Host-market');
    expect(cookieName('consent', true)).toBe('__Host-cookieConsent');
  });
});

describe('cookieLine', () => {
  it('writes the attributes of the row, Secure over https', () => {
    expect(cookieLine('market', 'no', false)).toBe(
      'market=no; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly',
    );
    expect(cookieLine('market', 'no', true)).toBe(
      '__Host-market=no; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly; Secure',
    );
    expect(cookieLine('vatChoice', 'exVAT', true, acceptAllConsent())).toBe(
      '__Host-vatChoice=exVAT; Path=/; Max-Age=31536000; SameSite=Lax; Secure',
    );
  });

  it('writes a session cookie (no Max-Age) when consent does not let the cookie outlive the session', () => {
    expect(cookieLine('vatChoice', 'exVAT', false)).toBe('vatChoice=exVAT; Path=/; SameSite=Lax');
    expect(cookieLine('vatChoice', 'incVAT', true, necessaryOnlyConsent())).toBe(
      '__Host-vatChoice=incVAT; Path=/; SameSite=Lax; Secure',
    );
  });

  it('encodes the value so separators cannot add attributes', () => {
    expect(cookieLine('consent', 'a;b=c, d', false).split('; ')[0]).toBe('cookieConsent=a%3Bb%3Dc%2C%20d');
  });
});

describe('cookieMaxAge: how long a cookie outlives the session', () => {
  it('keeps strictly necessary cookies for their max age, whatever the consent', () => {
    for (const consent of [undefined, necessaryOnlyConsent(), acceptAllConsent()]) {
      expect(cookieMaxAge('market', consent)).toBe(ONE_YEAR);
      expect(cookieMaxAge('consent', consent)).toBe(ONE_YEAR);
    }
  });

  it('keeps the VAT choice beyond the session only with functional consent', () => {
    expect(SHOP_COOKIES.vatChoice.category).toBe('functional');
    expect(cookieMaxAge('vatChoice', undefined)).toBeUndefined();
    expect(cookieMaxAge('vatChoice', necessaryOnlyConsent())).toBeUndefined();
    expect(cookieMaxAge('vatChoice', allButFunctional)).toBeUndefined();
    expect(cookieMaxAge('vatChoice', functionalOnly)).toBe(ONE_YEAR);
    expect(cookieMaxAge('vatChoice', acceptAllConsent())).toBe(ONE_YEAR);
  });

  it('names the cookies a change of consent rewrites: those page script can read back', () => {
    expect(CONSENT_BOUND_COOKIE_KEYS).toEqual(['vatChoice']);
    for (const key of CONSENT_BOUND_COOKIE_KEYS) expect(SHOP_COOKIES[key].script).toBe('read-write');
  });
});

describe('shopCookieLine and hostCookieName', () => {
  it('write a row outside the table the way cookieLine writes a table row', () => {
    expect(shopCookieLine(SHOP_COOKIES.market, 'no', true)).toBe(cookieLine('market', 'no', true));
    const row = { ...SHOP_COOKIES.market, name: 'other', maxAgeSeconds: 60 };
    expect(shopCookieLine(row, 'x y', false)).toBe('other=x%20y; Path=/; Max-Age=60; SameSite=Lax; HttpOnly');
    expect(hostCookieName('other', true)).toBe('__Host-other');
    expect(hostCookieName('other', false)).toBe('other');
  });
});

describe('COOKIE_TABLE: every cookie the shop sets', () => {
  it('holds the preferences, the five session cookies, the cart and the send key, with distinct names', () => {
    expect(COOKIE_KEYS).toEqual([
      'market',
      'vatChoice',
      'consent',
      'access',
      'refresh',
      'customer',
      'role',
      'company',
      'cart',
      'sendKey',
    ]);
    const names = COOKIE_KEYS.map((key) => COOKIE_TABLE[key].name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/);
  });

  it('makes every cookie HttpOnly that page script does not touch, every one SameSite=Lax, Path=/', () => {
    for (const key of COOKIE_KEYS) {
      const row = COOKIE_TABLE[key];
      expect(row.httpOnly, key).toBe(row.script === 'none');
      expect(row.sameSite).toBe('Lax');
      expect(row.path).toBe('/');
    }
  });

  it('keeps the session cookies as long as the refresh token each write names', () => {
    for (const key of SESSION_COOKIE_KEYS) expect(SESSION_COOKIES[key].maxAgeSeconds).toBe('refreshToken');
    expect(shopCookieLine(SESSION_COOKIES.access, 't', false, undefined, 90)).toBe(
      'accessToken=t; Path=/; Max-Age=90; SameSite=Lax; HttpOnly',
    );
    expect(() => shopCookieLine(SESSION_COOKIES.access, 't', false)).toThrow(RangeError);
  });

  it('gives cookieAttributes the fields of the line', () => {
    expect(cookieAttributes(COOKIE_TABLE.sendKey, true)).toEqual({
      name: '__Host-checkoutSend',
      path: '/',
      maxAge: 86400,
      sameSite: 'Lax',
      httpOnly: true,
      secure: true,
    });
    expect(cookieName('cart', false)).toBe('Blk.Cart.Public');
  });
});
