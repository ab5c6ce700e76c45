import { type DatabaseHandle, openDatabase } from '../connection';
import { createServerDatabase, testServerUrl } from './serverDatabase';

export interface DatabaseTarget {
  name: 'PGlite' | 'PostgreSQL server';
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
  const serverUrl = testServerUrl();
  if (serverUrl) {
    targets.push({
      name: 'PostgreSQL server',
      open: async () => {
        const database = await createServerDatabase(prefix, serverUrl);
        const handle = await openDatabase({ url: database.url, poolSize });
        return {
          handle,
          dispose: async () => {
            await handle.close();
            await database.dispose();
          },
        };
      },
    });
  }
  return targets;
}

/** Why a concurrency case does not run on PGlite, for its visible skip. */
export const ONE_CONNECTION = 'needs the PostgreSQL server (TEST_DATABASE_URL): PGlite has one connection';
