import { sql } from 'drizzle-orm';
import { openDatabase } from './packages/db/src/index';

const h = await openDatabase({ url: 'postgres://postgres@127.0.0.1:5432/workwear_bench_50000' });
const q = sql`EXPLAIN (ANALYZE) SELECT l.variant_id, lower(pt.name) AS sort_name FROM variant_listing l
  JOIN product_translations pt ON pt.product_id = l.product_id AND pt.language = 'sv'
  WHERE l.is_sellable AND l.has_stock AND l.category_ids && '{6008}'::int[] AND l.prices[1] IS NOT NULL
  ORDER BY sort_name ASC NULLS LAST, l.part_no LIMIT 24`;
for (const r of await h.rows<Record<string, string>>(q)) console.log(Object.values(r)[0]);
await h.close();
