import type { DatabaseHandle } from '@workwear/db';
import { FTS_CONFIG, type Language, textVariantsOf } from '@workwear/domain';
import type { ListingIndexStore } from '../../catalogueIndex';
import { productSearchQueries as products } from '../../products';
import { compoundsPerWord } from '../repository';
import { articleNumberOf } from '../searchQuery';
import { type ArticleIndex, articleHitsOf, buildArticleIndex, type SkuLookup } from './articleIndex';
import {
  buildLanguageSearch,
  type LanguageSearch,
  searchWordsOf,
  tsQueryGroups,
  tsQueryWords,
} from './languageSearch';
import { loadCharTable, searchQueries as q } from './searchRepository';
import { answerOf, type SearchAnswer, sqlSearch } from './sqlSearch';
import { type CharTable, charTableOf } from './textForm';
import { textMatches } from './textIndex';

/**
 * Words stemmed by PostgreSQL, kept per configuration up to this many, then forgotten at once: a
 * stem never changes, and the memory must not grow with every query shoppers invent.
 */
const MAX_REMEMBERED_STEMS = 50_000;

/** Indexes built for one read-model version: per language on its first search, articles on the first number. */
interface VersionIndexes {
  version: string;
  languages: Map<Language, Promise<LanguageSearch>>;
  articles?: Promise<ArticleIndex>;
}

/** Every colour's article numbers, and the shortest sku, as the article index holds them. */
async function readArticleIndex(handle: DatabaseHandle): Promise<ArticleIndex> {
  const [rows, [shortest]] = await Promise.all([
    products.articles.run(handle),
    products.shortestSku.run(handle),
  ]);
  return buildArticleIndex(rows, shortest?.length ?? null);
}

/** A promise made once, forgotten when it fails (so the next call tries again). */
const once = <T>(make: () => Promise<T>, forget: () => void): Promise<T> => {
  const promise = make();
  promise.catch(forget);
  return promise;
};

/** Which of the colours have a sku starting with the number, asked of the database. */
const skuLookupOn =
  (handle: DatabaseHandle): SkuLookup =>
  async (variantIds, articleNo) => {
    const rows = await products.skuPrefixes.run(handle, variantIds, articleNo);
    return new Map(rows.map((r) => [r.variantId, { exact: r.exact }]));
  };

/**
 * What a language's search is built from: its vectors, dictionary, product names, the names of its
 * cultures with their own (en-US), and the category and family names (vocabulary).
 */
async function readLanguageSearch(handle: DatabaseHandle, language: Language) {
  const cultures = textVariantsOf(language);
  const [vectors, terms, names, vocabulary, ...ofCultures] = await Promise.all([
    products.vectors.run(handle, language),
    q.terms.run(handle, language),
    products.names.run(handle, language),
    q.vocabularyNames.run(handle, language),
    ...cultures.map((culture) => products.names.run(handle, culture)),
  ]);
  return {
    vectors,
    terms,
    names,
    vocabularyNames: vocabulary.map((r) => r.name),
    cultureNames: cultures.map((culture, i) => ({ culture, names: ofCultures[i]! })),
  };
}

/**
 * The search served from memory, tied to the listing index's read-model version. A language's index
 * is built on its first search; then every word of the language's texts is stemmed by PostgreSQL in
 * the background (to_tsvector with the language's configuration, so stems are exactly PostgreSQL's)
 * and remembered. A search needs no SQL, except for a word not stemmed yet (a typo, a word no text
 * holds: stemmed once, then remembered) and for a number as long as a sku that a colour's part
 * number starts (its skus are looked up). A query whose word makes a phrase in to_tsquery is
 * answered by SQL (sqlSearch.ts).
 */
export function createSearchIndexStore(
  handle: DatabaseHandle,
  listings: Pick<ListingIndexStore, 'get' | 'alongside'>,
) {
  let chars: Promise<CharTable> | undefined;
  let held: VersionIndexes | undefined;
  // Built with a reloaded listing index for the languages searched so far, before that index is served.
  let next: VersionIndexes | undefined;
  const languagesUsed = new Set<Language>();
  // The language's words being stemmed ahead, in the background of its first search.
  const stemming = new Map<Language, Promise<void>>();
  const remembered = new Map<string, Map<string, readonly string[]>>();

  /** What PostgreSQL made of words in a configuration, so far. */
  function stemsOf(config: string): Map<string, readonly string[]> {
    let memo = remembered.get(config);
    if (!memo) {
      memo = new Map();
      remembered.set(config, memo);
    }
    return memo;
  }

  function remember(config: string, rows: readonly { word: string; lexemes: string[] }[]) {
    const memo = stemsOf(config);
    if (memo.size + rows.length > MAX_REMEMBERED_STEMS) memo.clear();
    for (const r of rows) memo.set(r.word, r.lexemes);
  }

  function charTable(): Promise<CharTable> {
    chars ??= once(
      async () => {
        const { alnum, mapped } = await loadCharTable(handle);
        return charTableOf(alnum, mapped);
      },
      () => {
        chars = undefined;
      },
    );
    return chars;
  }

  async function indexes(): Promise<VersionIndexes> {
    const { version } = await listings.get();
    if (held?.version !== version)
      held = next?.version === version ? next : { version, languages: new Map() };
    return held;
  }
  listings.alongside(async ({ version }) => {
    if (languagesUsed.size === 0) return;
    const at: VersionIndexes = { version, languages: new Map() };
    await Promise.all([...languagesUsed].map((language) => languageOf(at, language)));
    next = at;
  });

  function languageOf(at: VersionIndexes, language: Language): Promise<LanguageSearch> {
    let built = at.languages.get(language);
    if (!built) {
      languagesUsed.add(language);
      built = once(
        async () => {
          const loaded = await readLanguageSearch(handle, language);
          const config = FTS_CONFIG[language];
          const stemmed = q.surfaceWords.run(handle, language, config).then(
            (rows) => remember(config, rows),
            () => {
              // Words not stemmed ahead are stemmed when searched.
            },
          );
          stemming.set(language, stemmed);
          return buildLanguageSearch(loaded);
        },
        () => at.languages.delete(language),
      );
      at.languages.set(language, built);
    }
    return built;
  }

  function articlesOf(at: VersionIndexes): Promise<ArticleIndex> {
    at.articles ??= once(
      () => readArticleIndex(handle),
      () => {
        at.articles = undefined;
      },
    );
    return at.articles;
  }

  const skuLookup = skuLookupOn(handle);

  /** The lexemes of each word: remembered, or asked of PostgreSQL (and remembered). */
  async function stemmer(language: Language, words: string[]) {
    const config = FTS_CONFIG[language];
    const unknown = words.filter((w) => !stemsOf(config).has(w));
    if (unknown.length > 0) remember(config, await q.stems.run(handle, unknown, config));
    const memo = stemsOf(config);
    // A snapshot: another request may forget the remembered words before this one reads them.
    const stems = new Map(words.map((w) => [w, memo.get(w) ?? []]));
    return (word: string) => stems.get(word) ?? [];
  }

  /** A search's matches, as sqlSearch.ts answers them, from memory. */
  async function search(language: Language, text: string): Promise<SearchAnswer> {
    const at = await indexes();
    const articleNo = articleNumberOf(text);
    const [chars, lang, articles] = await Promise.all([
      charTable(),
      languageOf(at, language),
      articleNo ? articlesOf(at) : undefined,
    ]);
    const words = searchWordsOf(lang, chars, text, compoundsPerWord(language));
    let matches: ReturnType<typeof textMatches> | undefined;
    if (words.length > 0) {
      const groups = tsQueryGroups(words, await stemmer(language, tsQueryWords(words)));
      if (!groups) return sqlSearch(handle, language, text);
      matches = textMatches(lang.text, groups);
    }
    const hits = articles && articleNo ? await articleHitsOf(articles, articleNo, skuLookup) : [];
    return answerOf(matches, hits, articleNo);
  }

  /** The in-memory parts of the current version (built now if need be), its words maybe not stemmed yet. */
  async function current(language: Language) {
    const at = await indexes();
    return { chars: await charTable(), language: await languageOf(at, language) };
  }

  return {
    search,
    current,
    /** The products an article number names or starts, from memory (skus asked of SQL only when as long). */
    articleHits: async (articleNo: string) =>
      articleHitsOf(await articlesOf(await indexes()), articleNo, skuLookup),
    /** The parts as built, words stemmed ahead: for the start-up (no work left behind), tests, memory report. */
    async built(language: Language) {
      const built = await current(language);
      await stemming.get(language);
      return built;
    },
  };
}
export type SearchIndexStore = ReturnType<typeof createSearchIndexStore>;
