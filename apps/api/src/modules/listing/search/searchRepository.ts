import type { DatabaseHandle } from '@workwear/db';
import type { Language } from '@workwear/domain';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { rowQuery } from '../../../lib/rowQuery';

const id = z.number().int();

/**
 * What the in-memory search is built from: the language's search vectors, words and typo
 * dictionary, the article numbers, and the server's own text rules. Read when an index is built
 * (once per read-model version and language), never per request, except `skuPrefixes` (a number
 * longer than a colour's, when a colour starts it) and `stems` (a word no catalogue text has).
 */
export const searchQueries = {
  /**
   * lower(unaccent(c)) of every code point of the Basic Multilingual Plane where it is not c, and
   * one '1' or '0' per code point (from 1) for whether the server's regular expressions class it
   * [[:alnum:]]. Surrogates are no characters: '0'.
   */
  charTable: rowQuery(
    z.strictObject({ alnum: z.string(), mapped: z.record(z.string(), z.string()) }),
    () => sql`
      SELECT string_agg(CASE WHEN c ~ '[[:alnum:]]' THEN '1' ELSE '0' END, '' ORDER BY i) AS alnum,
        coalesce(json_object_agg(i, lower(unaccent(c))) FILTER (WHERE lower(unaccent(c)) <> c), '{}') AS mapped
      FROM (SELECT i, CASE WHEN i BETWEEN 55296 AND 57343 THEN NULL ELSE chr(i) END AS c
            FROM generate_series(1, 65535) i) cp`,
  ),
  /** Each product's search vector in the language, as text, in product-id order. */
  vectors: rowQuery(
    z.strictObject({ productId: id, vector: z.string() }),
    (language: Language) => sql`
      SELECT product_id AS "productId", search_vector::text AS vector FROM product_translations
      WHERE language = ${language} AND search_vector IS NOT NULL ORDER BY product_id`,
  ),
  /**
   * Every word a query could share with the language's texts (split as a query is), with the
   * lexemes the language's configuration makes of it: none for a stop word.
   */
  surfaceWords: rowQuery(
    z.strictObject({ word: z.string(), lexemes: z.array(z.string()) }),
    (language: Language, ftsConfig: string) => sql`
      SELECT w AS word, tsvector_to_array(to_tsvector(${ftsConfig}::regconfig, w)) AS lexemes
      FROM (
        SELECT DISTINCT regexp_split_to_table(lower(unaccent(t)), '[^[:alnum:]]+') AS w FROM (
          SELECT pt.name || ' ' || pt.description AS t FROM product_translations pt WHERE pt.language = ${language}
          UNION ALL SELECT name FROM category_translations WHERE language = ${language}
          UNION ALL SELECT name FROM family_translations WHERE language = ${language}
          UNION ALL SELECT term FROM search_terms WHERE language = ${language}) texts
      ) words WHERE length(w) >= 2`,
  ),
  /** The lexemes the language's configuration makes of words (none for a stop word). */
  stems: rowQuery(
    z.strictObject({ word: z.string(), lexemes: z.array(z.string()) }),
    (words: readonly string[], ftsConfig: string) => sql`
      SELECT w AS word, tsvector_to_array(to_tsvector(${ftsConfig}::regconfig, w)) AS lexemes
      FROM unnest(${sql.param(words)}::text[]) AS w`,
  ),
  /** The language's typo dictionary. */
  terms: rowQuery(
    z.strictObject({ term: z.string(), frequency: id }),
    (language: Language) => sql`SELECT term, frequency FROM search_terms WHERE language = ${language}`,
  ),
  /** Every colour with its product's base part number and unique name, in part-number byte order. */
  articles: rowQuery(
    z.strictObject({
      variantId: id,
      productId: id,
      partNo: z.string(),
      sortOrder: id,
      basePartNo: z.string(),
      uniqueName: z.string(),
    }),
    () => sql`
      SELECT v.id AS "variantId", v.product_id AS "productId", v.part_no AS "partNo", v.sort_order AS "sortOrder",
        p.base_part_no AS "basePartNo", p.unique_name AS "uniqueName"
      FROM variants v JOIN products p ON p.id = v.product_id
      ORDER BY v.part_no COLLATE "C"`,
  ),
  /** The shortest sku: a number shorter than it cannot be one. */
  shortestSku: rowQuery(
    z.strictObject({ length: id.nullable() }),
    () => sql`SELECT min(length(sku)) AS length FROM skus`,
  ),
  /** Of the given colours, those with a sku starting with the number, and whether one is the number. */
  skuPrefixes: rowQuery(
    z.strictObject({ variantId: id, exact: z.boolean() }),
    (variantIds: readonly number[], articleNo: string) => sql`
      SELECT variant_id AS "variantId", bool_or(sku = ${articleNo}) AS exact FROM skus
      WHERE variant_id = ANY(${sql.param(variantIds)}::int[]) AND sku LIKE ${articleNo} || '%'
      GROUP BY variant_id`,
  ),
};

export const loadCharTable = async (handle: DatabaseHandle) =>
  (await searchQueries.charTable.run(handle))[0]!;
