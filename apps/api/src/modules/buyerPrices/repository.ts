import type { DatabaseHandle } from '@workwear/db';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { rowQuery } from '../../lib/rowQuery';

const id = z.number().int();

/**
 * Every query pricing makes, each with the shape of its rows (checked in pricing.int.test.ts). A
 * company's lists and settings come from the company (companyTerms), a market's from settings.
 */
export const pricingQueries = {
  /** One list's prices, the compact map the listing overlays on the market price. */
  listPrices: rowQuery(
    z.strictObject({ variantId: id, price: id, priceIncVat: id }),
    (priceListId: number) => sql`
      SELECT variant_id AS "variantId", price::int AS price, price_inc_vat::int AS "priceIncVat"
      FROM variant_prices WHERE price_list_id = ${priceListId}`,
  ),
};

export const loadListPrices = (handle: DatabaseHandle, priceListId: number) =>
  pricingQueries.listPrices.run(handle, priceListId);
