import type { DatabaseHandle } from '@workwear/db';
import { type SQL, sql } from 'drizzle-orm';
import type { ListingCriteria, ValueSelection } from './listingCriteria';
import {
  allValues,
  and,
  contextFrom,
  priceColumns,
  priceCondition,
  selectionCondition,
  valuesColumn,
} from './listingSql';

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
 * Disjunctive faceting in one round trip: counts under all selections, and once more per
 * OR-selected parametric with that parametric's own selection left out, so a field's counts
 * reflect only the other fields' selections. Each pass is its own scan, so the GIN indexes give it
 * only the rows its selections allow, and it unnests only the level its counts are read from.
 */
export async function countFacets(handle: DatabaseHandle, criteria: ListingCriteria): Promise<FacetCounts> {
  const { selections } = criteria;
  const from = (only: ValueSelection[]) =>
    sql`${contextFrom(criteria)} AND ${and(only.map(selectionCondition))}`;
  const item =
    criteria.mode === 'Default' || criteria.mode === 'UniqueVariants' ? sql`DISTINCT l.product_id` : sql`*`;
  // The inner query unnests in its select list, so contextFrom's FROM ... WHERE stays as it is.
  const countedValues = (
    only: ValueSelection[],
    values: SQL,
  ) => sql`(SELECT json_agg(json_build_array(v, n)) FROM (
      SELECT v, count(${item})::int AS n
      FROM (SELECT l.product_id, unnest(${values}) AS v
            ${from(only)} AND ${priceCondition(criteria)}) l
      GROUP BY v) c)`;
  const orSelected = selections.filter((s) => !s.isAnd);
  const { price, priceIncVat } = priceColumns(criteria);
  const rows = await handle.rows<Record<string, unknown>>(sql`
    SELECT
      (SELECT count(${item})::int ${from(selections)} AND ${priceCondition(criteria)}) AS total,
      (SELECT json_build_array(min(${price}), max(${price}), min(${priceIncVat}), max(${priceIncVat})) ${from(selections)}) AS price,
      ${countedValues(selections, allValues)} AS all_counts
      ${sql.join(
        orSelected.map(
          (s, i) =>
            sql`, ${countedValues(
              selections.filter((other) => other !== s),
              valuesColumn(s.level),
            )} AS ${sql.raw(`x${i}`)}`,
        ),
        sql` `,
      )}`);
  const row = rows[0]!;
  const toMap = (pairs: unknown) => new Map((pairs as CountPairs) ?? []);
  const range = row.price as [number | null, number | null, number | null, number | null];
  return {
    total: row.total as number,
    price: { min: range[0], max: range[1], minIncVat: range[2], maxIncVat: range[3] },
    all: toMap(row.all_counts),
    excludingOwn: new Map(orSelected.map((s, i) => [s.parametricId, toMap(row[`x${i}`])])),
  };
}
