import type { DatabaseHandle } from '@workwear/db';
import { sql } from 'drizzle-orm';

export async function findVariantLook(handle: DatabaseHandle, partNo: string) {
  const [row] = await handle.rows<{
    shape: string;
    hex: string | null;
    imageCount: number;
    code: string;
  }>(sql`
    SELECT p.shape, pv.hex, v.image_count AS "imageCount", coalesce(pv.code, '') AS code
    FROM variants v JOIN products p ON p.id = v.product_id
    LEFT JOIN parametric_values pv ON pv.id = v.color_value_id
    WHERE v.part_no = ${partNo}`);
  return row;
}
