'use server';

import { cartIdSchema } from '@workwear/contracts';
import { isSupportedLanguage, routePath, SAVED_CART_OPEN_FAILED } from '@workwear/domain';
import { refresh } from 'next/cache';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { logError } from '@/lib/serverLog';
import { type CartNameProblem, parseCartName } from './cartName';
import {
  deleteSavedCart,
  reopenSavedCart,
  type SaveFailure,
  type SaveResult,
  saveVisitorCart,
} from './savedCartsServer';

const langSchema = z.string().refine(isSupportedLanguage, 'Unknown language');

export type SaveCartResult = SaveResult | { ok: false; failure: SaveFailure | CartNameProblem };

/**
 * The save form's action (it works without script too): the name by the cart's text rule, then the
 * save and the fresh cart. The answer is the form's next state; a form on the saved carts page asks
 * (`listed`) for the page rendered again into the same answer, so the list shows the new cart.
 */
export async function saveCart(_previous: SaveCartResult | null, form: FormData): Promise<SaveCartResult> {
  const parsed = z.object({ lang: langSchema, name: z.string() }).safeParse({
    lang: form.get('lang'),
    name: form.get('name') ?? '',
  });
  if (!parsed.success) return { ok: false, failure: 'failed' };
  const name = parseCartName(parsed.data.name);
  if (!name.ok) return { ok: false, failure: name.problem };
  try {
    const result = await saveVisitorCart(parsed.data.lang, name.name);
    if (result.ok && form.get('listed') === '1') refresh();
    return result;
  } catch (error) {
    logError('Saving the cart failed.', error);
    return { ok: false, failure: 'failed' };
  }
}

const cartRefSchema = z.object({
  lang: langSchema,
  cartId: cartIdSchema,
  version: z.number().int().positive(),
});

export type SavedCartActionResult = { ok: true } | { ok: false };

/**
 * Reopens a saved cart and goes on to the cart page: the redirect's answer holds that page, so the
 * buyer waits for one round trip (the cookie naming the reopened cart would have had this page
 * rendered again into the answer for nothing). A failure is the spec's SAVED_CART_OPEN_FAILED,
 * which the page translates.
 */
export async function openSavedCart(input: unknown): Promise<{ ok: false }> {
  const parsed = cartRefSchema.safeParse(input);
  if (!parsed.success) return { ok: false };
  const { lang, cartId, version } = parsed.data;
  try {
    await reopenSavedCart(lang, cartId, version);
  } catch (error) {
    logError(SAVED_CART_OPEN_FAILED, error);
    return { ok: false };
  }
  // Outside the try: redirect() throws Next's redirect, which must reach the framework.
  redirect(routePath('Cart', lang));
}

export async function removeSavedCart(input: unknown): Promise<SavedCartActionResult> {
  const parsed = cartRefSchema.safeParse(input);
  if (!parsed.success) return { ok: false };
  try {
    await deleteSavedCart(parsed.data.lang, parsed.data.cartId, parsed.data.version);
    return { ok: true };
  } catch (error) {
    logError('Deleting a saved cart failed.', error);
    return { ok: false };
  }
}
