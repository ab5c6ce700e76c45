import type { DatabaseHandle } from '@workwear/db';
import {
  ARTICLE_NUMBER_KINDS,
  BASE_PART_NO_LENGTH,
  type Language,
  PART_NO_LENGTH,
  type TextLocale,
  textVariantsOf,
} from '@workwear/domain';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { rowQuery } from '../../lib/rowQuery';
import { productTexts } from './productTextsRepository';

/** Products an article number prefix finds, at most: a short prefix may start most part numbers. */
export const MAX_ARTICLE_HITS = 1000;

const id = z.number().int();
const ids = z.array(id);

/**
 * What the listing's search and sitemap read of products: the texts' matches and ranks, article
 * numbers, the search index's sources and sitemap pages. Each with the shape of its rows
 * (searchRepository.int.test.ts).
 */
export const productSearchQueries = {
  /**
   * Products whose text in the language matches, with their rank: computed once per request. The
   * language is bound like any value: each statement is planned with its parameters, so the planner
   * still picks that language's partial search index (searchRepository.int.test.ts checks the plan).
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
  /** Each product's search vector in the language, as text, in product-id order. */
  vectors: rowQuery(
    z.strictObject({ productId: id, vector: z.string() }),
    (language: Language) => sql`
      SELECT product_id AS "productId", search_vector::text AS vector FROM product_translations
      WHERE language = ${language} AND search_vector IS NOT NULL ORDER BY product_id`,
  ),
  /** Each product's name in the text locale and its unique name: what a search suggestion shows and opens. */
  names: rowQuery(
    z.strictObject({ productId: id, name: z.string(), uniqueName: z.string() }),
    (locale: TextLocale) => sql`
      SELECT pt.product_id AS "productId", pt.name, p.unique_name AS "uniqueName"
      FROM ${productTexts(locale)} pt JOIN products p ON p.id = pt.product_id`,
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

/**
 * Every product's name and description in the language and in its cultures' own texts (en-US "pants"
 * is an English word to search by too) as one text per row (column t), for a statement that splits
 * the catalogue's words together with its own.
 */
export const productTextsIn = (language: Language) =>
  sql`SELECT pt.name || ' ' || pt.description AS t FROM product_translations pt WHERE pt.language = ${language}
    UNION ALL SELECT concat_ws(' ', c.name, c.description) FROM product_culture_texts c
    WHERE c.culture = ANY(${sql.param(textVariantsOf(language))}::text[])`;

export async function findSearchMatches(
  handle: DatabaseHandle,
  language: Language,
  ftsConfig: string,
  tsQuery: string,
): Promise<{ productIds: number[]; relevance: number[] }> {
  const [row] = await productSearchQueries.searchMatches.run(handle, language, ftsConfig, tsQuery);
  return { productIds: row?.ids ?? [], relevance: row?.ranks ?? [] };
}

export const findArticleHits = (handle: DatabaseHandle, articleNo: string) =>
  productSearchQueries.articleHits.run(handle, articleNo);

export async function loadSitemapEntries(
  handle: DatabaseHandle,
  productIds: readonly number[],
  offset: number,
  limit: number,
) {
  if (productIds.length === 0 || offset >= productIds.length) return [];
  return productSearchQueries.sitemapEntries.run(handle, productIds, offset, limit);
}
