import pg from 'pg';

export interface ServerDatabase {
  url: string;
  name: string;
  dispose(): Promise<void>;
}

/** The PostgreSQL server the test run was given, or undefined for PGlite-only runs. */
export const testServerUrl = (): string | undefined => process.env.TEST_DATABASE_URL || undefined;

/**
 * A fresh, empty database of its own on the test server (named from prefix, the process and the
 * time), for tests that migrate, truncate or start processes on it; dropped by dispose, with any
 * connection still open.
 */
export async function createServerDatabase(prefix: string, serverUrl: string): Promise<ServerDatabase> {
  const name = `${prefix}_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1000)}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    dispose: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
