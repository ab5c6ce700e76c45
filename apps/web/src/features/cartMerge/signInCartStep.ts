import type { CartAudience } from '@workwear/domain';

/**
 * What happens to the public cart (cookie Blk.Cart.Public) when its visitor signs in (spec §4 "Cart
 * merge"):
 * - 'drop': it has no rows, so there is nothing to keep; only the marker is cleared.
 * - 'adopt': its rows go into the account cart silently (append), because there is no choice to make:
 *   the account cart is missing or empty. A business buyer's public rows are appended too: the spec's
 *   choice is the consumer's, and a buyer who filled a cart before signing in means to order it.
 * - 'ask': a consumer whose public cart and account cart both hold rows chooses merge or overwrite.
 */
export type SignInCartStep = 'drop' | 'adopt' | 'ask';

export function signInCartStep(
  publicRows: number,
  accountRows: number,
  audience: CartAudience,
): SignInCartStep {
  if (publicRows === 0) return 'drop';
  if (accountRows === 0 || audience !== 'b2c') return 'adopt';
  return 'ask';
}
