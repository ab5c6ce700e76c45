import type { DatabaseHandle } from '@workwear/db';
import { sql } from 'drizzle-orm';

/** Similarity at which a dictionary word counts as what a misspelt query word meant. */
const MIN_SIMILARITY = 0.35;

/**
 * Splits a query into words (lower-cased, accents removed, as the index was built) and pairs each
 * word the dictionary does not know with up to three dictionary words it resembles by trigrams.
 * Known words stay as they are, so a correct query is never widened to look-alikes ("shell").
 */
export async function correctSearchWords(
  handle: DatabaseHandle,
  language: string,
  query: string,
): Promise<{ word: string; terms: string[] }[]> {
  return handle.rows<{ word: string; terms: string[] }>(sql`
    WITH words AS (
      SELECT DISTINCT w FROM regexp_split_to_table(lower(unaccent(${query})), '[^[:alnum:]]+') w WHERE length(w) >= 2
    )
    SELECT w AS word, coalesce(array_agg(t.term ORDER BY t.sim DESC) FILTER (WHERE t.term IS NOT NULL), '{}') AS terms
    FROM words LEFT JOIN LATERAL (
      SELECT term, similarity(term, w) AS sim FROM search_terms
      WHERE language = ${language} AND length(w) >= 3 AND term % w
        AND NOT EXISTS (SELECT 1 FROM search_terms known WHERE known.language = ${language} AND known.term = w)
      ORDER BY sim DESC, frequency DESC LIMIT 3
    ) t ON t.sim >= ${MIN_SIMILARITY}
    GROUP BY w`);
}

/** Every word must match, as itself or as one of its corrections, each as a prefix. */
export function toPrefixTsQuery(words: { word: string; terms: string[] }[]): string | undefined {
  if (words.length === 0) return undefined;
  return words.map(({ word, terms }) => `(${[word, ...terms].map((t) => `${t}:*`).join(' | ')})`).join(' & ');
}
