import type { DatabaseHandle } from '@workwear/db';
import type { Language } from '@workwear/domain';
import { sql } from 'drizzle-orm';

/** Similarity at which a dictionary word counts as what a misspelt query word meant. */
const MIN_SIMILARITY = 0.35;

export interface SearchWord {
  word: string;
  terms: string[];
}

/**
 * Splits a query into words in their order (lower-cased, accents removed, as the index was built)
 * and pairs each word the dictionary does not know with up to three dictionary words it resembles
 * by trigrams. Known words stay as they are, so a correct query is never widened to look-alikes.
 */
export async function correctSearchWords(
  handle: DatabaseHandle,
  language: Language,
  query: string,
): Promise<SearchWord[]> {
  return handle.rows<SearchWord>(sql`
    WITH words AS (
      SELECT w, min(n) AS n
      FROM regexp_split_to_table(lower(unaccent(${query})), '[^[:alnum:]]+') WITH ORDINALITY AS t(w, n)
      WHERE length(w) >= 2 GROUP BY w
    )
    SELECT w AS word, coalesce(array_agg(t.term ORDER BY t.sim DESC) FILTER (WHERE t.term IS NOT NULL), '{}') AS terms
    FROM words LEFT JOIN LATERAL (
      SELECT term, similarity(term, w) AS sim FROM search_terms
      WHERE language = ${language} AND length(w) >= 3 AND term % w
        AND NOT EXISTS (SELECT 1 FROM search_terms known WHERE known.language = ${language} AND known.term = w)
      ORDER BY sim DESC, frequency DESC LIMIT 3
    ) t ON t.sim >= ${MIN_SIMILARITY}
    GROUP BY w, n ORDER BY n`);
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

export interface SearchMatches {
  productIds: number[];
  relevance: number[];
}

/** Products whose text in the language matches, with their rank: computed once per request. */
export async function findSearchMatches(
  handle: DatabaseHandle,
  language: Language,
  ftsConfig: string,
  tsQuery: string,
): Promise<SearchMatches> {
  // The language is one of the fixed supported codes; as a literal it lets the planner pick that
  // language's partial index.
  const [row] = await handle.rows<{ ids: number[] | null; ranks: number[] | null }>(sql`
    SELECT array_agg(product_id ORDER BY product_id) AS ids, array_agg(ts_rank(search_vector, q) ORDER BY product_id) AS ranks
    FROM product_translations, to_tsquery(${ftsConfig}::regconfig, ${tsQuery}) q
    WHERE language = ${sql.raw(`'${language.replace(/[^a-z]/g, '')}'`)} AND search_vector @@ q`);
  return { productIds: row?.ids ?? [], relevance: row?.ranks ?? [] };
}
