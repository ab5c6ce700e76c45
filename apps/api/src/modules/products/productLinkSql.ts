import { type SQL, sql } from 'drizzle-orm';

/**
 * The unique name (the product page's address) of the product a colour part number belongs to, as an
 * SQL expression for another module's statement: an order's lines link to their products. Null when
 * the colour is no longer in the catalogue.
 */
export const productUniqueNameOfPartNo = (partNo: SQL) =>
  sql`(SELECT p.unique_name FROM variants v JOIN products p ON p.id = v.product_id WHERE v.part_no = (${partNo})::char(12) LIMIT 1)`;
