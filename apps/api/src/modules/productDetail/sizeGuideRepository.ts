import type { DatabaseHandle } from '@workwear/db';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { rowQuery } from '../../lib/rowQuery';
import { loadProductDimensions, sizeGuideIdOfProduct } from '../products';

const bodyMeasurementTableRow = z.strictObject({
  tableType: z.string(),
  gender: z.string(),
  columns: z.array(z.string()),
  rows: z.array(z.strictObject({ size: z.string(), values: z.array(z.number()) })),
});

/** A size guide named directly, or as the guide of a product. */
export type SizeGuideKey = { sizeGuideId: number } | { productId: number };

const sizeGuideIdOf = (key: SizeGuideKey) =>
  'sizeGuideId' in key ? sql`${key.sizeGuideId}` : sizeGuideIdOfProduct(key.productId);

/** Every raw query of size guides, each with the shape of its rows (see sizeGuideRepository.int.test.ts). */
export const sizeGuideQueries = {
  /** Every body-measurement table of a size guide, by table type and gender. */
  bodyMeasurementTables: rowQuery(
    bodyMeasurementTableRow,
    (key: SizeGuideKey) => sql`
      SELECT b.table_type AS "tableType", b.gender, b.columns, b.rows
      FROM body_measurement_tables b
      WHERE b.size_guide_id = ${sizeGuideIdOf(key)}
      ORDER BY b.table_type, b.gender`,
  ),
  productGuide: rowQuery(
    z.strictObject({ content: z.string().nullable(), fallbackPdfUrl: z.string().nullable() }),
    (productId: number, language: string) => sql`
      SELECT c.content, g.fallback_pdf_url AS "fallbackPdfUrl"
      FROM size_guides g
      LEFT JOIN size_guide_content c ON c.size_guide_id = g.id AND c.language = ${language}
      WHERE g.id = ${sizeGuideIdOfProduct(productId)}`,
  ),
  /**
   * A size guide by its code, with its text in the first of the languages that has one (null when
   * none has).
   */
  guideByCode: rowQuery(
    z.strictObject({
      id: z.number().int(),
      code: z.string(),
      fallbackPdfUrl: z.string().nullable(),
      content: z.string().nullable(),
    }),
    (code: string, languages: readonly string[]) => {
      const order = sql.param(languages);
      return sql`
        SELECT g.id, g.code, g.fallback_pdf_url AS "fallbackPdfUrl",
          (SELECT c.content FROM size_guide_content c
           WHERE c.size_guide_id = g.id AND c.language::text = ANY(${order}::text[])
           ORDER BY array_position(${order}::text[], c.language::text) LIMIT 1) AS content
        FROM size_guides g
        WHERE g.code = ${code}`;
    },
  ),
};

export const loadBodyMeasurementTables = (handle: DatabaseHandle, key: SizeGuideKey) =>
  sizeGuideQueries.bodyMeasurementTables.run(handle, key);

export async function loadSizeGuide(handle: DatabaseHandle, productId: number, language: string) {
  const [[guide], tables, dimensions] = await Promise.all([
    sizeGuideQueries.productGuide.run(handle, productId, language),
    loadBodyMeasurementTables(handle, { productId }),
    loadProductDimensions(handle, productId),
  ]);
  return { guide, tables, dimensions };
}

/** Undefined when no guide has the code. */
export async function findSizeGuideByCode(
  handle: DatabaseHandle,
  code: string,
  languages: readonly string[],
) {
  const [guide] = await sizeGuideQueries.guideByCode.run(handle, code, languages);
  return guide;
}
