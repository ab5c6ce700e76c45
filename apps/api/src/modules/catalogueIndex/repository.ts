import type { DatabaseHandle } from '@workwear/db';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { rowQuery } from '../../lib/rowQuery';

const id = z.number().int();
const ids = z.array(id);
const slots = z.array(id.nullable());

const listingRow = z.strictObject({
  variantId: id,
  productId: id,
  partNo: z.string(),
  primaryCategoryId: id,
  categoryIds: ids,
  groupIds: ids,
  familyId: id.nullable(),
  productValueIds: ids,
  variantValueIds: ids,
  skuValueIds: ids,
  popRank: id.nullable(),
  starsX100: id.nullable(),
  flagRank: id,
  isDefault: z.boolean(),
  isSellable: z.boolean(),
  hasStock: z.boolean(),
  prices: slots,
  pricesIncVat: slots,
  nameRanks: slots,
});
export type ListingRow = z.infer<typeof listingRow>;

/** The raw query the index is built from, with the shape of its rows (checked in repository.int.test.ts). */
export const catalogueIndexQueries = {
  /** The whole list read model in part-number order (a product's colours are then adjacent). */
  listingRows: rowQuery(
    listingRow,
    () => sql`
      SELECT l.variant_id AS "variantId", l.product_id AS "productId", l.part_no AS "partNo",
        p.primary_category_id AS "primaryCategoryId", l.category_ids AS "categoryIds", l.group_ids AS "groupIds",
        l.family_id AS "familyId", l.product_value_ids AS "productValueIds", l.variant_value_ids AS "variantValueIds",
        l.sku_value_ids AS "skuValueIds", l.pop_rank AS "popRank", l.stars_average_x100 AS "starsX100",
        l.flag_rank AS "flagRank", l.is_default AS "isDefault", l.is_sellable AS "isSellable", l.has_stock AS "hasStock",
        l.prices, l.prices_inc_vat AS "pricesIncVat", l.name_ranks AS "nameRanks"
      FROM variant_listing l JOIN products p ON p.id = l.product_id
      ORDER BY l.part_no`,
  ),
};

export const loadListingRows = (handle: DatabaseHandle) => catalogueIndexQueries.listingRows.run(handle);
