/** Set operations on ascending row lists (posting lists). */

export const NO_ROWS = new Int32Array(0);

/** Lists this long are intersected through a bit set of their rows rather than merged. */
const BITSET_FROM = 4096;

/**
 * Bit sets of long lists, kept while the list lives: an index's posting lists are immutable and met
 * again by every query that selects their value, so each is turned into bits once.
 */
const bitsets = new WeakMap<Int32Array, Uint32Array>();

function bitsetOf(list: Int32Array): Uint32Array {
  let bits = bitsets.get(list);
  if (!bits) {
    bits = new Uint32Array(((list[list.length - 1] ?? 0) >>> 5) + 1);
    for (let i = 0; i < list.length; i++) {
      const x = list[i]!;
      bits[x >>> 5]! |= 1 << (x & 31);
    }
    bitsets.set(list, bits);
  }
  return bits;
}

export function intersect(a: Int32Array, b: Int32Array): Int32Array {
  const [small, large] = a.length <= b.length ? [a, b] : [b, a];
  if (large.length >= BITSET_FROM) {
    // One probe per row of the shorter list instead of a walk over both: the result keeps its order.
    const bits = bitsetOf(large);
    const out = new Int32Array(small.length);
    let n = 0;
    for (let i = 0; i < small.length; i++) {
      const x = small[i]!;
      const word = x >>> 5;
      if (word < bits.length && (bits[word]! & (1 << (x & 31))) !== 0) out[n++] = x;
    }
    return out.subarray(0, n);
  }
  const out = new Int32Array(small.length);
  let i = 0;
  let j = 0;
  let n = 0;
  while (i < a.length && j < b.length) {
    const x = a[i]!;
    const y = b[j]!;
    if (x === y) {
      out[n++] = x;
      i++;
      j++;
    } else if (x < y) i++;
    else j++;
  }
  return out.subarray(0, n);
}

export function union(lists: Int32Array[]): Int32Array {
  if (lists.length === 0) return NO_ROWS;
  if (lists.length === 1) return lists[0]!;
  const merged = new Int32Array(lists.reduce((n, l) => n + l.length, 0));
  let at = 0;
  for (const list of lists) {
    merged.set(list, at);
    at += list.length;
  }
  merged.sort();
  let n = 0;
  for (let i = 0; i < merged.length; i++)
    if (i === 0 || merged[i] !== merged[i - 1]) merged[n++] = merged[i]!;
  return merged.subarray(0, n);
}

/** Intersection of several lists, smallest first; undefined (meaning every row) for none. */
export function intersectAll(lists: Int32Array[]): Int32Array | undefined {
  if (lists.length === 0) return undefined;
  const [first, ...rest] = [...lists].sort((a, b) => a.length - b.length);
  return rest.reduce(intersect, first!);
}
