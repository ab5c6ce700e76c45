import type { ProductDetail } from '@workwear/contracts';

type Flag = ProductDetail['flags'][number];

/** The product's flags and the shown colour's, each once, in the order they came. */
export function mergeFlags(...lists: readonly (readonly Flag[])[]): Flag[] {
  const byId = new Map<number, Flag>();
  for (const flag of lists.flat()) if (!byId.has(flag.id)) byId.set(flag.id, flag);
  return [...byId.values()];
}
