import type { CartView } from '@workwear/contracts';
import type { QuickOrderProblem } from './quickOrderOutcome';

/**
 * The quick order form's state: nothing sent yet, nothing to send, a failure, or the answer (lines
 * added, every line not added, and the cart as it now is, for the badge).
 */
export type QuickOrderState =
  | { readonly status: 'idle' | 'empty' | 'failed' }
  | {
      readonly status: 'sent';
      readonly added: number;
      readonly problems: readonly QuickOrderProblem[];
      /** What the box keeps: the lines not added. */
      readonly remaining: string;
      readonly cart?: CartView;
    };
