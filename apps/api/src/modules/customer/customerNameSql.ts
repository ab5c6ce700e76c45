import { type SQL, sql } from 'drizzle-orm';

/**
 * A customer's name (first and last, as the company's people lists show it) as an SQL expression, for
 * another module's statement to embed: an order's page names each line's co-worker in the statement
 * that reads the lines, and the customers table stays this module's alone. Null for no customer.
 */
export const customerNameOf = (customerId: SQL) =>
  sql`(SELECT nullif(trim(concat_ws(' ', c.first_name, c.last_name)), '') FROM customers c WHERE c.id = ${customerId})`;
