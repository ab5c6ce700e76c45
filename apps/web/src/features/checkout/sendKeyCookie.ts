import { randomUUID } from 'node:crypto';
import { cookieName } from '@workwear/domain';
import { cookies } from 'next/headers';
import { cookieClear, cookieWrite, writeCookies } from '@/lib/cookieWriter';
import { sendKeyCookieValue, sendKeyOf } from './sendKey';

/** The httpOnly cookie that keeps this checkout's idempotency key (sendKey.ts says why). */
const nameOf = (https: boolean) => cookieName('sendKey', https);

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
  writeCookies(await cookies(), [cookieWrite('sendKey', sendKeyCookieValue(cartId, key), https)]);
}

/** A new key for this cart, kept at once: the order will change, and the old key answers the old body. */
export async function renewSendKey(cartId: string, https: boolean): Promise<string> {
  const key = randomUUID();
  await keepSendKey(cartId, key, https);
  return key;
}

/** The order is made: the key has done its work (and its cookie would keep pages out of the page cache). */
export async function dropSendKey(https: boolean): Promise<void> {
  writeCookies(await cookies(), [cookieClear('sendKey', https)]);
}
