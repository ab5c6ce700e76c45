'use server';

import { HttpError } from '@workwear/client';
import { addCartRowBodySchema, type CartView, cartIdSchema } from '@workwear/contracts';
import {
  CART_ROW_COMMENT_MAX_LENGTH,
  DISCOUNT_REFUSAL_REASONS,
  type DiscountCodeStatus,
  type DiscountRefusal,
  isResult,
  isSupportedLanguage,
  quantitySchema,
  type Result,
  rowCommentSchema,
} from '@workwear/domain';
import { z } from 'zod';
import { logError } from '@/lib/serverLog';
import { getShopContext } from '@/lib/shopContext';
import type { CartActionResult, CartFailure } from './cartActionResult';
import { addToVisitorCart, type CartScope, cartScope, currentCartOf, findCart, statusOf } from './cartServer';
import { sendVersioned } from './versionedChange';

/**
 * The cart's mutations, run on the storefront's server: each validates its input with the shared
 * schemas, calls the cart service with the visitor's token and the version of the cart the page
 * showed, and answers the cart as it now is. A stale version (409) answers the API's current cart;
 * changes that set a value (quantity, comment, co-worker, removal) are tried once more on it, since
 * setting the same value again cannot undo anyone else's change.
 */

const langSchema = z.string().refine(isSupportedLanguage, 'Unknown language');
const versionSchema = z.number().int().positive();
const rowRef = {
  lang: langSchema,
  cartId: cartIdSchema,
  version: versionSchema,
  rowId: z.number().int().positive(),
};
const coWorkerSchema = z.number().int().positive().nullable();

const addSchema = z.object({
  lang: langSchema,
  sku: addCartRowBodySchema.shape.sku,
  quantity: quantitySchema,
  comment: rowCommentSchema.optional(),
  coWorkerId: coWorkerSchema.optional(),
});

function failed(failure: CartFailure, cart: CartView | null = null, detail?: string): CartActionResult {
  return detail === undefined ? { ok: false, failure, cart } : { ok: false, failure, cart, detail };
}

/** The row of `sku` (for a business cart: of this co-worker) that an add landed in, for the 4 s highlight. */
function addedRowId(cart: CartView, sku: string, coWorkerId: number | null | undefined): number | undefined {
  const rows = cart.rows.filter(
    (r) => r.sku === sku && (coWorkerId === undefined || r.coWorkerId === coWorkerId),
  );
  return rows.sort((a, b) => b.modified.localeCompare(a.modified) || b.id - a.id)[0]?.id;
}

export async function addToCart(input: unknown): Promise<CartActionResult> {
  const parsed = addSchema.safeParse(input);
  if (!parsed.success) return failed('invalid');
  const { lang, ...row } = parsed.data;
  try {
    const scope = await cartScope(lang);
    const cart = await addToVisitorCart(scope, row);
    const highlightRowId = addedRowId(cart, row.sku, row.coWorkerId);
    return highlightRowId === undefined ? { ok: true, cart } : { ok: true, cart, highlightRowId };
  } catch (error) {
    logError('Add to cart failed.', error);
    return failed(statusOf(error) === 400 || statusOf(error) === 422 ? 'invalid' : 'addFailed');
  }
}

/** The visitor's cart for the cart page and the mini cart (null: none yet). */
export async function loadCart(lang: unknown): Promise<CartView | null> {
  const parsed = langSchema.safeParse(lang);
  if (!parsed.success) return null;
  try {
    return await findCart(await cartScope(parsed.data));
  } catch (error) {
    logError('Cart load failed.', error);
    throw error;
  }
}

/**
 * Runs a versioned change; on 409 runs it once more on the API's current cart when `retry` allows it
 * for that cart (the row is still there), else answers the current cart with the failure.
 */
async function versioned(
  lang: string,
  version: number,
  change: (scope: CartScope, version: number) => Promise<CartView>,
  failure: CartFailure,
  retry: (current: CartView) => boolean,
): Promise<CartActionResult> {
  let scope: CartScope;
  try {
    scope = await cartScope(lang);
  } catch (error) {
    logError('Cart change failed.', error);
    return failed(failure);
  }
  const outcome = await sendVersioned(version, (v) => change(scope, v), currentCartOf, retry);
  if (outcome.ok) return { ok: true, cart: outcome.cart };
  if (outcome.current) return failed(failure, outcome.current);
  const { error } = outcome;
  if (statusOf(error) === 404) return failed('gone', await findCart(scope).catch(() => null));
  logError('Cart change failed.', error);
  return failed(failure, null, error instanceof HttpError ? messageOf(error.body) : undefined);
}

function messageOf(body: unknown): string | undefined {
  return typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string'
    ? body.message
    : undefined;
}

const hasRow = (rowId: number) => (cart: CartView) => cart.rows.some((r) => r.id === rowId);

const quantityInput = z.object({ ...rowRef, quantity: quantitySchema });

export async function setRowQuantity(input: unknown): Promise<CartActionResult> {
  const parsed = quantityInput.safeParse(input);
  if (!parsed.success) return failed('invalid');
  const { lang, cartId, version, rowId, quantity } = parsed.data;
  return versioned(
    lang,
    version,
    (scope, v) => scope.cart.setQuantity(cartId, rowId, { version: v, quantity }),
    'rowSaveFailed',
    hasRow(rowId),
  );
}

const rowFieldsInput = z.object({
  ...rowRef,
  comment: rowCommentSchema.optional(),
  coWorkerId: coWorkerSchema.optional(),
});

export async function updateRow(input: unknown): Promise<CartActionResult> {
  const parsed = rowFieldsInput.safeParse(input);
  if (!parsed.success) return failed('invalid', null, parsed.error.issues[0]?.message);
  const { lang, cartId, version, rowId, comment, coWorkerId } = parsed.data;
  return versioned(
    lang,
    version,
    (scope, v) =>
      scope.cart.updateRow(cartId, rowId, {
        version: v,
        ...(comment !== undefined ? { comment } : {}),
        ...(coWorkerId !== undefined ? { coWorkerId } : {}),
      }),
    'rowSaveFailed',
    hasRow(rowId),
  );
}

export async function removeRow(input: unknown): Promise<CartActionResult> {
  const parsed = z.object(rowRef).safeParse(input);
  if (!parsed.success) return failed('invalid');
  const { lang, cartId, version, rowId } = parsed.data;
  return versioned(
    lang,
    version,
    (scope, v) => scope.cart.removeRow(cartId, rowId, v),
    'removeFailed',
    hasRow(rowId),
  );
}

export async function splitRow(input: unknown): Promise<CartActionResult> {
  const parsed = z.object(rowRef).safeParse(input);
  if (!parsed.success) return failed('invalid');
  const { lang, cartId, version, rowId } = parsed.data;
  // A split is not a value to set: on a stale version the shopper sees the cart as it is and decides again.
  return versioned(
    lang,
    version,
    (scope, v) => scope.cart.splitRow(cartId, rowId, { version: v }),
    'splitFailed',
    () => false,
  );
}

const codeSchema = z
  .string()
  .trim()
  .min(1)
  .max(CART_ROW_COMMENT_MAX_LENGTH)
  .regex(/^[A-Za-z0-9_-]+$/);
const codeInput = z.object({
  lang: langSchema,
  cartId: cartIdSchema,
  version: versionSchema,
  code: codeSchema,
});

/** A refused code (422 with the discount refusal): the spec's message by its status. */
function discountFailure(error: unknown): CartFailure {
  if (!(error instanceof HttpError)) return 'discountFailed';
  if (error.status === 422) {
    const status = (error.body as { status?: unknown } | null)?.status;
    if (status === 'RequirementsNotMet') return 'discountRequirements';
    if (status === 'NotValid') return 'discountNotValid';
    return 'discountInvalid';
  }
  if (error.status === 400 || error.status === 404) return 'discountInvalid';
  return 'discountFailed';
}

const refusalBody = z.object({
  reason: z.enum(DISCOUNT_REFUSAL_REASONS).optional(),
  validFrom: z.string().optional(),
  validTo: z.string().optional(),
});

/**
 * A refused code's answer with why (issue 27): the reason, and the date it names written in the
 * page's language. The date is the calendar day of the instant in UTC, as the promotion was entered.
 */
function refusedCode(
  failure: CartFailure,
  cart: CartView | null,
  body: unknown,
  culture: string,
): CartActionResult {
  const parsed = refusalBody.safeParse(body);
  const reason = parsed.success ? parsed.data.reason : undefined;
  if (!parsed.success || reason === undefined) return failed(failure, cart);
  const instant = parsed.data.validTo ?? parsed.data.validFrom;
  const detail = instant
    ? new Intl.DateTimeFormat(culture, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(instant))
    : undefined;
  return { ok: false, failure, cart, discountReason: reason, ...(detail ? { detail } : {}) };
}

/**
 * Applies a discount code: through the engine's discount codes where the cart's rules say engine
 * promotions, else kept on the cart as metadata PromotionCode (the server checks it either way).
 */
export async function applyDiscountCode(input: unknown): Promise<CartActionResult> {
  const parsed = codeInput.safeParse(input);
  if (!parsed.success) return failed('discountInvalid');
  return changeCode(parsed.data, 'apply');
}

export async function removeDiscountCode(input: unknown): Promise<CartActionResult> {
  const parsed = codeInput.safeParse(input);
  if (!parsed.success) return failed('discountFailed');
  return changeCode(parsed.data, 'remove');
}

/** A code change's answer: PromotionCode and the engine's calls always carry a status. */
type DiscountChange = { status?: DiscountCodeStatus | undefined; cart: CartView };
type DiscountAnswer = DiscountChange | Result<DiscountChange, DiscountRefusal>;

/** A refusal's failure by its status (the spec's messages: requirements not met, invalid code). */
function refusalFailure(refusal: DiscountRefusal): CartFailure {
  if (refusal.status === 'RequirementsNotMet') return 'discountRequirements';
  if (refusal.status === 'NotValid') return 'discountNotValid';
  return 'discountInvalid';
}

async function changeCode(
  { lang, cartId, version, code }: z.infer<typeof codeInput>,
  action: 'apply' | 'remove',
): Promise<CartActionResult> {
  const { culture } = await getShopContext(lang);
  try {
    const scope = await cartScope(lang);
    const cart = await scope.cart.get(cartId);
    const run = (v: number): Promise<DiscountAnswer> =>
      cart.rules.enginePromotions
        ? action === 'apply'
          ? scope.price.addDiscountCode(cartId, code, v)
          : scope.price.removeDiscountCode(cartId, code, v)
        : scope.cart.upsertMetadata(cartId, {
            version: v,
            key: 'PromotionCode',
            value: action === 'apply' ? code : '',
          });
    let answer: DiscountAnswer;
    try {
      answer = await run(Math.max(version, cart.version));
    } catch (error) {
      const current = currentCartOf(error);
      if (!current) throw error;
      answer = await run(current.version);
    }
    if (isResult(answer)) {
      if (!answer.ok) return refusedCode(refusalFailure(answer.refusal), cart, answer.refusal, culture);
      answer = answer.value;
    }
    if (answer.status === 'RequirementsNotMet') return failed('discountRequirements', answer.cart);
    if (answer.status === 'Error') return failed('discountInvalid', answer.cart);
    return { ok: true, cart: answer.cart, discount: answer.status ?? 'CodeAdded' };
  } catch (error) {
    const failure = discountFailure(error);
    if (failure === 'discountFailed') logError('Discount code change failed.', error);
    const body = error instanceof HttpError && error.status === 422 ? error.body : null;
    return refusedCode(failure, currentCartOf(error), body, culture);
  }
}
