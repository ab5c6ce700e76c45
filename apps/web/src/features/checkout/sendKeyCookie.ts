import { randomUUID } from 'node:crypto';
import { hostCookieName } from '@workwear/domain';
import { cookies } from 'next/headers';
import { SEND_KEY_COOKIE, SEND_KEY_MAX_AGE_SECONDS, sendKeyCookieValue, sendKeyOf } from './sendKey';

/** The httpOnly cookie that keeps this checkout's idempotency key (sendKey.ts says why). */
const nameOf = (https: boolean) => hostCookieName(SEND_KEY_COOKIE, https);

/** The key kept for this cart, if any. */
export async function keptSendKey(cartId: string, https: boolean): Promise<string | undefined> {
  return sendKeyOf((await cookies()).get(nameOf(https))?.value, cartId);
}

/** The key kept for this cart, or a new one (kept once the send action runs), for the delivery page. */
export async function currentSendKey(cartId: string, https: boolean): Promise<string> {
  return (await keptSendKey(cartId, https)) ?? randomUUID();
}

/** Keeps the key for this cart (server actions only). */
export async function keepSendKey(cartId: string, key: string, https: boolean): Promise<void> {
  (await cookies()).set(nameOf(https), sendKeyCookieValue(cartId, key), {
    httpOnly: true,
    secure: https,
    sameSite: 'lax',
    path: '/',
    maxAge: SEND_KEY_MAX_AGE_SECONDS,
  });
}

/** A new key for this cart, kept at once: the order will change, and the old key answers the old body. */
export async function renewSendKey(cartId: string, https: boolean): Promise<string> {
  const key = randomUUID();
  await keepSendKey(cartId, key, https);
  return key;
}

/** The order is made: the key has done its work (and its cookie would keep pages out of the page cache). */
export async function dropSendKey(https: boolean): Promise<void> {
  (await cookies()).delete({ name: nameOf(https), path: '/', secure: https });
}
