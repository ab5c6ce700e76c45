import type { DatabaseHandle } from '@workwear/db';
import {
  ARTICLE_NUMBER_KINDS,
  BASE_PART_NO_LENGTH,
  COMPOUND_LANGUAGES,
  type Language,
  PART_NO_LENGTH,
} from '@workwear/domain';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { rowQuery } from '../../lib/rowQuery';
import type { ArticleHit, SearchMatches, SearchWord } from './searchQuery';

/** Similarity at which a dictionary word counts as what a misspelt query word meant. */
export const MIN_SIMILARITY = 0.35;

/**
 * Compounds a query word may stand for, at most: each is one more alternative in the full-text
 * query, so a short word found in many compounds still makes a query of bounded size. Only the
 * languages that write compounds as one word look for them.
 */
export const MAX_COMPOUNDS = 50;
/** Products an article number prefix finds, at most: a short prefix may start most part numbers. */
export const MAX_ARTICLE_HITS = 1000;

export const compoundsPerWord = (language: Language) =>
  COMPOUND_LANGUAGES.has(language) ? MAX_COMPOUNDS : 0;

const id = z.number().int();
const ids = z.array(id);

/** Every raw query of the listing, each with the shape of its rows (checked in repository.int.test.ts). */
export const listingQueries = {
  /**
   * Splits a query into words in their order (lower-cased, accents removed, as the index was built)
   * and pairs each word the dictionary does not know with up to three dictionary words it resembles
   * by trigrams. Known words stay as they are, so a correct query is never widened to look-alikes.
   * Each word of three or more characters also gets up to maxCompounds dictionary words that contain
   * it (jacke: arbeitsjacke, softshelljacke), the most frequent first.
   */
  searchWords: rowQuery(
    z.strictObject({ word: z.string(), terms: z.array(z.string()), compounds: z.array(z.string()) }),
    (language: Language, query: string, maxCompounds: number) => sql`
      WITH words AS (
        SELECT w, min(n) AS n
        FROM regexp_split_to_table(lower(unaccent(${query})), '[^[:alnum:]]+') WITH ORDINALITY AS t(w, n)
        WHERE length(w) >= 2 GROUP BY w
      )
      SELECT w AS word, coalesce(array_agg(t.term ORDER BY t.sim DESC) FILTER (WHERE t.term IS NOT NULL), '{}') AS terms,
        ARRAY(
          SELECT c.term FROM search_terms c
          WHERE length(w) >= 3 AND c.language = ${language} AND c.term <> w
            AND c.term LIKE '%' || replace(replace(replace(w, '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'
          ORDER BY c.frequency DESC, c.term LIMIT ${maxCompounds}
        ) AS compounds
      FROM words LEFT JOIN LATERAL (
        SELECT term, similarity(term, w) AS sim FROM search_terms
        WHERE language = ${language} AND length(w) >= 3 AND term % w
          AND NOT EXISTS (SELECT 1 FROM search_terms known WHERE known.language = ${language} AND known.term = w)
        ORDER BY sim DESC, frequency DESC LIMIT 3
      ) t ON t.sim >= ${MIN_SIMILARITY}
      GROUP BY w, n ORDER BY n`,
  ),
  /**
   * Products whose text in the language matches, with their rank: computed once per request. The
   * language is bound like any value: each statement is planned with its parameters, so the planner
   * still picks that language's partial search index (repository.int.test.ts checks the plan).
   */
  searchMatches: rowQuery(
    z.strictObject({ ids: ids.nullable(), ranks: z.array(z.number()).nullable() }),
    (language: Language, ftsConfig: string, tsQuery: string) => sql`
      SELECT array_agg(product_id ORDER BY product_id) AS ids, array_agg(ts_rank(search_vector, q) ORDER BY product_id) AS ranks
      FROM product_translations, to_tsquery(${ftsConfig}::regconfig, ${tsQuery}) q
      WHERE language = ${language} AND search_vector @@ q`,
  ),
  /**
   * Products with a base part number, colour part number or sku starting with the number (letters
   * and digits only, so it needs no LIKE escaping), in base part number order, at most
   * MAX_ARTICLE_HITS, with the colour it names and whether it is exactly one of the three. The base
   * part is found through its pattern index (any server collation), colours and skus through their
   * product's and colour's indexes.
   */
  articleHits: rowQuery(
    z.strictObject({
      productId: id,
      uniqueName: z.string(),
      partNo: z.string(),
      match: z.enum(ARTICLE_NUMBER_KINDS).nullable(),
    }),
    (articleNo: string) => sql`
      SELECT DISTINCT ON (p.base_part_no) p.id AS "productId", p.unique_name AS "uniqueName", v.part_no AS "partNo",
        CASE WHEN p.base_part_no = ${articleNo} THEN 'basePartNo' WHEN v.part_no = ${articleNo} THEN 'partNo'
          WHEN EXISTS (SELECT 1 FROM skus s WHERE s.variant_id = v.id AND s.sku = ${articleNo}) THEN 'sku' END AS match
      FROM products p JOIN variants v ON v.product_id = p.id
      WHERE p.base_part_no LIKE left(${articleNo}, ${BASE_PART_NO_LENGTH}) || '%'
        AND v.part_no LIKE left(${articleNo}, ${PART_NO_LENGTH}) || '%'
        AND (length(${articleNo}) <= ${PART_NO_LENGTH}
          OR EXISTS (SELECT 1 FROM skus s WHERE s.variant_id = v.id AND s.sku LIKE ${articleNo} || '%'))
      ORDER BY p.base_part_no, v.sort_order, v.id
      LIMIT ${MAX_ARTICLE_HITS}`,
  ),
  /**
   * A page of the given products for a sitemap, ordered by unique name (byte order, so every server
   * collation gives the same pages). updatedAt is ISO 8601 in UTC, whole seconds.
   */
  sitemapEntries: rowQuery(
    z.strictObject({ uniqueName: z.string(), updatedAt: z.string() }),
    (productIds: readonly number[], offset: number, limit: number) => sql`
      SELECT unique_name AS "uniqueName",
        to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "updatedAt"
      FROM products
      WHERE id = ANY(${sql.param(productIds)}::int[])
      ORDER BY unique_name COLLATE "C"
      LIMIT ${limit} OFFSET ${offset}`,
  ),
};

export const correctSearchWords = (
  handle: DatabaseHandle,
  language: Language,
  query: string,
): Promise<SearchWord[]> =>
  listingQueries.searchWords.run(handle, language, query, compoundsPerWord(language));

export async function findSearchMatches(
  handle: DatabaseHandle,
  language: Language,
  ftsConfig: string,
  tsQuery: string,
): Promise<SearchMatches> {
  const [row] = await listingQueries.searchMatches.run(handle, language, ftsConfig, tsQuery);
  return { productIds: row?.ids ?? [], relevance: row?.ranks ?? [] };
}

export const findArticleHits = (handle: DatabaseHandle, articleNo: string): Promise<ArticleHit[]> =>
  listingQueries.articleHits.run(handle, articleNo);

export async function loadSitemapEntries(
  handle: DatabaseHandle,
  productIds: readonly number[],
  offset: number,
  limit: number,
) {
  if (productIds.length === 0 || offset >= productIds.length) return [];
  return listingQueries.sitemapEntries.run(handle, productIds, offset, limit);
}
