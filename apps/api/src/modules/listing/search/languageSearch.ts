import { type CultureTextVariant, isCultureTextVariant, type TextLocale } from '@workwear/domain';
import type { SearchWord } from '../searchQuery';
import type { CharTable } from './textForm';
import { queryWords } from './textForm';
import { buildTextIndex, type Operand, type TextIndex } from './textIndex';
import { buildTypoDictionary, compoundsOf, correctionsOf, type TypoDictionary } from './typoDictionary';

/** A product's name in the language and the unique name its page has. */
export interface ProductName {
  name: string;
  uniqueName: string;
}

/**
 * One language's search in memory: the postings of its search vectors (its cultures' own texts
 * included), its typo dictionary, the products' names (what a suggestion shows and matches), the
 * language's and each of its cultures' with texts of their own (en-US, as productTexts resolves them),
 * and the category and family names (with the products' names, what the dictionary's words are
 * written as: writtenForms.ts).
 */
export interface LanguageSearch {
  text: TextIndex;
  dict: TypoDictionary;
  names: ReadonlyMap<number, ProductName>;
  cultureNames: ReadonlyMap<CultureTextVariant, ReadonlyMap<number, ProductName>>;
  vocabularyNames: readonly string[];
}

type NameRows = readonly ({ productId: number } & ProductName)[];
const namesById = (rows: NameRows): ReadonlyMap<number, ProductName> =>
  new Map(rows.map((r) => [r.productId, { name: r.name, uniqueName: r.uniqueName }]));

export function buildLanguageSearch(loaded: {
  vectors: readonly { productId: number; vector: string }[];
  terms: readonly { term: string; frequency: number }[];
  names?: NameRows;
  cultureNames?: readonly { culture: CultureTextVariant; names: NameRows }[];
  vocabularyNames?: readonly string[];
}): LanguageSearch {
  return {
    text: buildTextIndex(loaded.vectors),
    dict: buildTypoDictionary(loaded.terms),
    names: namesById(loaded.names ?? []),
    cultureNames: new Map((loaded.cultureNames ?? []).map((c) => [c.culture, namesById(c.names)])),
    vocabularyNames: loaded.vocabularyNames ?? [],
  };
}

/** The products' names a shopper of the text locale reads: their culture's where it has its own. */
export function namesIn(search: LanguageSearch, locale: TextLocale): ReadonlyMap<number, ProductName> {
  return (isCultureTextVariant(locale) ? search.cultureNames.get(locale) : undefined) ?? search.names;
}

/** What repository.ts `searchWords` answers: the query's words with their corrections and compounds. */
export function searchWordsOf(
  search: LanguageSearch,
  chars: CharTable,
  text: string,
  maxCompounds: number,
): SearchWord[] {
  return queryWords(chars, text).map((word) => {
    const terms = correctionsOf(search.dict, word);
    return { word, terms, compounds: compoundsOf(search.dict, word, terms, maxCompounds) };
  });
}

/** Every word a tsquery of these words names, for stemming. */
export const tsQueryWords = (words: readonly SearchWord[]): string[] => [
  ...new Set(words.flatMap((w) => [w.word, ...w.terms, ...w.compounds])),
];

/**
 * The tsquery searchQuery.ts `toTsQuery` writes, as to_tsquery parses it: every word's group of
 * alternatives (the word, a prefix for the last; its corrections; its compounds) stemmed, stop words
 * dropped, and groups left empty by them dropped. Undefined when a word makes more than one lexeme
 * (to_tsquery would make a phrase of it, which the postings do not answer).
 */
export function tsQueryGroups(
  words: readonly SearchWord[],
  stems: (word: string) => readonly string[],
): Operand[][] | undefined {
  const groups: Operand[][] = [];
  for (const [i, { word, terms, compounds }] of words.entries()) {
    const group: Operand[] = [];
    for (const [j, alternative] of [word, ...terms, ...compounds].entries()) {
      const lexemes = stems(alternative);
      if (lexemes.length > 1) return undefined;
      if (lexemes.length === 1)
        group.push({ lexeme: lexemes[0]!, prefix: j === 0 && i === words.length - 1 });
    }
    if (group.length > 0) groups.push(group);
  }
  return groups;
}
