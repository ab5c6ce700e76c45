import type { DatabaseHandle } from '@workwear/db';
import { sql } from 'drizzle-orm';
import { intArray } from './sqlArrays';

export interface SummaryRow {
  variantId: number;
  productId: number;
  partNo: string;
  basePartNo: string;
  uniqueName: string;
  name: string;
  primaryCategoryId: number;
  manufacturerId: string;
  starsAverage: number | null;
  popRank30: number | null;
  firstSaleDate: string | null;
  flagIds: number[];
  sizeMin: string | null;
  sizeMax: string | null;
  hasStock: boolean;
}

export interface ColourRow {
  productId: number;
  partNo: string;
  colorCode: string;
  colorValueId: number | null;
}

/** The facts a product card needs, for the variants a list query picked. */
export async function loadSummaries(handle: DatabaseHandle, variantIds: number[], language: string) {
  if (variantIds.length === 0) return [];
  return handle.rows<SummaryRow>(sql`
    SELECT v.id AS "variantId", p.id AS "productId", v.part_no AS "partNo", p.base_part_no AS "basePartNo",
      p.unique_name AS "uniqueName", pt.name, p.primary_category_id AS "primaryCategoryId",
      p.manufacturer_id AS "manufacturerId", p.stars_average::float8 AS "starsAverage", v.pop_rank_30 AS "popRank30",
      v.first_sale_date::text AS "firstSaleDate",
      ARRAY(SELECT flag_id FROM product_flags WHERE product_id = p.id
            UNION SELECT flag_id FROM variant_flags WHERE variant_id = v.id) AS "flagIds",
      (SELECT size_value FROM skus WHERE variant_id = v.id ORDER BY sort_order ASC LIMIT 1) AS "sizeMin",
      (SELECT size_value FROM skus WHERE variant_id = v.id ORDER BY sort_order DESC LIMIT 1) AS "sizeMax",
      coalesce(l.has_stock, false) AS "hasStock"
    FROM variants v
    JOIN products p ON p.id = v.product_id
    JOIN product_translations pt ON pt.product_id = p.id AND pt.language = ${language}
    LEFT JOIN variant_listing l ON l.variant_id = v.id
    WHERE v.id = ANY(${intArray(variantIds)})`);
}

/** Colours a card offers: sellable colours with sizes in stock and a price in the list (spec section 5). */
export async function loadColours(handle: DatabaseHandle, productIds: number[], priceListId: number) {
  if (productIds.length === 0) return [];
  return handle.rows<ColourRow>(sql`
    SELECT v.product_id AS "productId", v.part_no AS "partNo", v.color_code AS "colorCode", v.color_value_id AS "colorValueId"
    FROM variants v
    JOIN variant_listing l ON l.variant_id = v.id AND l.is_sellable AND l.has_stock
    JOIN variant_prices vp ON vp.variant_id = v.id AND vp.price_list_id = ${priceListId}
    WHERE v.product_id = ANY(${intArray(productIds)})
    ORDER BY v.product_id, v.sort_order, v.id`);
}

export interface ProductRef {
  productId: number;
  partNo: string | null;
}

/** Finds a product by base part number (8), colour part number (12) or full sku. */
export async function findProductBySku(handle: DatabaseHandle, sku: string): Promise<ProductRef | undefined> {
  const [row] = await handle.rows<ProductRef>(sql`
    SELECT p.id AS "productId", NULL::text AS "partNo" FROM products p WHERE p.base_part_no = ${sku}
    UNION ALL
    SELECT v.product_id, v.part_no FROM variants v WHERE v.part_no = ${sku.slice(0, 12)} AND length(${sku}) >= 12
      AND (length(${sku}) = 12 OR EXISTS (SELECT 1 FROM skus s WHERE s.sku = ${sku}))
    LIMIT 1`);
  return row;
}

export async function findProductByUniqueName(handle: DatabaseHandle, uniqueName: string) {
  const [row] = await handle.rows<ProductRef>(sql`
    SELECT id AS "productId", NULL::text AS "partNo" FROM products WHERE unique_name = ${uniqueName}`);
  return row;
}

export interface ProductRow {
  id: number;
  basePartNo: string;
  uniqueName: string;
  primaryCategoryId: number;
  familyId: number | null;
  sizeGuideId: number | null;
  manufacturerId: string;
  customImageSortOrder: number | null;
  starsAverage: number | null;
  name: string;
  description: string;
  seoTitle: string;
  seoDescription: string;
  categoryIds: number[];
  flagIds: number[];
  valueIds: number[];
  usps: string[];
}

export interface VariantRow {
  id: number;
  partNo: string;
  colorCode: string | null;
  colorValueId: number | null;
  imageCount: number;
  popRank30: number | null;
  popRank60: number | null;
  firstSaleDate: string | null;
  flagIds: number[];
  price: number | null;
  priceIncVat: number | null;
  marketPrice: number | null;
  marketPriceIncVat: number | null;
}

export interface SkuRow {
  variantId: number;
  sku: string;
  sizeCode: string;
  sizeValue: string;
  sizeAlternateCode: string | null;
  sizeAlternateValue: string | null;
  onHand: number;
  nextDeliveryDate: string | null;
}

export async function loadProductDetail(
  handle: DatabaseHandle,
  productId: number,
  language: string,
  priceListId: number,
  marketPriceListId: number,
) {
  const [[product], variants, skus] = await Promise.all([
    handle.rows<ProductRow>(sql`
      SELECT p.id, p.base_part_no AS "basePartNo", p.unique_name AS "uniqueName",
        p.primary_category_id AS "primaryCategoryId", p.family_id AS "familyId", p.size_guide_id AS "sizeGuideId",
        p.manufacturer_id AS "manufacturerId", p.custom_image_sort_order AS "customImageSortOrder",
        p.stars_average::float8 AS "starsAverage", pt.name, pt.description, pt.seo_title AS "seoTitle",
        pt.seo_description AS "seoDescription",
        ARRAY(SELECT p.primary_category_id UNION SELECT category_id FROM product_categories WHERE product_id = p.id) AS "categoryIds",
        ARRAY(SELECT flag_id FROM product_flags WHERE product_id = p.id) AS "flagIds",
        ARRAY(SELECT value_id FROM product_parametric_values WHERE product_id = p.id) AS "valueIds",
        ARRAY(SELECT text FROM product_usps WHERE product_id = p.id AND language = ${language}
              ORDER BY position LIMIT 10) AS usps
      FROM products p JOIN product_translations pt ON pt.product_id = p.id AND pt.language = ${language}
      WHERE p.id = ${productId}`),
    handle.rows<VariantRow>(sql`
      SELECT v.id, v.part_no AS "partNo", v.color_code AS "colorCode", v.color_value_id AS "colorValueId",
        v.image_count AS "imageCount", v.pop_rank_30 AS "popRank30", v.pop_rank_60 AS "popRank60",
        v.first_sale_date::text AS "firstSaleDate",
        ARRAY(SELECT flag_id FROM variant_flags WHERE variant_id = v.id) AS "flagIds",
        vp.price, vp.price_inc_vat AS "priceIncVat", mp.price AS "marketPrice", mp.price_inc_vat AS "marketPriceIncVat"
      FROM variants v
      LEFT JOIN variant_prices vp ON vp.variant_id = v.id AND vp.price_list_id = ${priceListId}
      LEFT JOIN variant_prices mp ON mp.variant_id = v.id AND mp.price_list_id = ${marketPriceListId}
      WHERE v.product_id = ${productId}
      ORDER BY v.sort_order, v.id`),
    handle.rows<SkuRow>(sql`
      SELECT s.variant_id AS "variantId", s.sku, s.size_code AS "sizeCode", s.size_value AS "sizeValue",
        s.size_alternate_code AS "sizeAlternateCode", s.size_alternate_value AS "sizeAlternateValue",
        coalesce(st.on_hand, 0) AS "onHand", st.next_delivery_date::text AS "nextDeliveryDate"
      FROM skus s JOIN variants v ON v.id = s.variant_id LEFT JOIN stock st ON st.sku = s.sku
      WHERE v.product_id = ${productId}
      ORDER BY s.sort_order, s.sku`),
  ]);
  return product ? { product, variants, skus } : undefined;
}

/** Related products in relation order, each as its first sellable colour priced in the list. */
export async function loadRelatedVariantIds(
  handle: DatabaseHandle,
  productId: number,
  kind: string,
  priceListId: number,
  limit: number,
  offset: number,
) {
  const [rows, [count]] = await Promise.all([
    handle.rows<{ variantId: number; price: number; priceIncVat: number }>(sql`
      SELECT variant_id AS "variantId", price, price_inc_vat AS "priceIncVat" FROM (
        SELECT DISTINCT ON (r.sort_order, r.related_product_id) r.sort_order, r.related_product_id,
          l.variant_id, vp.price, vp.price_inc_vat
        FROM product_relations r
        JOIN variant_listing l ON l.product_id = r.related_product_id AND l.is_sellable
        JOIN variant_prices vp ON vp.variant_id = l.variant_id AND vp.price_list_id = ${priceListId}
        WHERE r.product_id = ${productId} AND r.kind = ${kind}
        ORDER BY r.sort_order, r.related_product_id, l.has_stock DESC, l.is_default DESC, l.part_no
      ) picked
      ORDER BY sort_order, related_product_id
      LIMIT ${limit} OFFSET ${offset}`),
    handle.rows<{ total: number }>(sql`
      SELECT count(DISTINCT r.related_product_id)::int AS total
      FROM product_relations r
      JOIN variant_listing l ON l.product_id = r.related_product_id AND l.is_sellable
      JOIN variant_prices vp ON vp.variant_id = l.variant_id AND vp.price_list_id = ${priceListId}
      WHERE r.product_id = ${productId} AND r.kind = ${kind}`),
  ]);
  return { rows, total: count?.total ?? 0 };
}

export async function loadOnHand(handle: DatabaseHandle, partNos: string[]) {
  return handle.rows<{ partNo: string; sku: string; onHand: number; nextDeliveryDate: string | null }>(sql`
    SELECT v.part_no AS "partNo", s.sku, coalesce(st.on_hand, 0) AS "onHand", st.next_delivery_date::text AS "nextDeliveryDate"
    FROM variants v JOIN products p ON p.id = v.product_id
    JOIN skus s ON s.variant_id = v.id LEFT JOIN stock st ON st.sku = s.sku
    WHERE v.part_no = ANY(${`{${partNos.join(',')}}`}::text[])
       OR p.base_part_no = ANY(${`{${partNos.join(',')}}`}::text[])
    ORDER BY v.part_no, s.sort_order, s.sku`);
}

export interface BodyMeasurementTableRow {
  tableType: string;
  gender: string;
  columns: string[];
  rows: { size: string; values: number[] }[];
}

/** A size guide named directly, or as the guide of a product. */
export type SizeGuideKey = { sizeGuideId: number } | { productId: number };

const sizeGuideIdOf = (key: SizeGuideKey) =>
  'sizeGuideId' in key
    ? sql`${key.sizeGuideId}`
    : sql`(SELECT size_guide_id FROM products WHERE id = ${key.productId})`;

/** Every body-measurement table of a size guide, by table type and gender. */
export async function loadBodyMeasurementTables(handle: DatabaseHandle, key: SizeGuideKey) {
  return handle.rows<BodyMeasurementTableRow>(sql`
    SELECT b.table_type AS "tableType", b.gender, b.columns, b.rows
    FROM body_measurement_tables b
    WHERE b.size_guide_id = ${sizeGuideIdOf(key)}
    ORDER BY b.table_type, b.gender`);
}

export async function loadSizeGuide(handle: DatabaseHandle, productId: number, language: string) {
  const [[guide], tables, dimensions] = await Promise.all([
    handle.rows<{ content: string | null; fallbackPdfUrl: string | null }>(sql`
      SELECT c.content, g.fallback_pdf_url AS "fallbackPdfUrl"
      FROM products p JOIN size_guides g ON g.id = p.size_guide_id
      LEFT JOIN size_guide_content c ON c.size_guide_id = g.id AND c.language = ${language}
      WHERE p.id = ${productId}`),
    loadBodyMeasurementTables(handle, { productId }),
    handle.rows<{ sizeCode: string; measurement: string; valueMm: number }>(sql`
      SELECT d.size_code AS "sizeCode", d.measurement, d.value_mm AS "valueMm"
      FROM product_dimensions d
      LEFT JOIN skus s ON s.size_code = d.size_code AND s.variant_id = (
        SELECT id FROM variants WHERE product_id = d.product_id ORDER BY sort_order, id LIMIT 1)
      WHERE d.product_id = ${productId}
      ORDER BY s.sort_order NULLS LAST, d.size_code, d.measurement`),
  ]);
  return { guide, tables, dimensions };
}

/**
 * A size guide by its code, with its text in the first of the languages that has one (null when none
 * has), or undefined when no guide has the code.
 */
export async function findSizeGuideByCode(
  handle: DatabaseHandle,
  code: string,
  languages: readonly string[],
) {
  const order = sql.param([...languages]);
  const [guide] = await handle.rows<{
    id: number;
    code: string;
    fallbackPdfUrl: string | null;
    content: string | null;
  }>(sql`
    SELECT g.id, g.code, g.fallback_pdf_url AS "fallbackPdfUrl",
      (SELECT c.content FROM size_guide_content c
       WHERE c.size_guide_id = g.id AND c.language::text = ANY(${order}::text[])
       ORDER BY array_position(${order}::text[], c.language::text) LIMIT 1) AS content
    FROM size_guides g
    WHERE g.code = ${code}`);
  return guide;
}

/**
 * A page of the given products for a sitemap, ordered by unique name (byte order, so every server
 * collation gives the same pages). updatedAt is ISO 8601 in UTC, whole seconds.
 */
export async function loadSitemapEntries(
  handle: DatabaseHandle,
  productIds: readonly number[],
  offset: number,
  limit: number,
) {
  if (productIds.length === 0 || offset >= productIds.length) return [];
  return handle.rows<{ uniqueName: string; updatedAt: string }>(sql`
    SELECT unique_name AS "uniqueName",
      to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "updatedAt"
    FROM products
    WHERE id = ANY(${intArray(productIds)})
    ORDER BY unique_name COLLATE "C"
    LIMIT ${limit} OFFSET ${offset}`);
}
