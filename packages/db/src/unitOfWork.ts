import type { SQL } from 'drizzle-orm';
import type { PgTransactionConfig } from 'drizzle-orm/pg-core';
import type { Database, DatabaseHandle } from './connection';
import { type RetryOptions, withRetry } from './retry';

/** The handle a unit of work hands to repositories: every statement runs in its transaction. */
export type TransactionHandle = DatabaseHandle & { readonly inTransaction: true };

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface TransactionOptions {
  /** Default read committed, PostgreSQL's own default. */
  isolationLevel?: PgTransactionConfig['isolationLevel'];
}

/**
 * Runs work in one transaction, handing it a handle whose statements all go through that transaction:
 * on a server pool that also means one connection, which SET LOCAL and advisory locks need. Called
 * with a handle that is already transaction-scoped, it opens a savepoint inside that transaction.
 * No retry: use unitOfWork for use cases.
 */
export async function inTransaction<T>(
  handle: DatabaseHandle,
  work: (tx: TransactionHandle) => Promise<T>,
  options: TransactionOptions = {},
): Promise<T> {
  const config = options.isolationLevel ? { isolationLevel: options.isolationLevel } : undefined;
  return handle.db.transaction(async (tx) => work(scopedHandle(handle, tx)), config);
}

export interface UnitOfWorkOptions extends TransactionOptions, RetryOptions {}

/**
 * One use case, one transaction: work gets the transaction-scoped handle and passes it to every
 * repository it calls; everything commits together or nothing does. A serialization failure or a
 * deadlock reruns the whole of work (bounded, see withRetry), so work must have no effect outside the
 * database: external side effects go to the outbox, written in the same transaction.
 *
 * Inside another unit of work (a transaction-scoped handle) it joins that transaction: the outer one
 * owns commit and retry.
 */
export async function unitOfWork<T>(
  handle: DatabaseHandle,
  work: (tx: TransactionHandle) => Promise<T>,
  options: UnitOfWorkOptions = {},
): Promise<T> {
  if (isTransactionHandle(handle)) return work(handle);
  return withRetry(() => inTransaction(handle, work, options), options);
}

export const isTransactionHandle = (handle: DatabaseHandle): handle is TransactionHandle =>
  handle.inTransaction === true;

function scopedHandle(handle: DatabaseHandle, tx: Transaction): TransactionHandle {
  // A Drizzle transaction is a PgDatabase underneath; only its generic parameters differ.
  const db = tx as unknown as Database;
  const rows = async <T>(query: SQL): Promise<T[]> => {
    const result = (await db.execute(query)) as unknown as { rows: T[] };
    return result.rows;
  };
  return {
    db,
    kind: handle.kind,
    inTransaction: true,
    rows,
    // On the transaction's connection, unnamed: a named statement would outlive it on a pooled connection.
    prepared: rows,
    // The transaction already holds one connection for its whole duration.
    dedicated: (work) => work(db),
    close: () =>
      Promise.reject(new Error('Close the handle the transaction was opened on, not the transaction.')),
  };
}
