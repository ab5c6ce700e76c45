import type { DatabaseHandle } from '@workwear/db';
import type { Language } from '@workwear/domain';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { rowQuery } from '../../../lib/rowQuery';
import { productTextsIn } from '../../products';
import { vocabularyNamesIn } from '../../vocabulary';

const id = z.number().int();

/**
 * What the in-memory search is built from besides the products' own texts and numbers (products'
 * searchRepository.ts): the language's words and typo dictionary, and the server's own text rules.
 * Read when an index is built (once per read-model version and language), never per request, except
 * `stems` (a word no catalogue text has).
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
          ${productTextsIn(language)}
          UNION ALL ${vocabularyNamesIn(language)}
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
  /** The language's category and family names: with the products', how the dictionary's words are written. */
  vocabularyNames: rowQuery(
    z.strictObject({ name: z.string() }),
    (language: Language) => sql`SELECT name FROM (${vocabularyNamesIn(language)}) names`,
  ),
  /** The language's typo dictionary. */
  terms: rowQuery(
    z.strictObject({ term: z.string(), frequency: id }),
    (language: Language) => sql`SELECT term, frequency FROM search_terms WHERE language = ${language}`,
  ),
};

export const loadCharTable = async (handle: DatabaseHandle) =>
  (await searchQueries.charTable.run(handle))[0]!;
