import type { DatabaseHandle } from '@workwear/db';
import { type SQL, sql } from 'drizzle-orm';

export interface OraclePrice {
  price: number;
  priceIncVat: number;
  priceListId: number;
  agreed: boolean;
}

/**
 * The lists that count for a company's ordinary order in a market, in SQL (id, type, is_primary): its
 * primary and allowed lists of the market, without PreOrder lists (no pre-order flow) and with
 * Reseller lists only where the company or its nearest ancestor that stores AccessPartnerWeb has it
 * True. Written apart from the domain's rule, for the oracles of the tests.
 */
export function companyListsSql(companyId: number, marketName: string): SQL {
  return sql`(
    WITH RECURSIVE chain AS (
      SELECT id, parent_id, 0 AS depth FROM companies WHERE id = ${companyId}
      UNION ALL
      SELECT c.id, c.parent_id, chain.depth + 1 FROM companies c JOIN chain ON c.id = chain.parent_id
    ),
    reseller AS (
      SELECT COALESCE((SELECT lower(s.value) = 'true' FROM chain
        JOIN company_settings s ON s.company_id = chain.id AND s.key = 'AccessPartnerWeb'
        ORDER BY chain.depth LIMIT 1), false) AS is_reseller
    )
    SELECT l.id, l.type, l.id = c.primary_price_list_id AS is_primary
    FROM companies c JOIN price_lists l ON l.id = c.primary_price_list_id
      OR l.id IN (SELECT price_list_id FROM company_price_lists WHERE company_id = c.id)
    WHERE c.id = ${companyId} AND l.market_name = ${marketName}
      AND l.type <> 10 AND (l.type <> 6 OR (SELECT is_reseller FROM reseller))
  )`;
}

/**
 * The pricing rule written once more in SQL, for tests: the company's primary list where it prices
 * the variant, else the lowest of its other lists of the market (ties to the lower id), else the
 * market's public list; and never dearer than the public list (ex VAT, then inc VAT). The lists are
 * companyListsSql's. `agreed`: some list of a type other than None prices it.
 */
export async function oraclePrice(
  handle: DatabaseHandle,
  companyId: number | null,
  marketName: string,
  variantId: number,
): Promise<OraclePrice | undefined> {
  const [row] = await handle.rows<OraclePrice & { ownList: boolean }>(sql`
    WITH lists AS ${companyListsSql(companyId ?? -1, marketName)},
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
    FROM (SELECT * FROM own UNION ALL SELECT * FROM market) p
    -- The company's own offer, unless the public one is lower: ex VAT, then inc VAT.
    ORDER BY CASE WHEN rank = 0 AND EXISTS (SELECT 1 FROM market m
      WHERE (m.price, m.price_inc_vat) < (p.price, p."priceIncVat")) THEN 2 ELSE rank END
    LIMIT 1`);
  if (!row) return undefined;
  return { price: row.price, priceIncVat: row.priceIncVat, priceListId: row.priceListId, agreed: row.agreed };
}
