import {
  BLOCKED_TEXT_CHARACTERS,
  blockedCharactersMessage,
  hasBlockedCharacter,
} from '@workwear/domain/cart/cartTextRules';
import { EMAIL_MESSAGES, typographicApostrophes } from '@workwear/domain/checkout/checkoutFieldRules';
import { z } from 'zod';

export const CONTROL_CHARACTER_MESSAGE = 'Control characters are not allowed';

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;

/**
 * Whether the text holds a C0 control (U+0000-U+001F) or DEL. A NUL reaches PostgreSQL as an error, and
 * the others have no place in a name, code or search term; multi-line text may keep tabs and line breaks.
 */
export function hasControlCharacter(text: string, allowLineBreaks = false): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code > 0x1f && code !== 0x7f) continue;
    if (allowLineBreaks && (code === TAB || code === LINE_FEED || code === CARRIAGE_RETURN)) continue;
    return true;
  }
  return false;
}

/**
 * The string every parameter, query value and body field is built from: no control characters, so a
 * NUL byte or an escape sequence is a 400 naming the field rather than a database error.
 */
export const safeText = () => z.string().refine((t) => !hasControlCharacter(t), CONTROL_CHARACTER_MESSAGE);

/** For fields whose text has lines (comments, messages): tab, line feed and carriage return are allowed. */
export const multilineText = () =>
  z.string().refine((t) => !hasControlCharacter(t, true), CONTROL_CHARACTER_MESSAGE);

/** Part numbers and their prefixes: letters and digits only, so nothing else can reach a query. */
export const partNoText = () => z.string().regex(/^[A-Za-z0-9]*$/, 'Expected letters and digits only');

export type FreeTextOptions = {
  /** Text with lines (comments, descriptions): tab and line breaks are allowed. */
  readonly lines?: boolean;
  /**
   * Names, addresses and the order's references: an ASCII apostrophe is let through, because it is
   * kept as the typographic one (O’Brien; README, Checkout) rather than refused.
   */
  readonly apostrophe?: boolean;
};

/**
 * Free text a person types (spec cart-services-companies §5): no control characters (safeText) and none
 * of < > " ' { } ; @, refused with the domain's message naming the field, the one the storefront's forms
 * show, so no markup or script is ever stored. Every free-text field of every declared body is one.
 */
export const freeText = (label: string, { lines = false, apostrophe = false }: FreeTextOptions = {}) =>
  (lines ? multilineText() : safeText()).refine((text) => isFreeText(text, apostrophe), {
    message: blockedCharactersMessage(label),
  });

/** Whether text holds none of the blocked characters; with `apostrophe`, the ASCII apostrophe is let through. */
export const isFreeText = (text: string, apostrophe = false) =>
  !hasBlockedCharacter(apostrophe ? typographicApostrophes(text) : text);

// What an e-mail address may hold of the blocked characters: its @, and the apostrophe its pattern
// (domain EMAIL_PATTERN, zod's) takes in the local part.
const EMAIL_REFUSED = BLOCKED_TEXT_CHARACTERS.filter((c) => c !== '@' && c !== "'");

/** An e-mail field: free text that keeps @; anything else blocked is the domain's 'Must be a valid email'. */
export const emailText = () =>
  safeText().refine((text) => !EMAIL_REFUSED.some((c) => text.includes(c)), {
    message: EMAIL_MESSAGES.invalid,
  });
