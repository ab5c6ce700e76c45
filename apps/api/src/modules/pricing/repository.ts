import type { DatabaseHandle } from '@workwear/db';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { rowQuery } from '../../lib/rowQuery';

const id = z.number().int();
const setting = z.strictObject({ key: z.string(), value: z.string() });

/** Every query pricing makes, each with the shape of its rows (checked in pricing.int.test.ts). */
export const pricingQueries = {
  /** A company's primary list and every list it may buy from (the primary one included), with types. */
  companyLists: rowQuery(
    z.strictObject({
      primaryPriceListId: id.nullable(),
      id: id.nullable(),
      type: id.nullable(),
      marketName: z.string().nullable(),
    }),
    (companyId: number) => sql`
      SELECT c.primary_price_list_id AS "primaryPriceListId", l.id, l.type, l.market_name AS "marketName"
      FROM companies c
      LEFT JOIN price_lists l ON l.id = c.primary_price_list_id
        OR l.id IN (SELECT price_list_id FROM company_price_lists WHERE company_id = c.id)
      WHERE c.id = ${companyId}
      ORDER BY l.id`,
  ),
  /** The company's settings as stored (text values). */
  companySettings: rowQuery(
    setting,
    (companyId: number) => sql`SELECT key, value FROM company_settings WHERE company_id = ${companyId}`,
  ),
  marketSettings: rowQuery(
    setting,
    (marketId: string) => sql`SELECT key, value FROM market_settings WHERE market_id = ${marketId}`,
  ),
  /** One list's prices, the compact map the listing overlays on the market price. */
  listPrices: rowQuery(
    z.strictObject({ variantId: id, price: id, priceIncVat: id }),
    (priceListId: number) => sql`
      SELECT variant_id AS "variantId", price::int AS price, price_inc_vat::int AS "priceIncVat"
      FROM variant_prices WHERE price_list_id = ${priceListId}`,
  ),
};

const q = pricingQueries;

export async function loadCompanyPricing(handle: DatabaseHandle, companyId: number) {
  const [lists, settings] = await Promise.all([
    q.companyLists.run(handle, companyId),
    q.companySettings.run(handle, companyId),
  ]);
  if (lists.length === 0) return undefined;
  return {
    primaryPriceListId: lists[0]!.primaryPriceListId,
    priceLists: lists.flatMap((l) =>
      l.id === null || l.type === null || l.marketName === null
        ? []
        : [{ id: l.id, type: l.type, marketName: l.marketName }],
    ),
    settings,
  };
}

export const loadMarketSettingRows = (handle: DatabaseHandle, marketId: string) =>
  q.marketSettings.run(handle, marketId);

export const loadListPrices = (handle: DatabaseHandle, priceListId: number) =>
  q.listPrices.run(handle, priceListId);
