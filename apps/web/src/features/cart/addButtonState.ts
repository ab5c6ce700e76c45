import type { SizeStockState } from '@/features/product';

/**
 * The spec's size status as the add button reads it: null when the chosen size can be added, else
 * why not. SizeNotSelected: nothing chosen yet; SizeOutOfStock: the size is out of stock (a
 * delivery date is known, but nothing is on hand); SizeUnavailable: neither stock nor a date.
 */
export type AddBlockedReason = 'SizeNotSelected' | 'SizeOutOfStock' | 'SizeUnavailable';

export function addBlockedReason(chosen: { state: SizeStockState } | undefined): AddBlockedReason | null {
  if (!chosen) return 'SizeNotSelected';
  if (chosen.state === 'incoming') return 'SizeOutOfStock';
  if (chosen.state === 'unavailable') return 'SizeUnavailable';
  return null;
}
