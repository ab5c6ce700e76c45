/** Set operations on ascending row lists (posting lists). */

export const NO_ROWS = new Int32Array(0);

export function intersect(a: Int32Array, b: Int32Array): Int32Array {
  const out = new Int32Array(Math.min(a.length, b.length));
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
