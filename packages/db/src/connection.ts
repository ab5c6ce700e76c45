import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { type PgDatabase, PgDialect, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** Both drivers give a Drizzle database of this shape; code above this file never sees which. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseOptions {
  /** postgres://... of a PostgreSQL server. Unset means the embedded database. */
  url?: string | undefined;
  /** Folder of the embedded database; unset means in memory (tests). */
  dataDir?: string | undefined;
  /** Connections in the server pool. */
  poolSize?: number | undefined;
  /**
   * Told when an idle pooled connection fails (the server restarted, an administrator ended it). The
   * pool drops that connection and opens another on the next query; without a listener the error
   * would be thrown from an event emitter and end the process.
   */
  onIdleError?: ((error: Error) => void) | undefined;
}

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Runs raw SQL and returns its rows (both drivers return { rows }). */
  rows<T>(query: SQL): Promise<T[]>;
  /**
   * The same as rows, as a named prepared statement on a server: each connection parses and plans
   * the text once, not on every call. For hot reads whose text the code fixes (values are
   * parameters); the name is the text's hash, so every distinct text is one statement per connection.
   * The embedded database and a transaction run it as rows.
   */
  prepared<T>(query: SQL): Promise<T[]>;
  /**
   * Runs work on one connection held for its whole duration: what session-level state needs
   * (pg_advisory_lock, SET without LOCAL). PGlite has only the one connection.
   */
  dedicated<T>(work: (db: Database) => Promise<T>): Promise<T>;
  /** True for the transaction-scoped handle a unit of work hands out (see unitOfWork.ts). */
  readonly inTransaction?: boolean;
  close(): Promise<void>;
}

export async function openDatabase(options: DatabaseOptions = {}): Promise<DatabaseHandle> {
  if (options.url) return openServer(options.url, options.poolSize ?? 10, options.onIdleError);
  return openEmbedded(options.dataDir);
}

function withRows(db: Database) {
  return async <T>(query: SQL): Promise<T[]> => {
    // The two drivers type execute() differently, but both resolve to an object with rows.
    const result = (await db.execute(query)) as unknown as { rows: T[] };
    return result.rows;
  };
}

async function openServer(
  url: string,
  poolSize: number,
  onIdleError: (error: Error) => void = () => {},
): Promise<DatabaseHandle> {
  // int8 (counts, sums) as numbers: our values stay far below 2^53; dates stay strings.
  pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number.parseInt(v, 10));
  pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  pool.on('error', onIdleError);
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  const dedicated = async <T>(work: (db: Database) => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    let broken = false;
    try {
      return await work(drizzlePg(client, { schema }) as unknown as Database);
    } catch (error) {
      // Session state (a lock, a SET) may be left behind: never hand this connection out again.
      broken = true;
      throw error;
    } finally {
      client.release(broken);
    }
  };
  return {
    db,
    kind: 'postgres',
    rows: withRows(db),
    prepared: namedStatements(pool),
    dedicated,
    close: () => endPool(pool),
  };
}

/** Statement names by text: a text is hashed once (texts come from code, so they are few). */
const statementNames = new Map<string, string>();

function namedStatements(pool: pg.Pool) {
  const dialect = new PgDialect();
  return async <T>(query: SQL): Promise<T[]> => {
    const { sql: text, params } = dialect.sqlToQuery(query);
    let name = statementNames.get(text);
    if (!name) {
      name = `s_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
      statementNames.set(text, name);
    }
    const result = await pool.query({ name, text, values: params as unknown[] });
    return result.rows as T[];
  };
}

/**
 * pool.end() resolves once it has asked each connection to close, not once they have: a caller that
 * drops the database or stops the server next would cut connections still saying goodbye. This waits
 * for every connection's own end.
 */
async function endPool(pool: pg.Pool): Promise<void> {
  const open = pool.totalCount;
  let ended = 0;
  const allEnded = new Promise<void>((resolve) => {
    if (open === 0) resolve();
    pool.on('remove', () => {
      ended += 1;
      if (ended >= open) resolve();
    });
  });
  await pool.end();
  await allEnded;
}

async function openEmbedded(dataDir: string | undefined): Promise<DatabaseHandle> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    extensions: { pg_trgm, unaccent },
    parsers: {
      // Same conversions as the server pool above, so both drivers return the same shapes.
      20: (v: string) => Number.parseInt(v, 10),
      1082: (v: string) => v,
    },
  });
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    rows: withRows(db),
    prepared: withRows(db),
    dedicated: (work) => work(db),
    close: () => client.close(),
  };
}
