import { conflict, notFound } from '@workwear/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { DatabaseHandle } from './connection';

/**
 * The optimistic-concurrency column of rows people edit concurrently (carts, cart rows, companies,
 * settings): `version: versionColumn()` in the table. A row starts at 1; every change goes through
 * updateVersioned, which bumps it; readers send back the version they saw.
 */
export { versionColumn } from './schema/common';

export type VersionedTable = PgTable & { version: PgColumn };

export interface VersionedTarget {
  /** Identifies the one row (e.g. eq(carts.id, id)); company scoping belongs here too. */
  where: SQL;
  /** The version the caller read and edited. */
  version: number;
  /** What the row is, for the messages ("Cart 12"). */
  what: string;
}

/**
 * Updates the row only if it still has the version the caller read, and bumps that version. A stale
 * version changes nothing and throws DomainError 'conflict' (HTTP 409) carrying the current row, so
 * the caller can show what changed; a missing row throws 'not_found'. Under read committed a
 * concurrent update of the same row makes this one wait and then find the new version: exactly one of
 * two concurrent edits of one version wins.
 */
export async function updateVersioned<T extends VersionedTable>(
  handle: DatabaseHandle,
  table: T,
  target: VersionedTarget,
  values: PgUpdateSetSource<T>,
): Promise<T['$inferSelect']> {
  const set = { ...values, version: sql`${table.version} + 1` } as PgUpdateSetSource<T>;
  const updated = (await handle.db
    .update(table)
    .set(set)
    .where(and(target.where, eq(table.version, target.version)))
    .returning()) as T['$inferSelect'][];
  const [row] = updated;
  if (row) return row;
  const [current] = (await handle.db
    .select()
    .from(table as PgTable)
    .where(target.where)) as T['$inferSelect'][];
  if (!current) throw notFound(target.what);
  throw conflict(
    `${target.what} was changed by someone else (version ${target.version} is no longer current): reload it and try again.`,
    current,
  );
}
