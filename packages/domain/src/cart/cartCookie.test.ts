import { describe, expect, it } from 'vitest';
import {
  CART_COOKIE_MAX_AGE_SECONDS,
  cartCookieBrowserName,
  cartCookieLine,
  cartCookieName,
  clearCartCookieLine,
} from './cartCookie';

const anonymous = { kind: 'anonymous' } as const;
const consumer = { kind: 'consumer', customerId: 42 } as const;
const business = { kind: 'business', customerId: 42, companyId: 7 } as const;
const CART_ID = '3f1c2a9e-8b5d-4c7e-9a10-2b3c4d5e6f70';

describe('cartCookieName', () => {
  it('names the spec cookies per owner', () => {
    expect(cartCookieName(anonymous)).toBe('Blk.Cart.Public');
    expect(cartCookieName(consumer)).toBe('Blk.Cart.42');
    expect(cartCookieName(business)).toBe('Blk.Cart.7.42');
    expect(cartCookieName({ ...business, sessionId: null })).toBe('Blk.Cart.7.42');
    expect(cartCookieName({ ...business, sessionId: '' })).toBe('Blk.Cart.7.42');
  });

  it('adds the punch-out session id, encoded so the name stays one cookie token', () => {
    expect(cartCookieName({ ...business, sessionId: 'abc-123_X' })).toBe('Blk.Cart.7.42.abc-123_X');
    expect(cartCookieName({ ...business, sessionId: 'a.b;c=d é' })).toBe(
      'Blk.Cart.7.42.a%2Eb%3Bc%3Dd%20%C3%A9',
    );
    expect(cartCookieName({ ...business, sessionId: 'a.b;c=d é' })).toMatch(/^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/);
  });

  it('refuses ids that are not positive whole numbers', () => {
    expect(() => cartCookieName({ kind: 'consumer', customerId: 0 })).toThrow(RangeError);
    expect(() => cartCookieName({ ...business, companyId: 1.5 })).toThrow(RangeError);
  });

  it('carries __Host- over https like the shop cookies', () => {
    expect(cartCookieBrowserName(anonymous, true)).toBe('__Host-Blk.Cart.Public');
    expect(cartCookieBrowserName(business, false)).toBe('Blk.Cart.7.42');
  });
});

describe('cartCookieLine', () => {
  it('writes an httpOnly, Lax, Path=/ cookie kept 30 days, Secure over https', () => {
    expect(CART_COOKIE_MAX_AGE_SECONDS).toBe(2592000);
    expect(cartCookieLine(anonymous, CART_ID, true)).toBe(
      `__Host-Blk.Cart.Public=${CART_ID}; Path=/; Max-Age=2592000; SameSite=Lax; HttpOnly; Secure`,
    );
    expect(cartCookieLine(consumer, CART_ID, false)).toBe(
      `Blk.Cart.42=${CART_ID}; Path=/; Max-Age=2592000; SameSite=Lax; HttpOnly`,
    );
  });

  it('deletes the cookie with Max-Age=0', () => {
    expect(clearCartCookieLine(anonymous, true)).toBe(
      '__Host-Blk.Cart.Public=; Path=/; Max-Age=0; SameSite=Lax; HttpOnly; Secure',
    );
  });
});
