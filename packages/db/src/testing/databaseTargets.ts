import { sql } from 'drizzle-orm';
import { type DatabaseHandle, openDatabase } from '../connection';

export interface DatabaseTarget {
  name: string;
  open: () => Promise<{ handle: DatabaseHandle; dispose: () => Promise<void> }>;
}

/**
 * Where a database test runs: an in-memory PGlite always, and the PostgreSQL server too when
 * TEST_DATABASE_URL is set. On the server each test gets a database of its own (named from
 * `prefix`), so truncating or migrating it never touches another test's data.
 */
export function databaseTargets(prefix: string, poolSize: number): DatabaseTarget[] {
  const targets: DatabaseTarget[] = [
    {
      name: 'PGlite',
      open: async () => {
        const handle = await openDatabase({});
        return { handle, dispose: () => handle.close() };
      },
    },
  ];
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    targets.push({
      name: 'PostgreSQL server',
      open: async () => {
        const name = `${prefix}_${process.pid}_${Date.now()}`;
        const admin = await openDatabase({ url: serverUrl, poolSize: 1 });
        await admin.db.execute(sql.raw(`CREATE DATABASE ${name}`));
        const url = new URL(serverUrl);
        url.pathname = `/${name}`;
        const handle = await openDatabase({ url: url.toString(), poolSize });
        return {
          handle,
          dispose: async () => {
            await handle.close();
            await admin.db.execute(sql.raw(`DROP DATABASE IF EXISTS ${name}`));
            await admin.close();
          },
        };
      },
    });
  }
  return targets;
}
