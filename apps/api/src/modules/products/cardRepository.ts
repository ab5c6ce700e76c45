import type { DatabaseHandle } from '@workwear/db';
import type { TextLocale } from '@workwear/domain';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { rowQuery } from '../../lib/rowQuery';
import { productTexts } from './productTextsRepository';

const id = z.number().int();
const ids = z.array(id);

const summaryRow = z.strictObject({
  variantId: id,
  productId: id,
  partNo: z.string(),
  basePartNo: z.string(),
  uniqueName: z.string(),
  name: z.string(),
  primaryCategoryId: id,
  manufacturerId: z.string(),
  starsAverage: z.number().nullable(),
  popRank30: z.number().int().nullable(),
  firstSaleDate: z.string().nullable(),
  flagIds: ids,
  sizeMin: z.string().nullable(),
  sizeMax: z.string().nullable(),
  hasStock: z.boolean(),
  sellable: z.boolean(),
});
export type SummaryRow = z.infer<typeof summaryRow>;

const colourRow = z.strictObject({
  variantId: id,
  productId: id,
  partNo: z.string(),
  colorCode: z.string(),
  colorValueId: id.nullable(),
});
export type ColourRow = z.infer<typeof colourRow>;

/**
 * A card's facts of its variant and product that no language changes (p the product, v the variant):
 * the summaries below and the card facts held with the listing index select the same expressions.
 */
const cardVariantFacts = sql`
  v.first_sale_date::text AS "firstSaleDate",
  ARRAY(SELECT flag_id FROM product_flags WHERE product_id = p.id
        UNION SELECT flag_id FROM variant_flags WHERE variant_id = v.id) AS "flagIds",
  (SELECT size_value FROM skus WHERE variant_id = v.id ORDER BY sort_order ASC LIMIT 1) AS "sizeMin",
  (SELECT size_value FROM skus WHERE variant_id = v.id ORDER BY sort_order DESC LIMIT 1) AS "sizeMax"`;

const cardFactRow = z.strictObject({
  variantId: id,
  basePartNo: z.string(),
  uniqueName: z.string(),
  manufacturerId: z.string(),
  firstSaleDate: z.string().nullable(),
  flagIds: ids,
  sizeMin: z.string().nullable(),
  sizeMax: z.string().nullable(),
  colorCode: z.string().nullable(),
  colorValueId: id.nullable(),
  sortOrder: z.number().int(),
});
export type CardFactRow = z.infer<typeof cardFactRow>;

/**
 * What product cards are drawn from: the facts of every listed colour read once per listing index
 * (productDetail's cardFacts.ts) and each language's names; the summaries and colours are the same
 * facts in SQL, which the in-memory cards are held to (cardFacts.int.test.ts). Each with the shape of
 * its rows (productRepository.int.test.ts).
 */
export const cardQueries = {
  /** The facts a product card needs, for the variants a list query picked. */
  summaries: rowQuery(
    summaryRow,
    (variantIds: readonly number[], locale: TextLocale) => sql`
      SELECT v.id AS "variantId", p.id AS "productId", v.part_no AS "partNo", p.base_part_no AS "basePartNo",
        p.unique_name AS "uniqueName", pt.name, p.primary_category_id AS "primaryCategoryId",
        p.manufacturer_id AS "manufacturerId", p.stars_average::float8 AS "starsAverage", v.pop_rank_30 AS "popRank30",
        ${cardVariantFacts}, coalesce(l.has_stock, false) AS "hasStock", coalesce(l.is_sellable, false) AS sellable
      FROM variants v
      JOIN products p ON p.id = v.product_id
      JOIN ${productTexts(locale)} pt ON pt.product_id = p.id
      LEFT JOIN variant_listing l ON l.variant_id = v.id
      WHERE v.id = ANY(${sql.param(variantIds)}::int[])`,
  ),
  /**
   * Colours a card may offer: sellable colours with sizes in stock (spec section 5); the pricing
   * service keeps those with a price for the principal.
   */
  colours: rowQuery(
    colourRow,
    (productIds: readonly number[]) => sql`
      SELECT v.id AS "variantId", v.product_id AS "productId", v.part_no AS "partNo", v.color_code AS "colorCode",
        v.color_value_id AS "colorValueId"
      FROM variants v
      JOIN variant_listing l ON l.variant_id = v.id AND l.is_sellable AND l.has_stock
      WHERE v.product_id = ANY(${sql.param(productIds)}::int[])
      ORDER BY v.product_id, v.sort_order, v.id`,
  ),
  /**
   * The language-independent facts of every listed variant's card, read once per listing index
   * (cardFacts.ts); what the index itself holds (product, part number, ranks, flags of stock and
   * sale) is not repeated.
   */
  cardFacts: rowQuery(
    cardFactRow,
    () => sql`
      SELECT v.id AS "variantId", p.base_part_no AS "basePartNo", p.unique_name AS "uniqueName",
        p.manufacturer_id AS "manufacturerId", ${cardVariantFacts},
        v.color_code AS "colorCode", v.color_value_id AS "colorValueId", v.sort_order AS "sortOrder"
      FROM variant_listing l JOIN variants v ON v.id = l.variant_id JOIN products p ON p.id = v.product_id`,
  ),
  /** Every product's name in a text locale, read once per listing index and locale (cardFacts.ts). */
  cardNames: rowQuery(
    z.strictObject({ productId: id, name: z.string() }),
    (locale: TextLocale) => sql`
      SELECT product_id AS "productId", name FROM ${productTexts(locale)} pt`,
  ),
};

const q = cardQueries;

export const loadSummaries = (handle: DatabaseHandle, variantIds: readonly number[], locale: TextLocale) =>
  variantIds.length === 0 ? Promise.resolve([]) : q.summaries.run(handle, variantIds, locale);

export const loadColours = (handle: DatabaseHandle, productIds: readonly number[]) =>
  productIds.length === 0 ? Promise.resolve([]) : q.colours.run(handle, productIds);
