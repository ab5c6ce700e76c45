import { MIN_SIMILARITY } from '../repository';
import { editDistance, editsAllowed } from './editDistance';
import { charLength } from './textForm';
import { similarity, trigramsOf } from './trigrams';

/** Corrections per misspelt word, at most. */
const MAX_CORRECTIONS = 3;
/** Words shorter than this are neither corrected nor looked for inside compounds. */
const MIN_WORD = 3;

/** A language's search_terms: the words of its product, category and family names, with counts. */
export interface TypoDictionary {
  terms: string[];
  frequency: Int32Array;
  trigrams: string[][];
  known: ReadonlySet<string>;
  /** Term indexes by frequency (most first), then term in byte order: the compounds' order. */
  byFrequency: Int32Array;
}

/** Byte order of UTF-8 (PostgreSQL's "C" collation) for strings of the Basic Multilingual Plane. */
export const byteOrder = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export function buildTypoDictionary(rows: readonly { term: string; frequency: number }[]): TypoDictionary {
  const terms = rows.map((r) => r.term);
  const frequency = Int32Array.from(rows, (r) => r.frequency);
  const order = terms.map((_, i) => i);
  order.sort((a, b) => frequency[b]! - frequency[a]! || byteOrder(terms[a]!, terms[b]!));
  return {
    terms,
    frequency,
    trigrams: terms.map(trigramsOf),
    known: new Set(terms),
    byFrequency: Int32Array.from(order),
  };
}

/**
 * Dictionary words a query word may be a misspelling of: none for a known word or one under three
 * letters; otherwise up to three that are within the edits its length allows (editsAllowed: a swap of
 * two letters is one edit) or at pg_trgm similarity 0.35 or more. The fewest edits first (all past
 * the bound count alike), then the most similar, then the most frequent, then byte order: what
 * repository.ts `searchWords` orders by.
 */
export function correctionsOf(dict: TypoDictionary, word: string): string[] {
  const letters = charLength(word);
  if (letters < MIN_WORD || dict.known.has(word)) return [];
  const grams = trigramsOf(word);
  const edits = editsAllowed(letters);
  const found: { i: number; sim: number; edits: number }[] = [];
  for (let i = 0; i < dict.terms.length; i++) {
    const sim = similarity(grams, dict.trigrams[i]!);
    const d = editDistance(dict.terms[i]!, word, edits);
    // The SQL binds the threshold as a parameter, which PostgreSQL types as similarity's float4.
    if (sim >= Math.fround(MIN_SIMILARITY) || d <= edits) found.push({ i, sim, edits: d });
  }
  found.sort(
    (a, b) =>
      a.edits - b.edits ||
      b.sim - a.sim ||
      dict.frequency[b.i]! - dict.frequency[a.i]! ||
      byteOrder(dict.terms[a.i]!, dict.terms[b.i]!),
  );
  return found.slice(0, MAX_CORRECTIONS).map((f) => dict.terms[f.i]!);
}

/**
 * Dictionary words other than the word that contain it or one of its corrections, other than that
 * correction itself (jacke: arbeitsjacke; jakce, corrected to jacke, too), most frequent first, then
 * in byte order, at most `max`; none for a word under three letters, and no part under three letters
 * looked for.
 */
export function compoundsOf(
  dict: TypoDictionary,
  word: string,
  corrections: readonly string[],
  max: number,
): string[] {
  if (max === 0 || charLength(word) < MIN_WORD) return [];
  const parts = [word, ...corrections].filter((p) => charLength(p) >= MIN_WORD);
  const found: string[] = [];
  for (const i of dict.byFrequency) {
    const term = dict.terms[i]!;
    if (term !== word && parts.some((p) => term !== p && term.includes(p))) {
      found.push(term);
      if (found.length === max) break;
    }
  }
  return found;
}
