import { editDistance } from './editDistance';
import { type CharTable, charLength, isAlnum } from './textForm';
import { byteOrder } from './typoDictionary';

/** One way a dictionary word is written in the language's names (lower case, its letters kept). */
export interface WrittenForm {
  written: string;
  count: number;
}

/**
 * The dictionary holds words folded as the search folds them (lower(unaccent(...)): "vast" for
 * "väst", "lawka" for "ławka"), which is right for matching and wrong to show. This map gives each
 * folded word the ways the names write it, most frequent first, for the words some name writes
 * otherwise than folded; a word missing here is written as it is folded.
 */
export type WrittenForms = ReadonlyMap<string, readonly WrittenForm[]>;

/**
 * The words of a text as queryWords splits and folds them, each with the text's own letters (lower
 * case, accents kept): null where a character folds to letters and a separator at once (unaccent's
 * "½" is "1/2"), which leaves no one written word to pair with.
 */
export function writtenWordsOf(table: CharTable, text: string): { word: string; written: string | null }[] {
  const out: { word: string; written: string | null }[] = [];
  let word = '';
  let written = '';
  let length = 0;
  let exact = true;
  const end = () => {
    if (length >= 2) out.push({ word, written: exact ? written : null });
    word = '';
    written = '';
    length = 0;
    exact = true;
  };
  for (const char of text) {
    const form = table.mapped.get(char.codePointAt(0)!) ?? char;
    const letters = [...form];
    const alnum = letters.filter((c) => isAlnum(table, c.codePointAt(0)!)).length;
    if (alnum === letters.length) {
      // Letters only (or nothing: a mark unaccent drops): one piece of the word, written as typed.
      word += form;
      length += letters.length;
      written += char.toLowerCase();
    } else if (alnum === 0) end();
    else {
      for (const c of letters) {
        if (isAlnum(table, c.codePointAt(0)!)) {
          word += c;
          length++;
          exact = false;
        } else end();
      }
    }
  }
  end();
  return out;
}

/** Each folded word's written forms over the texts (product, category and family names). */
export function buildWrittenForms(table: CharTable, texts: Iterable<string>): WrittenForms {
  const counts = new Map<string, Map<string, number>>();
  for (const text of texts) {
    for (const { word, written } of writtenWordsOf(table, text)) {
      if (written === null) continue;
      let forms = counts.get(word);
      if (!forms) {
        forms = new Map();
        counts.set(word, forms);
      }
      forms.set(written, (forms.get(written) ?? 0) + 1);
    }
  }
  const out = new Map<string, WrittenForm[]>();
  for (const [word, forms] of counts) {
    // Only words some name writes otherwise than folded: the rest are shown as they are.
    if (forms.size === 1 && forms.has(word)) continue;
    out.set(
      word,
      [...forms]
        .map(([written, count]) => ({ written, count }))
        .sort((a, b) => b.count - a.count || byteOrder(a.written, b.written)),
    );
  }
  return out;
}

/**
 * A dictionary word as the names write it, for a buyer who typed `typed`: of its written forms the
 * one fewest edits from what they typed (lower case, their letters kept: where names write both
 * "for" and "för", a buyer who typed "föör" is offered "för"), then the most frequent, then byte
 * order. The word itself when no name writes it otherwise.
 */
export function asWritten(forms: WrittenForms, word: string, typed: string): string {
  const candidates = forms.get(word);
  if (!candidates || candidates.length === 0) return word;
  const lower = typed.toLowerCase();
  const bound = Math.max(charLength(lower), charLength(word)) + 1;
  let best = candidates[0]!;
  let bestEdits = editDistance(best.written, lower, bound);
  for (const form of candidates.slice(1)) {
    const edits = editDistance(form.written, lower, bound);
    // The candidates come most frequent first: a later one wins only with fewer edits.
    if (edits < bestEdits) {
      best = form;
      bestEdits = edits;
    }
  }
  return best.written;
}
