import type { CartView } from '@workwear/contracts';
import type { BatchLineAnswer } from './quickOrderOutcome';

/** What the quick order action answers: the cart and a status per line sent, or why nothing was sent. */
export type QuickOrderActionResult =
  | { readonly ok: true; readonly cart: CartView; readonly lines: readonly BatchLineAnswer[] }
  | { readonly ok: false; readonly failure: 'invalid' | 'failed' };
