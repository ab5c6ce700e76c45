import type { CartView } from '@workwear/contracts';
import { parseRowComment } from '@workwear/domain/cart/cartTextRules';
import { CART_ROW_COMMENT_MAX_LENGTH } from '@workwear/domain/constants';
import type { CartActionResult, CartFailure } from './cartActionResult';
import type { CartPageTexts } from './cartTexts';
import type { DiscountMessage } from './cartWorkspaceState';
import { fillText } from './fillText';
import type { SnackInput } from './snackbarQueue';

/** The snackbars an answered cart's notices raise (rows the API removed or repriced, promotions gone). */
export function noticeSnacks(cart: CartView, texts: CartPageTexts['notices']): SnackInput[] {
  return cart.notices.map((notice) => {
    const item = notice.name ?? notice.sku ?? '';
    if (notice.kind === 'removed')
      return { text: fillText(texts.removed, { item }), tone: 'error', long: true };
    if (notice.kind === 'updated')
      return { text: fillText(texts.updated, { item }), tone: 'info', long: true };
    return { text: texts.promotionRemoved, tone: 'info' };
  });
}

export function cartFailureText(failure: CartFailure, texts: CartPageTexts['errors']): string {
  switch (failure) {
    case 'removeFailed':
      return texts.removeFailed;
    case 'splitFailed':
      return texts.splitFailed;
    case 'addFailed':
      return texts.addFailed;
    case 'invalid':
      return texts.invalid;
    case 'gone':
      return texts.gone;
    default:
      return texts.rowSaveFailed;
  }
}

/** What the discount code form says after a code was applied or removed. */
export function discountMessageOf(
  result: CartActionResult,
  code: string,
  action: 'apply' | 'remove',
  texts: CartPageTexts['discount'],
): DiscountMessage {
  if (result.ok) {
    return {
      tone: 'ok',
      text: action === 'apply' ? fillText(texts.applied, { code: code.toUpperCase() }) : texts.removed,
    };
  }
  if (result.discountReason) {
    return {
      tone: 'error',
      text: fillText(texts.reasons[result.discountReason], {
        code: code.trim().toUpperCase(),
        date: result.detail ?? '',
      }),
    };
  }
  const byFailure: Partial<Record<CartFailure, string>> = {
    discountRequirements: texts.requirements,
    discountInvalid: texts.invalid,
    discountNotValid: texts.notValid,
  };
  return { tone: 'error', text: byFailure[result.failure] ?? texts.failed };
}

/**
 * A row comment as typed: the text to save (null when the domain refuses it) and the message the row
 * shows (null when none).
 */
export function rowCommentCheck(
  text: string,
  required: boolean,
  texts: CartPageTexts['errors'],
): { save: string | null; error: string | null } {
  const parsed = parseRowComment(text);
  if (!parsed.ok) {
    const error =
      text.length > CART_ROW_COMMENT_MAX_LENGTH
        ? fillText(texts.commentTooLong, { max: CART_ROW_COMMENT_MAX_LENGTH })
        : texts.blockedCharacters;
    return { save: null, error };
  }
  return { save: parsed.text, error: required && parsed.text.trim() === '' ? texts.valueRequired : null };
}
