'use server';

import { cartIdSchema } from '@workwear/contracts';
import { cartTextSchema, isSupportedLanguage, SAVED_CART_OPEN_FAILED } from '@workwear/domain';
import { z } from 'zod';
import { logError } from '@/lib/serverLog';
import {
  deleteSavedCart,
  reopenSavedCart,
  type SaveFailure,
  type SaveResult,
  saveVisitorCart,
} from './savedCartsServer';

const langSchema = z.string().refine(isSupportedLanguage, 'Unknown language');
/** A cart's name: the cart's free-text rule (blocked characters refused), 1-100 characters. */
const nameSchema = cartTextSchema('Name')
  .transform((name) => name.trim())
  .pipe(z.string().min(1).max(100));

export type SaveCartResult =
  | SaveResult
  | { ok: false; failure: SaveFailure | 'nameRequired' | 'nameInvalid' };

export async function saveCart(input: unknown): Promise<SaveCartResult> {
  const parsed = z.object({ lang: langSchema, name: z.string() }).safeParse(input);
  if (!parsed.success) return { ok: false, failure: 'failed' };
  if (parsed.data.name.trim() === '') return { ok: false, failure: 'nameRequired' };
  const name = nameSchema.safeParse(parsed.data.name);
  if (!name.success) return { ok: false, failure: 'nameInvalid' };
  try {
    return await saveVisitorCart(parsed.data.lang, name.data);
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
