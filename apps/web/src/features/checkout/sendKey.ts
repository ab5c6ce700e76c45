import { cartIdSchema } from '@workwear/contracts';

/**
 * The checkout's idempotency key: made once per checkout of a cart and kept in an httpOnly cookie
 * bound to that cart, so a double click, a retry after a timeout or a reload of the delivery step
 * sends the same key and the API answers with the one order it made. A definite refusal (the buyer
 * will change the order) takes a new key, since the API refuses a key sent again with another body.
 * The cookie itself (its name, a day's life, its attributes) is the domain cookie table's sendKey row.
 */

const KEY = /^[A-Za-z0-9-]{16,64}$/;

export const sendKeyCookieValue = (cartId: string, key: string) => `${cartId}.${key}`;

/** The key the cookie holds for this cart; undefined when it holds none, or one of another cart. */
export function sendKeyOf(cookieValue: string | undefined, cartId: string): string | undefined {
  if (!cookieValue) return undefined;
  const dot = cookieValue.indexOf('.');
  if (dot === -1) return undefined;
  const boundTo = cookieValue.slice(0, dot);
  const key = cookieValue.slice(dot + 1);
  if (!cartIdSchema.safeParse(boundTo).success || boundTo !== cartId || !KEY.test(key)) return undefined;
  return key;
}

/** Whether a key the browser hands back is one of ours in form (the cookie stays the authority). */
export const isSendKey = (key: unknown): key is string => typeof key === 'string' && KEY.test(key);
