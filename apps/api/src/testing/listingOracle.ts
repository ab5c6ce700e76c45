import type { DatabaseHandle } from '@workwear/db';
import {
  COMPOUND_LANGUAGES,
  FTS_CONFIG,
  type Language,
  type ListMode,
  type SortField,
  type SortOrder,
} from '@workwear/domain';
import { type SQL, sql } from 'drizzle-orm';
import {
  articleNumberOf,
  listingQueries,
  MAX_COMPOUNDS,
  toTsQuery,
  withArticleHits,
} from '../modules/listing';
import { productSearchQueries } from '../modules/products';
import { companyListsSql } from './pricingOracle';

/**
 * The product list, its facet counts and price range written once more in plain SQL over the read
 * model (variant_listing, variant_prices, price lists, companies), for tests that compare the
 * in-memory index's answers with it. Slow on purpose: one statement per question, no index.
 */
export interface OracleQuery {
  /** Market name (se, no, ...). */
  market: string;
  /** The request's language: its name order for the Name sort. */
  language: Language;
  /** The market shows colours that cannot be ordered (UseDisplayNonSellableProducts). */
  nonSellableShown: boolean;
  /** A company's prices (its primary and allowed lists of the market, then the public list); null: public. */
  company: { id: number; agreedOnly: boolean } | null;
  mode: ListMode;
  selections: { parametricId: number; valueIds: number[]; isAnd: boolean }[];
  categoryIds: number[];
  groupId?: number;
  familyId?: number;
  price?: { min: number; max: number; incVat: boolean };
  /** Products the search matches; undefined without a search. */
  searchProductIds?: number[];
}

export interface OracleFacets {
  total: number;
  price: { min: number | null; max: number | null; minIncVat: number | null; maxIncVat: number | null };
  /** Per filter parametric: value id to count, for values counted above 0 or selected. */
  counts: Map<number, Map<number, number>>;
}

const perProduct = (mode: ListMode) => mode === 'Default' || mode === 'UniqueVariants';
const valuesOf = sql`(l.product_value_ids || l.variant_value_ids || l.sku_value_ids)`;

/** Each listing row with the price the principal pays, leaving out rows not offered to them. */
function pricedRows(q: OracleQuery): SQL {
  const market = sql`(SELECT vp.variant_id, vp.price::int AS price, vp.price_inc_vat::int AS price_inc_vat
    FROM variant_prices vp JOIN price_lists pl ON pl.id = vp.price_list_id
    WHERE pl.type = 0 AND pl.market_name = ${q.market} AND pl.code LIKE 'PUBLIC-%')`;
  if (!q.company) {
    return sql`SELECT l.*, m.price, m.price_inc_vat FROM variant_listing l JOIN ${market} m ON m.variant_id = l.variant_id`;
  }
  // The pricing rule (pricingOracle.ts) for every variant at once.
  const lists = companyListsSql(q.company.id, q.market);
  // The company's own offer, unless the public one is lower (ex VAT, then inc VAT).
  const own = sql`(o.price IS NOT NULL AND (m.price IS NULL
    OR (o.price, o.price_inc_vat) <= (m.price, m.price_inc_vat)))`;
  return sql`SELECT l.*, CASE WHEN ${own} THEN o.price ELSE m.price END AS price,
      CASE WHEN ${own} THEN o.price_inc_vat ELSE m.price_inc_vat END AS price_inc_vat
    FROM variant_listing l
    LEFT JOIN (
      SELECT DISTINCT ON (vp.variant_id) vp.variant_id, vp.price::int AS price, vp.price_inc_vat::int AS price_inc_vat
      FROM variant_prices vp JOIN ${lists} cl ON cl.id = vp.price_list_id
      ORDER BY vp.variant_id, cl.is_primary DESC, vp.price, vp.price_list_id
    ) o ON o.variant_id = l.variant_id
    LEFT JOIN ${market} m ON m.variant_id = l.variant_id
    WHERE coalesce(o.price, m.price) IS NOT NULL
      AND (${!q.company.agreedOnly} OR EXISTS (
        SELECT 1 FROM variant_prices vp JOIN ${lists} cl ON cl.id = vp.price_list_id
        WHERE vp.variant_id = l.variant_id AND cl.type <> 0))`;
}

const selectionHolds = (s: OracleQuery['selections'][number]) =>
  s.isAnd
    ? sql`${valuesOf} @> ARRAY[${sql.join(s.valueIds, sql`, `)}]::int[]`
    : sql`${valuesOf} && ARRAY[${sql.join(s.valueIds, sql`, `)}]::int[]`;

/** Everything but the selections and the price limit: the mode's rows, categories, group, family, search. */
function contextOf(q: OracleQuery): SQL {
  const parts: SQL[] = [sql`true`];
  if (q.mode !== 'AllVariants' && !q.nonSellableShown) parts.push(sql`l.is_sellable`);
  if (q.mode === 'ColorVariants')
    parts.push(q.nonSellableShown ? sql`(l.has_stock OR NOT l.is_sellable)` : sql`l.has_stock`);
  if (q.categoryIds.length > 0)
    parts.push(sql`l.category_ids && ARRAY[${sql.join(q.categoryIds, sql`, `)}]::int[]`);
  if (q.groupId !== undefined) parts.push(sql`${q.groupId} = ANY(l.group_ids)`);
  if (q.familyId !== undefined) parts.push(sql`l.family_id = ${q.familyId}`);
  if (q.searchProductIds)
    parts.push(
      q.searchProductIds.length > 0
        ? sql`l.product_id IN (${sql.join(q.searchProductIds, sql`, `)})`
        : sql`false`,
    );
  return sql.join(parts, sql` AND `);
}

const priceLimitOf = (q: OracleQuery) =>
  q.price
    ? sql`l.is_sellable AND ${q.price.incVat ? sql`l.price_inc_vat` : sql`l.price`} BETWEEN ${q.price.min} AND ${q.price.max}`
    : sql`true`;

const allSelections = (q: OracleQuery) =>
  sql.join([sql`true`, ...q.selections.map(selectionHolds)], sql` AND `);

/** Total, price range and the counts per value of every filter, as filter/search answers them. */
export async function oracleFacets(handle: DatabaseHandle, q: OracleQuery): Promise<OracleFacets> {
  const rows = sql`(${pricedRows(q)}) l`;
  const counted = perProduct(q.mode) ? sql`count(DISTINCT l.product_id)::int` : sql`count(*)::int`;
  const [summary] = await handle.rows<{ total: number }>(sql`
    SELECT ${counted} AS total FROM ${rows}
    WHERE ${contextOf(q)} AND ${allSelections(q)} AND ${priceLimitOf(q)}`);
  const [range] = await handle.rows<OracleFacets['price']>(sql`
    SELECT min(l.price)::int AS min, max(l.price)::int AS max,
      min(l.price_inc_vat)::int AS "minIncVat", max(l.price_inc_vat)::int AS "maxIncVat"
    FROM ${rows} WHERE ${contextOf(q)} AND ${allSelections(q)} AND l.is_sellable`);
  // A value of an OR-selected field counts under every selection but its own field's.
  const selectionFor = (s: OracleQuery['selections'][number]) =>
    s.isAnd ? selectionHolds(s) : sql`(pv.parametric_id = ${s.parametricId} OR ${selectionHolds(s)})`;
  const perValue = await handle.rows<{ parametricId: number; valueId: number; n: number }>(sql`
    SELECT pv.parametric_id AS "parametricId", pv.id AS "valueId", ${counted} AS n
    FROM ${rows} CROSS JOIN LATERAL unnest(${valuesOf}) v(id)
    JOIN parametric_values pv ON pv.id = v.id JOIN parametrics p ON p.id = pv.parametric_id AND p.is_filter
    WHERE ${contextOf(q)} AND ${priceLimitOf(q)}
      AND ${sql.join([sql`true`, ...q.selections.map(selectionFor)], sql` AND `)}
    GROUP BY pv.parametric_id, pv.id`);
  const counts = new Map<number, Map<number, number>>();
  const put = (parametricId: number, valueId: number, n: number) => {
    const map = counts.get(parametricId) ?? new Map<number, number>();
    map.set(valueId, n);
    counts.set(parametricId, map);
  };
  for (const r of perValue) if (r.n > 0) put(r.parametricId, r.valueId, r.n);
  for (const s of q.selections)
    for (const id of s.valueIds) put(s.parametricId, id, counts.get(s.parametricId)?.get(id) ?? 0);
  return { total: summary!.total, price: range!, counts };
}

const SORT_KEYS: Record<Exclude<SortField, 'PartNo'>, (q: OracleQuery) => SQL> = {
  PopularityRank: () => sql`l.pop_rank`,
  StarsAverage: () => sql`l.stars_average_x100`,
  Flags: () => sql`l.flag_rank`,
  LowestPrice: () => sql`l.price`,
  HighestPrice: () => sql`l.price`,
  // The product name's place in the language's alphabetical order, kept in the read model.
  Name: (q) => sql`l.name_ranks[(SELECT slot FROM listing_language_slots WHERE language = ${q.language})]`,
};
export const ORACLE_SORT_FIELDS: SortField[] = ['PartNo', ...(Object.keys(SORT_KEYS) as SortField[])];

/**
 * The matching part numbers in list order: in the product modes each product's best colour (one that
 * can be ordered, then in Default the product's first colour, then the best-selling, then by part
 * number); sorted by the field with missing values last and ties by part number. Relevance: the
 * matching part numbers by part number (compare as a set).
 */
export async function oracleList(
  handle: DatabaseHandle,
  q: OracleQuery,
  sortField: SortField | 'Relevance',
  sortOrder: SortOrder,
): Promise<string[]> {
  const matching = sql`SELECT l.* FROM (${pricedRows(q)}) l
    WHERE ${contextOf(q)} AND ${allSelections(q)} AND ${priceLimitOf(q)}`;
  const listed = perProduct(q.mode)
    ? sql`SELECT DISTINCT ON (l.product_id) l.* FROM (${matching}) l
        ORDER BY l.product_id, l.is_sellable DESC, ${q.mode === 'Default' ? sql`l.is_default DESC,` : sql``}
          l.pop_rank NULLS LAST, l.part_no`
    : matching;
  const direction = sortOrder === 'desc' ? sql`DESC` : sql`ASC`;
  const order =
    sortField === 'Relevance'
      ? sql`l.part_no`
      : sortField === 'PartNo'
        ? sql`l.part_no ${direction}`
        : sql`${SORT_KEYS[sortField](q)} ${direction} NULLS LAST, l.part_no`;
  const rows = await handle.rows<{ partNo: string }>(sql`
    SELECT l.part_no AS "partNo" FROM (${listed}) l ORDER BY ${order}`);
  return rows.map((r) => r.partNo);
}

/**
 * Products a search text matches, by PostgreSQL's full text as the listing searched before the
 * in-memory search: its words (each corrected by trigram look-alikes, compounds added) in the
 * language's text search configuration, and products an article number in it names. Undefined:
 * nothing to search for (the list is then not narrowed).
 */
export async function oracleSearch(
  handle: DatabaseHandle,
  language: Language,
  text: string,
): Promise<number[] | undefined> {
  const compounds = COMPOUND_LANGUAGES.has(language) ? MAX_COMPOUNDS : 0;
  const words = await listingQueries.searchWords.run(handle, language, text, compounds);
  const tsQuery = toTsQuery(words);
  const [found] = tsQuery
    ? await productSearchQueries.searchMatches.run(handle, language, FTS_CONFIG[language], tsQuery)
    : [];
  const articleNo = articleNumberOf(text);
  const hits = articleNo ? await productSearchQueries.articleHits.run(handle, articleNo) : [];
  const matches = found ? { productIds: found.ids ?? [], relevance: found.ranks ?? [] } : undefined;
  // No word to search for and no article number: the list is not searched at all.
  return withArticleHits(matches, hits)?.productIds;
}
