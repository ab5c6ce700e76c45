import type { DatabaseHandle } from '@workwear/db';
import type { TextLocale } from '@workwear/domain';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { rowQuery } from '../../lib/rowQuery';
import { productTexts } from './productTextsRepository';

const id = z.number().int();

/** What the cart needs to know of a sku: its product, colour, size, factor, stock and whether it sells. */
const skuFactsRow = z.strictObject({
  sku: z.string(),
  variantId: id,
  partNo: z.string(),
  basePartNo: z.string(),
  uniqueName: z.string(),
  name: z.string(),
  colorValueId: id.nullable(),
  size: z.string(),
  quantityFactor: id,
  onHand: id,
  sellable: z.boolean(),
});
export type SkuFacts = z.infer<typeof skuFactsRow>;

// One select for both lookups: by sku, and every size of a colour part number (quick order's
// "which size?"), so the two cannot drift apart.
const SKU_FACTS_SELECT = (locale: TextLocale) => sql`
      SELECT s.sku, v.id AS "variantId", v.part_no AS "partNo", p.base_part_no AS "basePartNo",
        p.unique_name AS "uniqueName", coalesce(pt.name, p.unique_name) AS name,
        v.color_value_id AS "colorValueId", s.size_value AS size, p.quantity_factor AS "quantityFactor",
        coalesce(st.on_hand, 0) AS "onHand", coalesce(l.is_sellable, false) AS sellable
      FROM skus s
      JOIN variants v ON v.id = s.variant_id
      JOIN products p ON p.id = v.product_id
      LEFT JOIN ${productTexts(locale)} pt ON pt.product_id = p.id
      LEFT JOIN stock st ON st.sku = s.sku
      LEFT JOIN variant_listing l ON l.variant_id = v.id`;

/** What carts and price calls know of skus, with the shape of its rows (productRepository.int.test.ts). */
export const skuFactsQueries = {
  skuFacts: rowQuery(
    skuFactsRow,
    (skus: readonly string[], locale: TextLocale) => sql`
      ${SKU_FACTS_SELECT(locale)}
      WHERE s.sku = ANY(${sql.param(skus)}::text[])`,
  ),
  /** Every size of the colour part numbers, in the catalogue's size order (the sku's own order). */
  sizesOfParts: rowQuery(
    skuFactsRow,
    (partNos: readonly string[], locale: TextLocale) => sql`
      ${SKU_FACTS_SELECT(locale)}
      WHERE v.part_no = ANY(${sql.param(partNos)}::text[])
      ORDER BY v.part_no, s.sort_order, s.sku`,
  ),
};

/** The facts of the skus that exist, in one statement (none for no skus). */
export const loadSkuFacts = (handle: DatabaseHandle, skus: readonly string[], locale: TextLocale) =>
  skus.length === 0 ? Promise.resolve([]) : skuFactsQueries.skuFacts.run(handle, skus, locale);

/** Every size of the colour part numbers that exist (quick order offers them when a size is missing). */
export const loadSizesOfParts = (handle: DatabaseHandle, partNos: readonly string[], locale: TextLocale) =>
  partNos.length === 0 ? Promise.resolve([]) : skuFactsQueries.sizesOfParts.run(handle, partNos, locale);
