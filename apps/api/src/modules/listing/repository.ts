import type { DatabaseHandle } from '@workwear/db';
import { COMPOUND_LANGUAGES, type Language } from '@workwear/domain';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { rowQuery } from '../../lib/rowQuery';
import type { SearchWord } from './searchQuery';

/** Similarity at which a dictionary word counts as what a misspelt query word meant. */
export const MIN_SIMILARITY = 0.35;

/**
 * Compounds a query word may stand for, at most: each is one more alternative in the full-text
 * query, so a short word found in many compounds still makes a query of bounded size. Only the
 * languages that write compounds as one word look for them.
 */
export const MAX_COMPOUNDS = 50;

/** search/editDistance.ts `editsAllowed` of the word w, in SQL. */
const EDITS_SQL = sql.raw('CASE WHEN length(w) >= 8 THEN 2 WHEN length(w) >= 4 THEN 1 ELSE 0 END');

export const compoundsPerWord = (language: Language) =>
  COMPOUND_LANGUAGES.has(language) ? MAX_COMPOUNDS : 0;

/**
 * The listing's own raw query (its typo dictionary), with the shape of its rows (checked in
 * repository.int.test.ts).
 */
export const listingQueries = {
  /**
   * Splits a query into words in their order (lower-cased, accents removed, as the index was built)
   * and pairs each word the dictionary does not know with up to three dictionary words it may mean:
   * within the edits its length allows (a swap of two letters is one edit, search_edit_distance) or
   * alike by trigrams, the fewest edits first (search/typoDictionary.ts `correctionsOf`). Known words stay as they are, so a correct query is never widened to look-alikes.
   * Each word of three or more characters also gets up to maxCompounds dictionary words that contain
   * it or one of its corrections (jacke and jakce: arbeitsjacke, softshelljacke), the most frequent
   * first, so a misspelt word finds what the word finds.
   */
  searchWords: rowQuery(
    z.strictObject({ word: z.string(), terms: z.array(z.string()), compounds: z.array(z.string()) }),
    (language: Language, query: string, maxCompounds: number) => sql`
      WITH words AS (
        SELECT w, min(n) AS n
        FROM regexp_split_to_table(lower(unaccent(${query})), '[^[:alnum:]]+') WITH ORDINALITY AS t(w, n)
        WHERE length(w) >= 2 GROUP BY w
      ), corrected AS (
        SELECT w, n, coalesce(array_agg(t.term ORDER BY t.edits, t.sim DESC) FILTER (WHERE t.term IS NOT NULL), '{}') AS terms
        FROM words LEFT JOIN LATERAL (
          SELECT term, edits, sim FROM (
            SELECT term, frequency, similarity(term, w) AS sim,
              search_edit_distance(term, w, ${EDITS_SQL}) AS edits
            FROM search_terms
            WHERE language = ${language} AND length(w) >= 3
              AND (term % w OR abs(length(term) - length(w)) <= ${EDITS_SQL})
              AND NOT EXISTS (SELECT 1 FROM search_terms known WHERE known.language = ${language} AND known.term = w)
          ) c WHERE c.sim >= ${MIN_SIMILARITY} OR c.edits <= ${EDITS_SQL}
          ORDER BY edits, sim DESC, frequency DESC, term COLLATE "C" LIMIT 3
        ) t ON true
        GROUP BY w, n
      )
      SELECT w AS word, terms,
        ARRAY(
          SELECT c.term FROM search_terms c
          WHERE length(w) >= 3 AND c.language = ${language} AND c.term <> w
            AND EXISTS (
              SELECT 1 FROM unnest(array_prepend(w, terms)) AS part
              WHERE length(part) >= 3 AND c.term <> part
                AND c.term LIKE '%' || replace(replace(replace(part, '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%')
          ORDER BY c.frequency DESC, c.term LIMIT ${maxCompounds}
        ) AS compounds
      FROM corrected ORDER BY n`,
  ),
};

export const correctSearchWords = (
  handle: DatabaseHandle,
  language: Language,
  query: string,
): Promise<SearchWord[]> =>
  listingQueries.searchWords.run(handle, language, query, compoundsPerWord(language));
