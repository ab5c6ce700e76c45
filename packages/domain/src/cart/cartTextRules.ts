import { CART_ROW_COMMENT_MAX_LENGTH } from '../constants';

/*
 * The rules of free text on a cart without zod: the storefront's cart page checks a row comment as it
 * is typed, in the browser, and zod would add about 30 kB to the page. cartText.ts builds the schemas
 * on these same functions.
 */

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

// Characters, not UTF-16 units: an emoji counts once, as the shopper sees it.
export const characterCount = (text: string) => [...text].length;

/**
 * A row comment as typed: control characters stripped, then refused if it holds a blocked character or
 * is longer than CART_ROW_COMMENT_MAX_LENGTH characters (what rowCommentSchema accepts).
 */
export function parseRowComment(text: string): { ok: true; text: string } | { ok: false } {
  const stripped = stripControlCharacters(text);
  return hasBlockedCharacter(stripped) || characterCount(stripped) > CART_ROW_COMMENT_MAX_LENGTH
    ? { ok: false }
    : { ok: true, text: stripped };
}

/** Phone-like input as the backend stores it: digits only ('+46 (0)70-123 45 67' -> '460701234567'). */
export function phoneDigits(text: string): string {
  return text.replace(/\D/g, '');
}
