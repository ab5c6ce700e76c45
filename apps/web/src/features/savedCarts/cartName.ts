import { cartTextSchema } from '@workwear/domain';
import { z } from 'zod';

export const CART_NAME_MAX_LENGTH = 100;

/** Why a name is refused: none given, or blocked characters / too long. */
export type CartNameProblem = 'nameRequired' | 'nameInvalid';

/** A saved cart's name: the cart's free-text rule (control characters stripped, blocked ones refused), trimmed, 1-100 characters. */
const nameSchema = cartTextSchema('Name')
  .transform((name) => name.trim())
  .pipe(z.string().max(CART_NAME_MAX_LENGTH));

export function parseCartName(
  input: string,
): { ok: true; name: string } | { ok: false; problem: CartNameProblem } {
  const parsed = nameSchema.safeParse(input);
  if (!parsed.success) return { ok: false, problem: 'nameInvalid' };
  return parsed.data === '' ? { ok: false, problem: 'nameRequired' } : { ok: true, name: parsed.data };
}
