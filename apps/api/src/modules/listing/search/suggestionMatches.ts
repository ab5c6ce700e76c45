import { languageOfTextLocale, type TextLocale } from '@workwear/domain';
import { articleNumberOf } from '../searchQuery';
import { namesIn, type ProductName } from './languageSearch';
import { buildNameIndex, type NameIndex, productsNamed } from './nameIndex';
import type { SearchIndexStore } from './searchIndexStore';
import { type CharTable, queryWords } from './textForm';
import { compoundsOf, correctionsOf } from './typoDictionary';

/** Each text locale's name index, made on its first suggestion and kept as long as its names are. */
const nameIndexes = new WeakMap<ReadonlyMap<number, ProductName>, NameIndex>();

function nameIndexOf(names: ReadonlyMap<number, ProductName>, chars: CharTable): NameIndex {
  let index = nameIndexes.get(names);
  if (!index) {
    index = buildNameIndex(chars, names);
    nameIndexes.set(names, index);
  }
  return index;
}

/**
 * The products a text typed so far may mean, ascending ids, for the suggestions: names with a word
 * starting with each typed word (or one of its typo corrections or compounds, whole), and, for a text with a digit
 * that can be an article number, the products it names or starts. The full-text search ranks every
 * match of name and description, tens of milliseconds for a short prefix at 50,000 products; this
 * walks the names' word list only, and the list's popularity order ranks the few shown.
 */
export async function suggestionMatches(
  searches: Pick<SearchIndexStore, 'current' | 'articleHits'>,
  locale: TextLocale,
  text: string,
  compounds: number,
): Promise<number[]> {
  const { chars, language: search } = await searches.current(languageOfTextLocale(locale));
  const typed = queryWords(chars, text).map((word) => {
    const corrections = correctionsOf(search.dict, word);
    // In a language that writes compounds as one word, jacke also names the Arbeitsjacke.
    return {
      prefix: word,
      corrections: [...corrections, ...compoundsOf(search.dict, word, corrections, compounds)],
    };
  });
  const named = typed.length > 0 ? productsNamed(nameIndexOf(namesIn(search, locale), chars), typed) : [];
  const articleNo = articleNumberOf(text);
  if (!articleNo || !/\d/.test(articleNo)) return named;
  const hits = await searches.articleHits(articleNo);
  return [...new Set([...named, ...hits.map((h) => h.productId)])].sort((a, b) => a - b);
}
