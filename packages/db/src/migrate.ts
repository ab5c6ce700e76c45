import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { ADVISORY_LOCK } from './advisoryLocks';
import type { DatabaseHandle, Schema } from './connection';

export const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));

/**
 * Applies the committed SQL migrations; the same files run on PGlite and on a server. Tests may name
 * another folder (for instance one holding only the earlier migrations).
 *
 * On a server several API processes may start at once: the migrator's own steps (create its schema and
 * table, read the last applied migration, apply the rest) race between processes, so the whole run
 * holds a session advisory lock on one dedicated connection. A second process waits, then finds
 * everything applied. PGlite is one process with one connection: nothing to lock against.
 */
export async function migrateDatabase(handle: DatabaseHandle, folder = migrationsFolder): Promise<void> {
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase<Schema>, { migrationsFolder: folder });
    return;
  }
  await handle.dedicated(async (db) => {
    await db.execute(sql`SELECT pg_advisory_lock(${ADVISORY_LOCK.migrations})`);
    try {
      await migratePg(db as unknown as NodePgDatabase<Schema>, { migrationsFolder: folder });
    } finally {
      await db.execute(sql`SELECT pg_advisory_unlock(${ADVISORY_LOCK.migrations})`);
    }
  });
}
