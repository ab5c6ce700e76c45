/**
 * A pure function of one string, remembered: the request path's hot helpers (a path's declared query,
 * whether an address is a trusted proxy, a URL's cache key) cost microseconds each, the lookup tens of
 * nanoseconds. Further arguments must follow from the string (a URL's declared query from its path),
 * since only the string is remembered. Distinct inputs are bounded by forgetting everything when
 * `maxEntries` is reached, so a run of distinct URLs costs one recomputation each and never grows memory.
 */
export function memoized<V, A extends unknown[] = []>(
  compute: (input: string, ...rest: A) => V,
  maxEntries: number,
): (input: string, ...rest: A) => V {
  const known = new Map<string, V>();
  return (input, ...rest) => {
    // has() before get(): a remembered undefined is a value too.
    if (known.has(input)) return known.get(input) as V;
    const value = compute(input, ...rest);
    if (known.size >= maxEntries) known.clear();
    known.set(input, value);
    return value;
  };
}
