/** A query word in the language's form, with the dictionary words it may be a misspelling of. */
export interface SearchWord {
  word: string;
  terms: string[];
}

/** Products whose text matches a search, in product-id order, with their relevance at the same index. */
export interface SearchMatches {
  productIds: number[];
  relevance: number[];
}

/**
 * Every word must match, as itself or one of its corrections. Only the last word matches as a
 * prefix (the shopper may still be typing it); whole words match exactly, which keeps the index
 * lookups narrow.
 */
export function toTsQuery(words: SearchWord[]): string | undefined {
  if (words.length === 0) return undefined;
  return words
    .map(({ word, terms }, i) => {
      const last = i === words.length - 1;
      const alternatives = [last ? `${word}:*` : word, ...terms];
      return `(${alternatives.join(' | ')})`;
    })
    .join(' & ');
}
