import { describe, expect, it } from 'vitest';
import { cookieLine, cookieName, SHOP_COOKIE_KEYS, SHOP_COOKIES } from './cookieNames';

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
    expect(cookieLine('vatChoice', 'exVAT', true)).toBe(
      '__Host-vatChoice=exVAT; Path=/; Max-Age=31536000; SameSite=Lax; Secure',
    );
  });

  it('encodes the value so separators cannot add attributes', () => {
    expect(cookieLine('consent', 'a;b=c, d', false).split('; ')[0]).toBe('cookieConsent=a%3Bb%3Dc%2C%20d');
  });
});
