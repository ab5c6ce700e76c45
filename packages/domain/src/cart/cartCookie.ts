import { COOKIE_TABLE, hostCookieName, type ShopCookie, shopCookieLine } from '../cookieNames';

/** Whose cart a cart cookie points at; a business owner with a session id is a punch-out session. */
export type CartCookieOwner =
  | { readonly kind: 'anonymous' }
  | { readonly kind: 'consumer'; readonly customerId: number }
  | {
      readonly kind: 'business';
      readonly customerId: number;
      readonly companyId: number;
      readonly sessionId?: string | null;
    };

export const CART_COOKIE_PREFIX = 'Blk.Cart';
/** The cookie table's cart row (cookieNames.ts) is the public cart's: Blk.Cart.Public. */
export const PUBLIC_CART_COOKIE_NAME = COOKIE_TABLE.cart.name;

/** A cart cookie holds only the cart's id, for 30 days (the cookie table's cart row says why). */
export const CART_COOKIE_MAX_AGE_SECONDS = COOKIE_TABLE.cart.maxAgeSeconds;

function idPart(id: number, what: string): string {
  if (!Number.isSafeInteger(id) || id < 1)
    throw new RangeError(`${what} is a positive whole number, got ${id}`);
  return String(id);
}

// A session id may hold any character; percent-encode all but letters, digits, '-' and '_' so the
// name stays a cookie token and '.' keeps separating the parts.
const sessionPart = (sessionId: string) =>
  Array.from(new TextEncoder().encode(sessionId), (byte) => {
    const c = String.fromCharCode(byte);
    return /[A-Za-z0-9_-]/.test(c) ? c : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }).join('');

/**
 * The spec's cart cookie names: Blk.Cart.Public for anonymous visitors, Blk.Cart.{customer} for a
 * consumer, Blk.Cart.{company}.{customer} for a business user, plus .{sid} in a punch-out session.
 * This is the name over plain http; cartCookieBrowserName gives the one over https.
 */
export function cartCookieName(owner: CartCookieOwner): string {
  switch (owner.kind) {
    case 'anonymous':
      return PUBLIC_CART_COOKIE_NAME;
    case 'consumer':
      return `${CART_COOKIE_PREFIX}.${idPart(owner.customerId, 'customerId')}`;
    case 'business': {
      const base = `${CART_COOKIE_PREFIX}.${idPart(owner.companyId, 'companyId')}.${idPart(owner.customerId, 'customerId')}`;
      return owner.sessionId ? `${base}.${sessionPart(owner.sessionId)}` : base;
    }
  }
}

/** The name as the browser holds it: `__Host-` + name over https, like the shop's other cookies. */
export function cartCookieBrowserName(owner: CartCookieOwner, https: boolean): string {
  return hostCookieName(cartCookieName(owner), https);
}

/** The cookie table's cart row under the owner's name: what every writer of a cart cookie writes. */
export const cartCookieRow = (owner: CartCookieOwner): ShopCookie => ({
  ...COOKIE_TABLE.cart,
  name: cartCookieName(owner),
});

/** The Set-Cookie value that keeps this cart id for the owner. */
export function cartCookieLine(owner: CartCookieOwner, cartId: string, https: boolean): string {
  return shopCookieLine(cartCookieRow(owner), cartId, https);
}

/** The Set-Cookie value that deletes the owner's cart cookie (e.g. the public cart marker after a merge). */
export function clearCartCookieLine(owner: CartCookieOwner, https: boolean): string {
  return shopCookieLine({ ...cartCookieRow(owner), maxAgeSeconds: 0 }, '', https);
}
