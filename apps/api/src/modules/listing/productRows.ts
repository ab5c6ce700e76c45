import { type ListingIndex, MISSING } from '../catalogueIndex';

/**
 * Each product's first row, by product id (ids are a serial, so dense), made once per index: a
 * product's rows are adjacent, in part-number order.
 */
const firstRows = new WeakMap<ListingIndex, Int32Array>();

function firstRowOf(index: ListingIndex): Int32Array {
  let first = firstRows.get(index);
  if (!first) {
    const { productId, size } = index;
    first = new Int32Array(productId.reduce((max, id) => Math.max(max, id), 0) + 1).fill(MISSING);
    for (let r = size - 1; r >= 0; r--) first[productId[r]!] = r;
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
  const { productId, size } = index;
  const starts = new Int32Array(productIds.length);
  let found = 0;
  let total = 0;
  for (const id of productIds) {
    const start = id < first.length ? first[id]! : MISSING;
    if (start === MISSING) continue;
    starts[found++] = start;
    let r = start;
    while (r < size && productId[r] === id) r++;
    total += r - start;
  }
  const sorted = starts.subarray(0, found).sort();
  const rows = new Int32Array(total);
  let n = 0;
  for (const start of sorted) {
    const id = productId[start];
    for (let r = start; r < size && productId[r] === id; r++) rows[n++] = r;
  }
  return rows;
}
