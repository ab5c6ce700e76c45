import type { DatabaseHandle } from '@workwear/db';
import { FTS_CONFIG, type Language } from '@workwear/domain';
import { findArticleHits, findSearchMatches } from '../../products';
import { correctSearchWords } from '../repository';
import {
  type ArticleHit,
  articleNumberOf,
  type SearchMatches,
  toTsQuery,
  withArticleHits,
} from '../searchQuery';

/** A search's matches (text and article numbers) and the article it names exactly, if any. */
export interface SearchAnswer {
  search: SearchMatches | undefined;
  exact: ArticleHit | undefined;
}

/**
 * One answer from the text matches and the article hits: hits rank first, the exact one named, with
 * the sku searched when the number is one (the product page opens with that size chosen).
 */
export function answerOf(
  matches: SearchMatches | undefined,
  hits: ArticleHit[],
  articleNo?: string,
): SearchAnswer {
  const exact = hits.find((h) => h.match !== null);
  return {
    search: withArticleHits(matches, hits),
    exact: exact?.match === 'sku' && articleNo ? { ...exact, sku: articleNo } : exact,
  };
}

/**
 * The search in SQL: typo correction with pg_trgm, full-text matching and ts_rank, article numbers
 * over products, colours and skus. The in-memory search answers the same (searchIndex.int.test.ts
 * compares them) and falls back to this for a query it cannot answer.
 */
export async function sqlSearch(
  handle: DatabaseHandle,
  language: Language,
  text: string,
): Promise<SearchAnswer> {
  const tsQuery = toTsQuery(await correctSearchWords(handle, language, text));
  const matches = tsQuery
    ? await findSearchMatches(handle, language, FTS_CONFIG[language], tsQuery)
    : undefined;
  const articleNo = articleNumberOf(text);
  return answerOf(matches, articleNo ? await findArticleHits(handle, articleNo) : [], articleNo);
}
