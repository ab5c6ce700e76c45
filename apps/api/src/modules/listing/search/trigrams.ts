/**
 * pg_trgm's trigrams and similarity() for one word (letters and digits only, lower-cased, as query
 * words and dictionary terms are): the word padded with two spaces before and one after, every run
 * of three characters, each once. pg_trgm stores a trigram of multi-byte characters as a 3-byte
 * hash; comparing the characters themselves is the same test without its (rare) collisions.
 */
export function trigramsOf(word: string): string[] {
  const chars = [' ', ' ', ...word, ' '];
  const set = new Set<string>();
  for (let i = 0; i + 3 <= chars.length; i++) set.add(chars[i]! + chars[i + 1]! + chars[i + 2]!);
  return [...set].sort();
}

/**
 * pg_trgm's similarity(): shared trigrams over all distinct trigrams of both, as a float4 (a
 * threshold compares that rounded value, so 7/20 is below 0.35 in PostgreSQL and here).
 */
export function similarity(a: readonly string[], b: readonly string[]): number {
  let shared = 0;
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      shared++;
      i++;
      j++;
    } else if (a[i]! < b[j]!) i++;
    else j++;
  }
  const all = a.length + b.length - shared;
  return all === 0 ? 0 : Math.fround(shared / all);
}
