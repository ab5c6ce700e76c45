import { z } from 'zod';
import { CART_ROW_COMMENT_MAX_LENGTH } from '../constants';
import {
  blockedCharactersMessage,
  characterCount,
  hasBlockedCharacter,
  ROW_COMMENT_TOO_LONG,
  stripControlCharacters,
} from './cartTextRules';

export * from './cartTextRules';

/** Free text on a cart (comments, names): control characters stripped, blocked characters refused. */
export const cartTextSchema = (field: string) =>
  z
    .string()
    .transform(stripControlCharacters)
    .refine((text) => !hasBlockedCharacter(text), { message: blockedCharactersMessage(field) });

/** A row comment: at most 98 characters once control characters are stripped. */
export const rowCommentSchema = cartTextSchema('Comment').refine(
  (text) => characterCount(text) <= CART_ROW_COMMENT_MAX_LENGTH,
  { message: ROW_COMMENT_TOO_LONG },
);
