import { PRICE_LIST_WARNING_MS, SNACKBAR_MS } from '@workwear/domain/constants';

/** One snackbar message: shown for SNACKBAR_MS (6 s), price-list notices PRICE_LIST_WARNING_MS (20 s). */
export type Snack = {
  readonly id: number;
  readonly text: string;
  readonly tone: 'info' | 'error';
  readonly durationMs: number;
  /** Undo after a removal. */
  readonly action?: { readonly label: string; readonly run: () => void };
};

export type SnackInput = Omit<Snack, 'id' | 'durationMs'> & { readonly long?: boolean };

/** At most this many at once: the oldest leaves first, so a burst of changes cannot cover the page. */
export const MAX_SNACKS = 3;

export function pushSnack(queue: readonly Snack[], input: SnackInput, id: number): Snack[] {
  const { long, ...rest } = input;
  const snack: Snack = { ...rest, id, durationMs: long ? PRICE_LIST_WARNING_MS : SNACKBAR_MS };
  // The same text twice (two rows failing alike) shows once, restarted.
  const others = queue.filter((s) => s.text !== snack.text);
  return [...others, snack].slice(-MAX_SNACKS);
}
