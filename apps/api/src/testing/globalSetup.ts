import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string | undefined;
  }
}

/**
 * With TEST_DATABASE_URL set, integration tests get a database of their own on that server,
 * created here and dropped afterwards, so runs never see each other's rows.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    project.provide('databaseUrl', undefined);
    return;
  }
  const name = `workwear_it_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  project.provide('databaseUrl', url.toString());
  return async () => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  };
}
