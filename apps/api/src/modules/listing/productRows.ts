import type { ListingIndex } from './listingIndex';

/** Each product's first row, made once per index (a product's rows are adjacent, in part-number order). */
const firstRows = new WeakMap<ListingIndex, Map<number, number>>();

function firstRowOf(index: ListingIndex): Map<number, number> {
  let first = firstRows.get(index);
  if (!first) {
    first = new Map();
    for (let r = 0; r < index.size; r++) {
      if (r === 0 || index.productId[r] !== index.productId[r - 1]) first.set(index.productId[r]!, r);
    }
    firstRows.set(index, first);
  }
  return first;
}

/**
 * The rows of some products, ascending: what a search's matches cover, so a query with a search
 * visits those rows only rather than testing every row of the index against the match set.
 */
export function rowsOfProducts(index: ListingIndex, productIds: readonly number[]): Int32Array {
  const first = firstRowOf(index);
  const starts: number[] = [];
  let total = 0;
  for (const id of productIds) {
    const start = first.get(id);
    if (start === undefined) continue;
    starts.push(start);
    let r = start;
    while (r < index.size && index.productId[r] === id) r++;
    total += r - start;
  }
  starts.sort((a, b) => a - b);
  const rows = new Int32Array(total);
  let n = 0;
  for (const start of starts) {
    const id = index.productId[start];
    for (let r = start; r < index.size && index.productId[r] === id; r++) rows[n++] = r;
  }
  return rows;
}
