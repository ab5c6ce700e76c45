import type { DatabaseHandle } from '@workwear/db';
import { languageOfTextLocale, MAX_SELLING_POINTS, PART_NO_LENGTH, type TextLocale } from '@workwear/domain';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { rowQuery } from '../../lib/rowQuery';
import { productTexts } from './productTextsRepository';

const id = z.number().int();
const ids = z.array(id);

/** A product a key names: the colour too when the key was a colour part number or sku. */
const productRef = z.strictObject({
  productId: id,
  partNo: z.string().nullable(),
  basePartNo: z.string(),
  uniqueName: z.string(),
});
export type ProductRef = z.infer<typeof productRef>;

const productRow = z.strictObject({
  id,
  basePartNo: z.string(),
  uniqueName: z.string(),
  primaryCategoryId: id,
  familyId: id.nullable(),
  sizeGuideId: id.nullable(),
  manufacturerId: z.string(),
  customImageSortOrder: z.number().int().nullable(),
  starsAverage: z.number().nullable(),
  name: z.string(),
  description: z.string(),
  seoTitle: z.string(),
  seoDescription: z.string(),
  categoryIds: ids,
  flagIds: ids,
  valueIds: ids,
  usps: z.array(z.string()),
  quantityFactor: id,
});
export type ProductRow = z.infer<typeof productRow>;

const variantRow = z.strictObject({
  id,
  partNo: z.string(),
  colorCode: z.string().nullable(),
  colorValueId: id.nullable(),
  imageCount: z.number().int(),
  popRank30: z.number().int().nullable(),
  popRank60: z.number().int().nullable(),
  firstSaleDate: z.string().nullable(),
  flagIds: ids,
});
export type VariantRow = z.infer<typeof variantRow>;

const skuRow = z.strictObject({
  variantId: id,
  sku: z.string(),
  sizeCode: z.string(),
  sizeValue: z.string(),
  sizeAlternateCode: z.string().nullable(),
  sizeAlternateValue: z.string().nullable(),
  onHand: z.number().int(),
  nextDeliveryDate: z.string().nullable(),
});
export type SkuRow = z.infer<typeof skuRow>;

/** A product id, or (inside a statement that finds the product) the SQL expression holding it. */
type ProductKey = number | SQL;

/**
 * Every raw query of a product's page, its colours, sizes and relations, each with the shape of its
 * rows (see productRepository.int.test.ts).
 */
export const productQueries = {
  /** A product by base part number (8), colour part number (12) or full sku. */
  productBySku: rowQuery(
    productRef,
    (sku: string) => sql`
      SELECT p.id AS "productId", NULL::text AS "partNo", p.base_part_no AS "basePartNo", p.unique_name AS "uniqueName"
      FROM products p WHERE p.base_part_no = ${sku}
      UNION ALL
      SELECT v.product_id, v.part_no, p.base_part_no, p.unique_name
      FROM variants v JOIN products p ON p.id = v.product_id
      WHERE v.part_no = ${sku.slice(0, PART_NO_LENGTH)} AND length(${sku}) >= ${PART_NO_LENGTH}
        AND (length(${sku}) = 12 OR EXISTS (SELECT 1 FROM skus s WHERE s.sku = ${sku}))
      LIMIT 1`,
  ),
  productByUniqueName: rowQuery(
    productRef,
    (uniqueName: string) => sql`
      SELECT id AS "productId", NULL::text AS "partNo", base_part_no AS "basePartNo", unique_name AS "uniqueName"
      FROM products WHERE unique_name = ${uniqueName}`,
  ),
  product: rowQuery(
    productRow,
    // The selling points are the language's: no culture has points of its own.
    (productId: ProductKey, locale: TextLocale) => sql`
      SELECT p.id, p.base_part_no AS "basePartNo", p.unique_name AS "uniqueName",
        p.primary_category_id AS "primaryCategoryId", p.family_id AS "familyId", p.size_guide_id AS "sizeGuideId",
        p.manufacturer_id AS "manufacturerId", p.custom_image_sort_order AS "customImageSortOrder",
        p.stars_average::float8 AS "starsAverage", pt.name, pt.description, pt.seo_title AS "seoTitle",
        pt.seo_description AS "seoDescription",
        ARRAY(SELECT p.primary_category_id UNION SELECT category_id FROM product_categories WHERE product_id = p.id) AS "categoryIds",
        ARRAY(SELECT flag_id FROM product_flags WHERE product_id = p.id) AS "flagIds",
        ARRAY(SELECT value_id FROM product_parametric_values WHERE product_id = p.id) AS "valueIds",
        ARRAY(SELECT text FROM product_usps WHERE product_id = p.id AND language = ${languageOfTextLocale(locale)}
              ORDER BY position LIMIT ${MAX_SELLING_POINTS}) AS usps, p.quantity_factor AS "quantityFactor"
      FROM products p JOIN ${productTexts(locale)} pt ON pt.product_id = p.id
      WHERE p.id = ${productId}`,
  ),
  variants: rowQuery(
    variantRow,
    // No prices: what the principal pays comes from pricing (priceVariants), over the listing index.
    (productId: ProductKey) => sql`
      SELECT v.id, v.part_no AS "partNo", v.color_code AS "colorCode", v.color_value_id AS "colorValueId",
        v.image_count AS "imageCount", v.pop_rank_30 AS "popRank30", v.pop_rank_60 AS "popRank60",
        v.first_sale_date::text AS "firstSaleDate",
        ARRAY(SELECT flag_id FROM variant_flags WHERE variant_id = v.id) AS "flagIds"
      FROM variants v
      WHERE v.product_id = ${productId}
      ORDER BY v.sort_order, v.id`,
  ),
  skus: rowQuery(
    skuRow,
    (productId: ProductKey) => sql`
      SELECT s.variant_id AS "variantId", s.sku, s.size_code AS "sizeCode", s.size_value AS "sizeValue",
        s.size_alternate_code AS "sizeAlternateCode", s.size_alternate_value AS "sizeAlternateValue",
        coalesce(st.on_hand, 0) AS "onHand", st.next_delivery_date::text AS "nextDeliveryDate"
      FROM skus s JOIN variants v ON v.id = s.variant_id LEFT JOIN stock st ON st.sku = s.sku
      WHERE v.product_id = ${productId}
      ORDER BY s.sort_order, s.sku`,
  ),
  /**
   * Related products' sellable colours in relation order, each product's colours in the order its
   * card prefers (in stock, its first colour, part number): the pricing service keeps, per product,
   * the first colour priced for the principal.
   */
  relatedCandidates: rowQuery(
    z.strictObject({ relatedProductId: id, variantId: id }),
    (productId: number, kind: string) => sql`
      SELECT r.related_product_id AS "relatedProductId", l.variant_id AS "variantId"
      FROM product_relations r
      JOIN variant_listing l ON l.product_id = r.related_product_id AND l.is_sellable
      WHERE r.product_id = ${productId} AND r.kind = ${kind}
      ORDER BY r.sort_order, r.related_product_id, l.has_stock DESC, l.is_default DESC, l.part_no`,
  ),
  /** Stock per sku of colour or base part numbers, bound as one text[] parameter. */
  onHand: rowQuery(
    z.strictObject({
      partNo: z.string(),
      sku: z.string(),
      onHand: z.number().int(),
      nextDeliveryDate: z.string().nullable(),
    }),
    (partNos: readonly string[]) => sql`
      SELECT v.part_no AS "partNo", s.sku, coalesce(st.on_hand, 0) AS "onHand", st.next_delivery_date::text AS "nextDeliveryDate"
      FROM variants v JOIN products p ON p.id = v.product_id
      JOIN skus s ON s.variant_id = v.id LEFT JOIN stock st ON st.sku = s.sku
      WHERE v.part_no = ANY(${sql.param(partNos)}::text[])
         OR p.base_part_no = ANY(${sql.param(partNos)}::text[])
      ORDER BY v.part_no, s.sort_order, s.sku`,
  ),
  /** What a variant's generated image is drawn from. */
  variantLook: rowQuery(
    z.strictObject({
      shape: z.string(),
      hex: z.string().nullable(),
      imageCount: z.number().int(),
      code: z.string(),
    }),
    (partNo: string) => sql`
      SELECT p.shape, pv.hex, v.image_count AS "imageCount", coalesce(pv.code, '') AS code
      FROM variants v JOIN products p ON p.id = v.product_id
      LEFT JOIN parametric_values pv ON pv.id = v.color_value_id
      WHERE v.part_no = ${partNo}`,
  ),
};

const detailRow = z.strictObject({
  ref: productRef,
  product: productRow.nullable(),
  variants: z.array(variantRow),
  skus: z.array(skuRow),
});
export type DetailRows = z.infer<typeof detailRow>;

const inner = productQueries;
/**
 * A product's detail in one statement: the product a key query finds (productBySku or
 * productByUniqueName), its texts in the text locale, its colours and their sizes with stock, as the queries above give them (each as JSON, in its order). One round trip
 * instead of four is most of what a product page costs the API.
 */
export const detailQuery = rowQuery(
  detailRow,
  (ref: SQL, locale: TextLocale) => {
    const id = sql`r."productId"`;
    return sql`
      SELECT row_to_json(r) AS ref,
        (SELECT row_to_json(x) FROM (${inner.product.sql(id, locale)}) x) AS product,
        (SELECT coalesce(json_agg(x), '[]') FROM (${inner.variants.sql(id)}) x) AS variants,
        (SELECT coalesce(json_agg(x), '[]') FROM (${inner.skus.sql(id)}) x) AS skus
      FROM (${ref}) r`;
  },
  // Planning this statement cost PostgreSQL more than running it: each connection plans it once.
  { prepared: true },
);

const q = productQueries;

export async function findProductBySku(handle: DatabaseHandle, sku: string) {
  const [row] = await q.productBySku.run(handle, sku);
  return row;
}

/** The product a key names (by sku or by unique name) with its detail rows, or undefined when none. */
export async function loadProductDetail(
  handle: DatabaseHandle,
  key: { sku: string } | { uniqueName: string },
  locale: TextLocale,
): Promise<DetailRows | undefined> {
  const ref = 'sku' in key ? q.productBySku.sql(key.sku) : q.productByUniqueName.sql(key.uniqueName);
  const [row] = await detailQuery.run(handle, ref, locale);
  return row;
}

/** A product's colours in its order, and the sizes of each with their stock. */
export async function loadVariants(handle: DatabaseHandle, productId: number) {
  const [variants, skus] = await Promise.all([
    q.variants.run(handle, productId),
    q.skus.run(handle, productId),
  ]);
  return { variants, skus };
}

export const loadRelatedCandidates = (handle: DatabaseHandle, productId: number, kind: string) =>
  q.relatedCandidates.run(handle, productId, kind);

export const loadOnHand = (handle: DatabaseHandle, partNos: readonly string[]) =>
  partNos.length === 0 ? Promise.resolve([]) : q.onHand.run(handle, partNos);

export async function findVariantLook(handle: DatabaseHandle, partNo: string) {
  const [row] = await q.variantLook.run(handle, partNo);
  return row;
}

/**
 * The unique name (the product page's address) of the product a colour part number belongs to, as an
 * SQL expression for another module's statement: an order's lines link to their products. Null when
 * the colour is no longer in the catalogue.
 */
export const productUniqueNameOfPartNo = (partNo: SQL) =>
  sql`(SELECT p.unique_name FROM variants v JOIN products p ON p.id = v.product_id WHERE v.part_no = (${partNo})::char(12) LIMIT 1)`;
