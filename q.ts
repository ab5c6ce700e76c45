import { sql } from 'drizzle-orm';
import { ensureReadModels, migrateDatabase, openDatabase } from './packages/db/src/index';

const h = await openDatabase({ url: 'postgres://postgres@127.0.0.1:5432/workwear_bench_50000' });

const colour = (
  await h.rows<{ id: number }>(
    sql`SELECT v AS id FROM variant_listing, unnest(value_ids) v JOIN parametric_values pv ON pv.id = v WHERE pv.parametric_id = 1 GROUP BY v ORDER BY count(*) DESC LIMIT 1`,
  )
)[0]!.id;
const q = sql`EXPLAIN (ANALYZE, BUFFERS) WITH matched AS (SELECT l.variant_id, l.part_no, l.pop_rank, l.prices[1] AS price, 1::bigint AS rn
  FROM variant_listing l
  WHERE l.is_sellable AND l.has_stock AND l.value_ids && ${`{${colour}}`}::int[] AND l.value_ids && '{2027}'::int[] AND l.prices[1] IS NOT NULL)
  SELECT variant_id, price, count(*) OVER ()::int AS total FROM matched WHERE rn = 1 ORDER BY price ASC NULLS LAST, part_no LIMIT 24`;
for (const r of await h.rows<Record<string, string>>(q)) console.log(Object.values(r)[0]);
await h.close();
