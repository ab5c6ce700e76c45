import { z } from 'zod';
import { CART_ROW_COMMENT_MAX_LENGTH } from '../constants';

/** The spec's blocked text input: any of these refuses the text (they carry markup and script). */
export const BLOCKED_TEXT_CHARACTERS = ['<', '>', '"', "'", '{', '}', ';', '@'] as const;

export const VALUE_REQUIRED = 'Value is required';

export const ROW_COMMENT_TOO_LONG = `Comment can be at most ${CART_ROW_COMMENT_MAX_LENGTH} characters`;

// Unicode category Cc: C0 (U+0000-U+001F, tab and line breaks included), DEL and C1 (U+0080-U+009F).
const CONTROL_CHARACTERS = /\p{Cc}/gu;

/**
 * The text with every control character removed. Tabs and line breaks go too: a row comment is one
 * line on the packing slip, and the storefront's field is a single-line input.
 */
export function stripControlCharacters(text: string): string {
  return text.replace(CONTROL_CHARACTERS, '');
}

export function hasBlockedCharacter(text: string): boolean {
  return BLOCKED_TEXT_CHARACTERS.some((c) => text.includes(c));
}

export const blockedCharactersMessage = (field: string) =>
  `${field} cannot contain any of ${BLOCKED_TEXT_CHARACTERS.join(' ')}`;

/** Free text on a cart (comments, names): control characters stripped, blocked characters refused. */
export const cartTextSchema = (field: string) =>
  z
    .string()
    .transform(stripControlCharacters)
    .refine((text) => !hasBlockedCharacter(text), { message: blockedCharactersMessage(field) });

// Characters, not UTF-16 units: an emoji counts once, as the shopper sees it.
const characterCount = (text: string) => [...text].length;

/** A row comment: at most 98 characters once control characters are stripped. */
export const rowCommentSchema = cartTextSchema('Comment').refine(
  (text) => characterCount(text) <= CART_ROW_COMMENT_MAX_LENGTH,
  { message: ROW_COMMENT_TOO_LONG },
);

/** Phone-like input as the backend stores it: digits only ('+46 (0)70-123 45 67' -> '460701234567'). */
export function phoneDigits(text: string): string {
  return text.replace(/\D/g, '');
}
