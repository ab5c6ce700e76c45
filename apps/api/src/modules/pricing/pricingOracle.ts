import type { DatabaseHandle } from '@workwear/db';
import { sql } from 'drizzle-orm';

export interface OraclePrice {
  price: number;
  priceIncVat: number;
  priceListId: number;
  agreed: boolean;
}

/**
 * The pricing rule written once more in SQL, for tests: the company's primary list where it prices
 * the variant, else the lowest of its other lists of the market (ties to the lower id), else the
 * market's public list. `agreed`: some list of a type other than None prices it.
 */
export async function oraclePrice(
  handle: DatabaseHandle,
  companyId: number | null,
  marketName: string,
  variantId: number,
): Promise<OraclePrice | undefined> {
  const [row] = await handle.rows<OraclePrice & { ownList: boolean }>(sql`
    WITH lists AS (
      SELECT l.id, l.type, l.id = c.primary_price_list_id AS is_primary
      FROM companies c JOIN price_lists l ON l.id = c.primary_price_list_id
        OR l.id IN (SELECT price_list_id FROM company_price_lists WHERE company_id = c.id)
      WHERE c.id = ${companyId ?? -1} AND l.market_name = ${marketName}
    ),
    own AS (
      SELECT vp.price::int AS price, vp.price_inc_vat::int AS "priceIncVat", vp.price_list_id AS "priceListId", 0 AS rank
      FROM variant_prices vp JOIN lists ON lists.id = vp.price_list_id
      WHERE vp.variant_id = ${variantId}
      ORDER BY lists.is_primary DESC, vp.price, vp.price_list_id LIMIT 1
    ),
    market AS (
      SELECT vp.price::int, vp.price_inc_vat::int, vp.price_list_id, 1 AS rank
      FROM variant_prices vp JOIN price_lists l ON l.id = vp.price_list_id
      WHERE vp.variant_id = ${variantId} AND l.type = 0 AND l.market_name = ${marketName}
        AND l.code LIKE 'PUBLIC-%'
    )
    SELECT price, "priceIncVat", "priceListId", rank = 0 AS "ownList",
      EXISTS (SELECT 1 FROM variant_prices vp JOIN lists ON lists.id = vp.price_list_id
              WHERE vp.variant_id = ${variantId} AND lists.type <> 0) AS agreed
    FROM (SELECT * FROM own UNION ALL SELECT * FROM market) p ORDER BY rank LIMIT 1`);
  if (!row) return undefined;
  return { price: row.price, priceIncVat: row.priceIncVat, priceListId: row.priceListId, agreed: row.agreed };
}
