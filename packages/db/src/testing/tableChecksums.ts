import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../connection';

/** md5 of every row of each table (as text, in a fixed order) and its row count: equal means untouched. */
export async function tableChecksums(
  handle: DatabaseHandle,
  tables: readonly string[],
): Promise<Record<string, string>> {
  const sums: Record<string, string> = {};
  for (const table of tables) {
    const [row] = await handle.rows<{ rows: number; sum: string | null }>(
      sql`SELECT count(*)::int AS rows, md5(string_agg(t::text, '|' ORDER BY t::text)) AS sum FROM ${sql.identifier(table)} t`,
    );
    sums[table] = `${row?.rows ?? 0}:${row?.sum ?? ''}`;
  }
  return sums;
}
