'use server';

import { cartIdSchema } from '@workwear/contracts';
import { isSupportedLanguage, SAVED_CART_OPEN_FAILED } from '@workwear/domain';
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
 * save and the fresh cart. The answer is the form's next state.
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
    return await saveVisitorCart(parsed.data.lang, name.name);
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

/** Reopens a saved cart; a failure is the spec's SAVED_CART_OPEN_FAILED, which the page translates. */
export async function openSavedCart(input: unknown): Promise<SavedCartActionResult> {
  const parsed = cartRefSchema.safeParse(input);
  if (!parsed.success) return { ok: false };
  try {
    await reopenSavedCart(parsed.data.lang, parsed.data.cartId, parsed.data.version);
    return { ok: true };
  } catch (error) {
    logError(SAVED_CART_OPEN_FAILED, error);
    return { ok: false };
  }
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
