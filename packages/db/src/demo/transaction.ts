import type { SQL } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../connection';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Runs work in one transaction, handing it a DatabaseHandle whose statements all go through that
 * transaction: on a server pool that also means one connection, which SET LOCAL and advisory
 * locks need.
 */
export async function inTransaction<T>(
  handle: DatabaseHandle,
  work: (scoped: DatabaseHandle) => Promise<T>,
): Promise<T> {
  return handle.db.transaction(async (tx) => work(scopedHandle(handle, tx)));
}

function scopedHandle(handle: DatabaseHandle, tx: Transaction): DatabaseHandle {
  // A Drizzle transaction is a PgDatabase underneath; only its generic parameters differ.
  const db = tx as unknown as Database;
  return {
    db,
    kind: handle.kind,
    rows: async <T>(query: SQL): Promise<T[]> => {
      const result = (await db.execute(query)) as unknown as { rows: T[] };
      return result.rows;
    },
    close: () => handle.close(),
  };
}
