import type { DatabaseHandle } from '@workwear/db';
import { type SQL, sql } from 'drizzle-orm';
import type { ListingCriteria } from './listingCriteria';
import { and, contextFrom, priceColumns, priceCondition, selectionCondition } from './listingSql';

export interface FacetCounts {
  total: number;
  price: { min: number | null; max: number | null; minIncVat: number | null; maxIncVat: number | null };
  /** Counts under every selection: used for parametrics without a selection and for AND filters. */
  all: Map<number, number>;
  /** For each OR-selected parametric: counts under every other selection but its own. */
  excludingOwn: Map<number, Map<number, number>>;
}

type CountPairs = [number, number][] | null;

/**
 * Disjunctive faceting in one round trip: the context rows are read once (MATERIALIZED), then
 * counted under all selections, and once more per OR-selected parametric with that parametric's
 * own selection left out, so a field's counts reflect only the other fields' selections.
 */
export async function countFacets(handle: DatabaseHandle, criteria: ListingCriteria): Promise<FacetCounts> {
  const selections = criteria.selections;
  const flags = selections.map((s, i) => sql`${selectionCondition(s)} AS s${sql.raw(String(i))}`);
  const flagOf = (i: number) => sql.raw(`s${i}`);
  const allSelected = and(selections.map((_, i) => sql`${flagOf(i)}`));
  const item =
    criteria.mode === 'Default' || criteria.mode === 'UniqueVariants' ? sql`DISTINCT product_id` : sql`*`;
  const counted = (where: SQL) => sql`(SELECT json_agg(json_build_array(v, n)) FROM (
      SELECT v, count(${item})::int AS n FROM base, unnest(value_ids) v WHERE ${where} GROUP BY v) c)`;
  const orSelected = selections.map((s, i) => ({ s, i })).filter(({ s }) => !s.isAnd);
  const excluding = orSelected.map(
    ({ i }) =>
      sql`, ${counted(and([...selections.map((_, j) => sql`${flagOf(j)}`).filter((_, j) => j !== i), sql`in_price`]))} AS x${sql.raw(String(i))}`,
  );
  const rows = await handle.rows<Record<string, unknown>>(sql`
    WITH base AS MATERIALIZED (
      SELECT l.variant_id, l.product_id, l.value_ids, ${priceColumns(criteria).price} AS price,
        ${priceColumns(criteria).priceIncVat} AS price_inc_vat,
        ${priceCondition(criteria)} AS in_price ${flags.length > 0 ? sql`, ${sql.join(flags, sql`, `)}` : sql``}
      ${contextFrom(criteria)}
    )
    SELECT
      (SELECT count(${item})::int FROM base WHERE ${allSelected} AND in_price) AS total,
      (SELECT json_build_array(min(price), max(price), min(price_inc_vat), max(price_inc_vat))
         FROM base WHERE ${allSelected}) AS price,
      ${counted(sql`${allSelected} AND in_price`)} AS all_counts
      ${sql.join(excluding, sql` `)}`);
  const row = rows[0]!;
  const toMap = (pairs: unknown) => new Map((pairs as CountPairs) ?? []);
  const price = row.price as [number | null, number | null, number | null, number | null];
  return {
    total: row.total as number,
    price: { min: price[0], max: price[1], minIncVat: price[2], maxIncVat: price[3] },
    all: toMap(row.all_counts),
    excludingOwn: new Map(orSelected.map(({ s, i }) => [s.parametricId, toMap(row[`x${i}`])])),
  };
}
