import type { ProductName } from './languageSearch';
import { type CharTable, queryWords } from './textForm';
import { byteOrder } from './typoDictionary';

/**
 * A language's product names as words (split and folded as the search reads a query), each word with
 * the products whose name holds it: what the search box's suggestions match while a shopper types.
 * Names only, not descriptions, so "100" suggests the products named so, not every "100 % cotton".
 * Word w owns products[wordStart[w]] .. products[wordStart[w + 1] - 1], ascending.
 */
export interface NameIndex {
  words: string[];
  wordStart: Int32Array;
  products: Int32Array;
  maxProductId: number;
}

export function buildNameIndex(chars: CharTable, names: ReadonlyMap<number, ProductName>): NameIndex {
  const byWord = new Map<string, number[]>();
  const ids = [...names.keys()].sort((a, b) => a - b);
  for (const id of ids) {
    for (const word of queryWords(chars, names.get(id)!.name)) {
      const list = byWord.get(word);
      if (list) list.push(id);
      else byWord.set(word, [id]);
    }
  }
  const words = [...byWord.keys()].sort(byteOrder);
  const wordStart = new Int32Array(words.length + 1);
  words.forEach((w, i) => {
    wordStart[i + 1] = wordStart[i]! + byWord.get(w)!.length;
  });
  const products = new Int32Array(wordStart[words.length]!);
  words.forEach((w, i) => {
    products.set(byWord.get(w)!, wordStart[i]!);
  });
  return { words, wordStart, products, maxProductId: ids[ids.length - 1] ?? 0 };
}

function lowerBound(words: readonly string[], word: string): number {
  let lo = 0;
  let hi = words.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (words[mid]! < word) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** One word of the typed text: matched as the start of a name's word, or as one of its corrections whole. */
export interface TypedName {
  prefix: string;
  corrections: readonly string[];
}

/**
 * Products whose name has, for every typed word, a word it starts or a correction of it; ascending
 * ids. One byte per product id counts the typed words matched so far (a product counts once per word,
 * however many of its name's words match), so a short prefix's tens of thousands of postings make no
 * garbage but that array.
 */
export function productsNamed(index: NameIndex, typed: readonly TypedName[]): number[] {
  if (typed.length === 0 || typed.length > 255) return [];
  const matched = new Uint8Array(index.maxProductId + 1);
  typed.forEach(({ prefix, corrections }, k) => {
    const add = (w: number) => {
      for (let i = index.wordStart[w]!; i < index.wordStart[w + 1]!; i++) {
        const id = index.products[i]!;
        if (matched[id] === k) matched[id] = k + 1;
      }
    };
    for (let w = lowerBound(index.words, prefix); index.words[w]?.startsWith(prefix); w++) add(w);
    for (const c of corrections) {
      const w = lowerBound(index.words, c);
      if (index.words[w] === c) add(w);
    }
  });
  const found: number[] = [];
  for (let id = 0; id < matched.length; id++) if (matched[id] === typed.length) found.push(id);
  return found;
}
