import { type DatabaseHandle, migrateDatabase, openDatabase } from '@workwear/db';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { testServer } from './testServer';

export interface OutboxDatabase {
  /** Two handles on one database: two pools on the server, the one shared PGlite otherwise. */
  handles: [DatabaseHandle, DatabaseHandle];
  /** True on the PostgreSQL server, where the two handles really run side by side. */
  concurrent: boolean;
  /** The database's clock, so a test's `now` is at or after every entry's insert time. */
  databaseNow(): Promise<Date>;
  clearOutbox(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The database of the outbox and mail tests: the run's PostgreSQL database (TEST_DATABASE_URL) with two
 * pools, as two API processes would have, or the shared in-memory PGlite of the integration tests.
 */
export async function outboxDatabase(): Promise<OutboxDatabase> {
  const url = inject('databaseUrl');
  let handles: [DatabaseHandle, DatabaseHandle];
  let close = async () => {};
  if (url) {
    handles = [await openDatabase({ url, poolSize: 4 }), await openDatabase({ url, poolSize: 4 })];
    await migrateDatabase(handles[0]);
    close = async () => {
      await Promise.all(handles.map((h) => h.close()));
    };
  } else {
    const { handle } = await testServer();
    handles = [handle, handle];
  }
  const [first] = handles;
  return {
    handles,
    concurrent: Boolean(url),
    async databaseNow() {
      const [row] = await first.rows<{ now: Date | string }>(sql`SELECT now() AS now`);
      return new Date(row!.now);
    },
    async clearOutbox() {
      await first.db.execute(sql`DELETE FROM mail_messages`);
      await first.db.execute(sql`DELETE FROM outbox`);
    },
    close,
  };
}
