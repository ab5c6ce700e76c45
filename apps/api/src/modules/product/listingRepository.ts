import type { DatabaseHandle } from '@workwear/db';
import type { SortField, SortOrder } from '@workwear/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { ListingCriteria } from './listingCriteria';
import { and, contextFrom, priceColumns, priceCondition, selectionCondition } from './listingSql';

export interface ListedItem {
  variantId: number;
  price: number;
  priceIncVat: number;
}

const SORT_COLUMNS: Record<SortField, string> = {
  StarsAverage: 'stars_average_x100',
  PartNo: 'part_no',
  PopularityRank: 'pop_rank',
  LowestPrice: 'price',
  HighestPrice: 'price',
  Name: 'name_rank',
  Flags: 'flag_rank',
};

function orderBy(sortField: SortField | 'Relevance', sortOrder: SortOrder): SQL {
  // Missing ranks, ratings and prices sort last in either direction; part number keeps pages stable.
  const direction = sortOrder === 'desc' ? 'DESC' : 'ASC';
  if (sortField === 'Relevance') return sql.raw('relevance DESC, pop_rank ASC NULLS LAST, part_no ASC');
  return sql.raw(`${SORT_COLUMNS[sortField]} ${direction} NULLS LAST, part_no ASC`);
}

/** Product modes show one item per product: the best matching colour. */
const perProduct = (criteria: ListingCriteria) =>
  criteria.mode === 'Default' || criteria.mode === 'UniqueVariants';

function itemsSql(criteria: ListingCriteria): SQL {
  const slot = sql.raw(String(Math.trunc(criteria.languageSlot)));
  const relevance = criteria.search ? sql`m.relevance` : sql`0::real`;
  // Default mode prefers the product's first colour, UniqueVariants its best-selling one.
  const pick =
    criteria.mode === 'Default'
      ? sql`l.is_default DESC, l.pop_rank ASC NULLS LAST, l.part_no`
      : sql`l.pop_rank ASC NULLS LAST, l.part_no`;
  const rowNumber = perProduct(criteria)
    ? sql`row_number() OVER (PARTITION BY l.product_id ORDER BY ${pick})`
    : sql`1::bigint`;
  const { price, priceIncVat } = priceColumns(criteria);
  return sql`SELECT l.variant_id, l.part_no, l.pop_rank, l.stars_average_x100, l.flag_rank,
      ${price} AS price, ${priceIncVat} AS price_inc_vat, l.name_ranks[${slot}] AS name_rank, ${relevance} AS relevance, ${rowNumber} AS rn
    ${contextFrom(criteria)}
    AND ${and(criteria.selections.map(selectionCondition))} AND ${priceCondition(criteria)}`;
}

/** How many items match: colours, or products in the one-per-product modes. */
function countSql(criteria: ListingCriteria): SQL {
  const item = perProduct(criteria) ? sql`count(DISTINCT l.product_id)` : sql`count(*)`;
  return sql`SELECT ${item}::int AS total ${contextFrom(criteria)}
    AND ${and(criteria.selections.map(selectionCondition))} AND ${priceCondition(criteria)}`;
}

/** Whether anything narrows the listing beyond the market and mode. */
function narrows(c: ListingCriteria): boolean {
  return (
    c.categoryIds.length > 0 ||
    c.groupId !== undefined ||
    c.familyId !== undefined ||
    c.selections.length > 0 ||
    c.orValues.length > 0 ||
    c.price !== undefined ||
    c.search !== undefined ||
    c.partNos !== undefined
  );
}

/**
 * A page of items and the total. A narrowed list must read every match anyway, so it reads them
 * once (MATERIALIZED) to count and sort them. The whole assortment is cheaper as two statements:
 * the page stops early along a sort index and the count reads no sort keys. A page past the end
 * has no row to carry the total, so then the total is counted on its own.
 */
export async function listItems(
  handle: DatabaseHandle,
  criteria: ListingCriteria,
  sortField: SortField | 'Relevance',
  sortOrder: SortOrder,
  page: number,
  pageSize: number,
): Promise<{ items: ListedItem[]; total: number }> {
  const pageOf = (from: SQL, total: SQL) => sql`
    SELECT variant_id, price, price_inc_vat, ${total} AS total FROM ${from} matched WHERE rn = 1
    ORDER BY ${orderBy(sortField, sortOrder)}
    LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`;
  type Row = { variant_id: number; price: number; price_inc_vat: number; total: number | null };
  let rows: Row[];
  let total: number | undefined;
  if (narrows(criteria)) {
    rows = await handle.rows<Row>(
      sql`WITH matched AS MATERIALIZED (${itemsSql(criteria)}) ${pageOf(sql`matched AS`, sql`(SELECT count(*)::int FROM matched WHERE rn = 1)`)}`,
    );
    total = rows[0]?.total ?? undefined;
  } else {
    const [pageRows, [count]] = await Promise.all([
      handle.rows<Row>(pageOf(sql`(${itemsSql(criteria)})`, sql`NULL::int`)),
      handle.rows<{ total: number }>(countSql(criteria)),
    ]);
    rows = pageRows;
    total = count?.total;
  }
  total ??= (await handle.rows<{ total: number }>(countSql(criteria)))[0]?.total ?? 0;
  return {
    total,
    items: rows.map((r) => ({ variantId: r.variant_id, price: r.price, priceIncVat: r.price_inc_vat })),
  };
}

/** Matching items per primary category (groupBy=category), largest first. */
export async function countByPrimaryCategory(handle: DatabaseHandle, criteria: ListingCriteria) {
  return handle.rows<{ categoryId: number; count: number }>(sql`
    WITH matched AS (${itemsSql(criteria)})
    SELECT p.primary_category_id AS "categoryId", count(*)::int AS count
    FROM matched m JOIN variants v ON v.id = m.variant_id JOIN products p ON p.id = v.product_id
    WHERE m.rn = 1
    GROUP BY p.primary_category_id
    ORDER BY count DESC, p.primary_category_id`);
}
