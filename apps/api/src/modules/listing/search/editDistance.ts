/**
 * Typo tolerance by edits: the optimal string alignment distance (restricted Damerau-Levenshtein),
 * where a deletion, an insertion, a substitution and a swap of two neighbouring letters each count as
 * one edit, so "jakca" is one edit from "jacka" (plain Levenshtein counts two).
 *
 * Hand-written rather than taken from npm, for three reasons (docs/buyers/search.md): the search
 * needs the distance only up to a bound and stops a row early past it, which none of the packages
 * offer; the most used one (damerau-levenshtein 1.0.8) returns the longer length once the diagonal
 * passes 4 and allocates a full matrix per call; and the SQL search must answer exactly the same, so
 * the same few lines exist once more as a PL/pgSQL function (migration search_edit_distance), which a
 * package could not share anyway. Letters are code points, as PostgreSQL's length() counts them.
 */
export function editDistance(a: string, b: string, max: number): number {
  const s = [...a];
  const t = [...b];
  if (Math.abs(s.length - t.length) > max) return max + 1;
  if (s.length === 0 || t.length === 0) return Math.min(Math.max(s.length, t.length), max + 1);
  // Three rows of the matrix: two back (for a swap), the last, the one being filled.
  let before = new Array<number>(t.length + 1).fill(0);
  let last = Array.from({ length: t.length + 1 }, (_, j) => j);
  let row = new Array<number>(t.length + 1).fill(0);
  let lastBest = 0;
  for (let i = 1; i <= s.length; i++) {
    row[0] = i;
    let best = i;
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let d = Math.min(last[j]! + 1, row[j - 1]! + 1, last[j - 1]! + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1])
        d = Math.min(d, before[j - 2]! + 1);
      row[j] = d;
      if (d < best) best = d;
    }
    // A cell comes from the row above or, by a swap, the row before it, never from a smaller one:
    // once two rows in a row are past the bound, every later row is too.
    if (best > max && lastBest > max) return max + 1;
    lastBest = best;
    [before, last, row] = [last, row, before];
  }
  return Math.min(last[t.length]!, max + 1);
}

/**
 * Edits a query word of this many letters may be from a dictionary word and still count as meant:
 * none under 4 letters (too many short words are one edit apart), one up to 7, two from 8.
 */
export function editsAllowed(letters: number): number {
  return letters >= 8 ? 2 : letters >= 4 ? 1 : 0;
}
