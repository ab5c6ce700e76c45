import { type SQL, sql } from 'drizzle-orm';
import type { ListingCriteria, ValueLevel, ValueSelection } from './listingCriteria';

export const intArray = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

/** The listing column holding values of a level (product, colour variant, sku). */
export const valuesColumn = (level: ValueLevel) => sql.raw(`l.${level}_value_ids`);

/** Every value of a listing row, whatever its level. */
export const allValues = sql.raw('(l.product_value_ids || l.variant_value_ids || l.sku_value_ids)');

export function selectionCondition(selection: ValueSelection): SQL {
  const column = valuesColumn(selection.level);
  return selection.isAnd
    ? sql`${column} @> ${intArray(selection.valueIds)}`
    : sql`${column} && ${intArray(selection.valueIds)}`;
}

export const and = (parts: SQL[]): SQL => (parts.length === 0 ? sql`true` : sql.join(parts, sql` AND `));

/** Rows that take part in a listing at all, by mode: every priced variant, or sellable ones in stock. */
function modeCondition(criteria: ListingCriteria): SQL {
  if (criteria.partNos) return sql`true`;
  switch (criteria.mode) {
    case 'AllVariants':
      return sql`true`;
    case 'ColorVariants':
      return sql`l.is_sellable AND l.has_stock`;
    default:
      return sql`l.is_sellable`;
  }
}

/** FROM ... WHERE of the context: everything except parametric selections and the price range. */
export function contextFrom(criteria: ListingCriteria): SQL {
  const where: SQL[] = [modeCondition(criteria)];
  if (criteria.categoryIds.length > 0) where.push(sql`l.category_ids && ${intArray(criteria.categoryIds)}`);
  if (criteria.groupId !== undefined) where.push(sql`l.group_ids @> ${intArray([criteria.groupId])}`);
  if (criteria.familyId !== undefined) where.push(sql`l.family_id = ${criteria.familyId}`);
  if (criteria.orValues.length > 0) {
    const anyOf = criteria.orValues.map(
      ({ level, valueIds }) => sql`${valuesColumn(level)} && ${intArray(valueIds)}`,
    );
    where.push(sql`(${sql.join(anyOf, sql` OR `)})`);
  }
  if (criteria.partNos) where.push(sql`l.part_no = ANY(${`{${criteria.partNos.join(',')}}`}::text[])`);
  const search = criteria.search
    ? sql`JOIN unnest(${intArray(criteria.search.productIds)}, ${`{${criteria.search.relevance.join(',')}}`}::real[])
        AS m(product_id, relevance) ON m.product_id = l.product_id`
    : sql``;
  // Prices come from the listing's price arrays: no join, so the GIN indexes drive the plan.
  where.push(sql`${priceColumns(criteria).price} IS NOT NULL`);
  return sql`FROM variant_listing l
    ${search}
    WHERE ${and(where)}`;
}

/** The market's public price of a listing row, ex and inc VAT. */
export function priceColumns(criteria: ListingCriteria) {
  const slot = sql.raw(String(Math.trunc(criteria.priceSlot)));
  return { price: sql`l.prices[${slot}]`, priceIncVat: sql`l.prices_inc_vat[${slot}]` };
}

export function priceCondition(criteria: ListingCriteria): SQL {
  if (!criteria.price) return sql`true`;
  const { price, priceIncVat } = priceColumns(criteria);
  return sql`${criteria.price.incVat ? priceIncVat : price} BETWEEN ${criteria.price.min} AND ${criteria.price.max}`;
}
