import { sql } from 'drizzle-orm';
import { migrateDatabase, openDatabase, refreshReadModels } from './packages/db/src/index';

const h = await openDatabase({ url: 'postgres://postgres@127.0.0.1:5432/workwear_bench_50000' });
await migrateDatabase(h);
const t = Date.now();
await refreshReadModels(h);
console.log('refresh ms', Date.now() - t);
console.log(await h.rows(sql`select avg(pg_column_size(l.*))::int as row_bytes from variant_listing l`));
await h.close();
