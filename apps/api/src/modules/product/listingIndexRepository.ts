import type { DatabaseHandle } from '@workwear/db';
import { sql } from 'drizzle-orm';

export interface ListingRow {
  variantId: number;
  productId: number;
  partNo: string;
  primaryCategoryId: number;
  categoryIds: number[];
  groupIds: number[];
  familyId: number | null;
  productValueIds: number[];
  variantValueIds: number[];
  skuValueIds: number[];
  popRank: number | null;
  starsX100: number | null;
  flagRank: number;
  isDefault: boolean;
  isSellable: boolean;
  hasStock: boolean;
  prices: (number | null)[];
  pricesIncVat: (number | null)[];
  nameRanks: (number | null)[];
}

/** The whole list read model in part-number order (a product's colours are then adjacent). */
export async function loadListingRows(handle: DatabaseHandle): Promise<ListingRow[]> {
  return handle.rows<ListingRow>(sql`
    SELECT l.variant_id AS "variantId", l.product_id AS "productId", l.part_no AS "partNo",
      p.primary_category_id AS "primaryCategoryId", l.category_ids AS "categoryIds", l.group_ids AS "groupIds",
      l.family_id AS "familyId", l.product_value_ids AS "productValueIds", l.variant_value_ids AS "variantValueIds",
      l.sku_value_ids AS "skuValueIds", l.pop_rank AS "popRank", l.stars_average_x100 AS "starsX100",
      l.flag_rank AS "flagRank", l.is_default AS "isDefault", l.is_sellable AS "isSellable", l.has_stock AS "hasStock",
      l.prices, l.prices_inc_vat AS "pricesIncVat", l.name_ranks AS "nameRanks"
    FROM variant_listing l JOIN products p ON p.id = l.product_id
    ORDER BY l.part_no`);
}
