import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './connection';
import { ONE_CONNECTION } from './testing/databaseTargets';
import { createServerDatabase, testServerUrl } from './testing/serverDatabase';

const serverUrl = testServerUrl();

async function terminateBackendsOf(database: string): Promise<number> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const result = await admin.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [database],
    );
    return result.rowCount ?? 0;
  } finally {
    await admin.end();
  }
}

async function backendsOf(database: string): Promise<number> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const result = await admin.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
      [database],
    );
    return result.rows[0]?.n ?? 0;
  } finally {
    await admin.end();
  }
}

describe('the server connection pool', () => {
  it('survives an idle connection ended by the server, tells onIdleError, and reconnects', async (ctx) => {
    if (!serverUrl) ctx.skip(ONE_CONNECTION);
    const database = await createServerDatabase('pool_error_test', serverUrl as string);
    const errors: Error[] = [];
    const handle = await openDatabase({ url: database.url, poolSize: 2, onIdleError: (e) => errors.push(e) });
    try {
      await handle.rows(sql`SELECT 1`);
      expect(await terminateBackendsOf(database.name)).toBe(1);
      await expect.poll(() => errors.length).toBe(1);
      expect(errors[0]?.message).toMatch(/terminating connection/);
      expect(await handle.rows<{ n: number }>(sql`SELECT 2 AS n`)).toEqual([{ n: 2 }]);
    } finally {
      await handle.close();
      await database.dispose();
    }
  });

  it('closes only once every connection has ended', async (ctx) => {
    if (!serverUrl) ctx.skip(ONE_CONNECTION);
    const database = await createServerDatabase('pool_close_test', serverUrl as string);
    const handle = await openDatabase({ url: database.url, poolSize: 4 });
    try {
      await Promise.all(Array.from({ length: 4 }, () => handle.rows(sql`SELECT pg_sleep(0.05)`)));
      expect(await backendsOf(database.name)).toBe(4);
      await handle.close();
      expect(await backendsOf(database.name)).toBe(0);
    } finally {
      await database.dispose();
    }
  });
});

describe('prepared statements', () => {
  const twice = async (handle: Awaited<ReturnType<typeof openDatabase>>) => {
    const ask = (n: number, word: string) =>
      handle.prepared<{ n: number; word: string }>(sql`SELECT ${n}::int + 1 AS n, ${word}::text AS word`);
    return [await ask(1, 'ręka'), await ask(41, 'řeka')];
  };

  it('answer as rows does on the embedded database', async () => {
    const handle = await openDatabase();
    try {
      expect(await twice(handle)).toEqual([[{ n: 2, word: 'ręka' }], [{ n: 42, word: 'řeka' }]]);
    } finally {
      await handle.close();
    }
  });

  it('are named, parsed once per server connection and reused with other values', async (ctx) => {
    if (!serverUrl) ctx.skip(ONE_CONNECTION);
    const database = await createServerDatabase('prepared_test', serverUrl as string);
    const handle = await openDatabase({ url: database.url, poolSize: 1 });
    try {
      expect(await twice(handle)).toEqual([[{ n: 2, word: 'ręka' }], [{ n: 42, word: 'řeka' }]]);
      const held = await handle.rows<{ name: string; calls: number }>(
        sql`SELECT name, generic_plans + custom_plans AS calls FROM pg_prepared_statements`,
      );
      expect(held).toEqual([{ name: expect.stringMatching(/^s_[0-9a-f]{20}$/), calls: 2 }]);
    } finally {
      await handle.close();
      await database.dispose();
    }
  });
});
