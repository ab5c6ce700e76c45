import type { DatabaseHandle } from '@workwear/db';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { rowQuery } from '../../lib/rowQuery';

/**
 * A product's size guide id as an SQL expression, for the size guide's own statements to start from:
 * the guide is productDetail's, the link to it is the product's, and one statement reads both.
 */
export const sizeGuideIdOfProduct = (productId: number) =>
  sql`(SELECT size_guide_id FROM products WHERE id = ${productId})`;

/** A product's measurements per size, with the shape of its rows (see productRepository.int.test.ts). */
export const dimensionQueries = {
  productDimensions: rowQuery(
    z.strictObject({ sizeCode: z.string(), measurement: z.string(), valueMm: z.number().int() }),
    (productId: number) => sql`
      SELECT d.size_code AS "sizeCode", d.measurement, d.value_mm AS "valueMm"
      FROM product_dimensions d
      LEFT JOIN skus s ON s.size_code = d.size_code AND s.variant_id = (
        SELECT id FROM variants WHERE product_id = d.product_id ORDER BY sort_order, id LIMIT 1)
      WHERE d.product_id = ${productId}
      ORDER BY s.sort_order NULLS LAST, d.size_code, d.measurement`,
  ),
};

/** In the order of the product's first colour's sizes. */
export const loadProductDimensions = (handle: DatabaseHandle, productId: number) =>
  dimensionQueries.productDimensions.run(handle, productId);
