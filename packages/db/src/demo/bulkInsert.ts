import { type SQL, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../connection';

export type PgType =
  | 'int'
  | 'bigint'
  | 'text'
  | 'date'
  | 'timestamptz'
  | 'numeric'
  | 'boolean'
  | 'jsonb'
  | 'char';

export interface BulkColumn {
  name: string;
  pgType: PgType;
}

export type BulkValue = string | number | boolean | null;

/** Rows per statement: large enough to amortise round trips, small enough for PGlite's memory. */
export const DEFAULT_CHUNK_ROWS = 10_000;

/**
 * Inserts rows column-wise: one array parameter per column and `SELECT * FROM unnest(...)`, so a
 * chunk of ten thousand rows is one statement with a handful of parameters instead of tens of
 * thousands of placeholders. Accepts an array or any iterable (a generator keeps memory flat).
 * Returns the number of rows written.
 */
export async function bulkInsert(
  handle: DatabaseHandle,
  tableName: string,
  columns: readonly BulkColumn[],
  rows: Iterable<readonly BulkValue[]>,
  chunkRows: number = DEFAULT_CHUNK_ROWS,
): Promise<number> {
  let buffers = columns.map((): BulkValue[] => []);
  let pending = 0;
  let written = 0;
  for (const row of rows) {
    if (row.length !== columns.length) {
      throw new Error(`${tableName}: row has ${row.length} values for ${columns.length} columns`);
    }
    for (let c = 0; c < columns.length; c++) (buffers[c] as BulkValue[]).push(row[c] as BulkValue);
    pending++;
    if (pending >= chunkRows) {
      await handle.db.execute(insertStatement(tableName, columns, buffers));
      written += pending;
      buffers = columns.map((): BulkValue[] => []);
      pending = 0;
    }
  }
  if (pending > 0) {
    await handle.db.execute(insertStatement(tableName, columns, buffers));
    written += pending;
  }
  return written;
}

function insertStatement(tableName: string, columns: readonly BulkColumn[], values: BulkValue[][]): SQL {
  const names = sql.join(
    columns.map((c) => sql.identifier(c.name)),
    sql`, `,
  );
  // sql.param keeps each array one parameter; a bare array in the template would expand to a list.
  const arrays = sql.join(
    columns.map((c, i) => sql`${sql.param(values[i])}::${sql.raw(arrayType(c.pgType))}`),
    sql`, `,
  );
  return sql`INSERT INTO ${sql.identifier(tableName)} (${names}) SELECT * FROM unnest(${arrays})`;
}

function arrayType(pgType: PgType): string {
  return pgType === 'char' ? 'text[]' : `${pgType}[]`;
}
