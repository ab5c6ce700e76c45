import { editDistance } from './editDistance';
import type { LanguageSearch } from './languageSearch';
import { type CharTable, charLength, queryWords } from './textForm';
import { byteOrder, type TypoDictionary } from './typoDictionary';
import { asWritten, buildWrittenForms, type WrittenForms } from './writtenForms';

/** Fewer listed results than this, and the list offers a corrected search ("Did you mean"). */
export const FEW_RESULTS = 5;

/**
 * How far a word may be from what the list offers instead: one edit more than the search itself
 * corrects (editsAllowed), so a word too far off to be searched for is still offered, as a link the
 * buyer chooses. None under 4 letters.
 */
export function suggestionEdits(letters: number): number {
  return letters >= 8 ? 3 : letters >= 4 ? 2 : 0;
}

/**
 * The dictionary word a query word most likely meant: none for a known word; otherwise the one with
 * the fewest edits within suggestionEdits, then the most frequent (what the catalogue says most), then
 * byte order.
 */
export function likeliestWord(dict: TypoDictionary, word: string): string | undefined {
  if (dict.known.has(word)) return undefined;
  const max = suggestionEdits(charLength(word));
  if (max === 0) return undefined;
  let best: { i: number; edits: number } | undefined;
  for (let i = 0; i < dict.terms.length; i++) {
    const edits = editDistance(dict.terms[i]!, word, max);
    if (edits > max) continue;
    if (
      !best ||
      edits < best.edits ||
      (edits === best.edits &&
        (dict.frequency[i]! > dict.frequency[best.i]! ||
          (dict.frequency[i] === dict.frequency[best.i] &&
            byteOrder(dict.terms[i]!, dict.terms[best.i]!) < 0)))
    ) {
      best = { i, edits };
    }
  }
  return best && dict.terms[best.i];
}

/** A word of the query as typed, with the word(s) the search makes of it (lower case, no accents). */
export interface TypedWord {
  typed: string;
  words: readonly string[];
}

/**
 * The search the list offers instead of the query's: each typed word that is one word the dictionary
 * does not know replaced by its likeliest word as the names write it (its å, ł, é kept: the dictionary
 * holds it folded), every other kept as typed (case and accents too). None when no word changes.
 */
export function correctedQuery(
  dict: TypoDictionary,
  typed: readonly TypedWord[],
  written: WrittenForms = new Map(),
): string | undefined {
  let changed = false;
  const out = typed.map(({ typed, words }) => {
    const likeliest = words.length === 1 ? likeliestWord(dict, words[0]!) : undefined;
    if (likeliest === undefined) return typed;
    changed = true;
    return asWritten(written, likeliest, typed);
  });
  return changed ? out.join(' ') : undefined;
}

/** Each language's written forms, made on its first "Did you mean" and kept as long as its search is. */
const writtenFormsOf = new WeakMap<LanguageSearch, WrittenForms>();

function writtenFormsIn(chars: CharTable, language: LanguageSearch): WrittenForms {
  let forms = writtenFormsOf.get(language);
  if (!forms) {
    const names = [...language.names.values()].map((n) => n.name);
    forms = buildWrittenForms(chars, [...names, ...language.vocabularyNames]);
    writtenFormsOf.set(language, forms);
  }
  return forms;
}

/**
 * Whether the list shows "Did you mean": only for a search with fewer than FEW_RESULTS results, and
 * only when the corrected search lists more than the query did (a suggestion that finds less helps
 * nobody).
 */
export const offersCorrection = (total: number, correctedTotal: number): boolean =>
  total < FEW_RESULTS && correctedTotal > total;

/** The corrected search for a text as typed: its words split at spaces, each read as the search reads it. */
export function correctionOf(
  parts: { chars: CharTable; language: LanguageSearch },
  text: string,
): string | undefined {
  const typed = text.split(/\s+/).filter((t) => t !== '');
  const words = typed.map((t) => ({ typed: t, words: queryWords(parts.chars, t) }));
  // The written forms are made only for a query that has a word to correct.
  if (!words.some((w) => w.words.length === 1 && !parts.language.dict.known.has(w.words[0]!)))
    return undefined;
  return correctedQuery(parts.language.dict, words, writtenFormsIn(parts.chars, parts.language));
}
