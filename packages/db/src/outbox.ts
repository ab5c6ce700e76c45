import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { DatabaseHandle } from './connection';
import { type OutboxRetryPolicy, retryDelayMs } from './outboxRetry';
import { outbox } from './schema/writes';
import { inTransaction, type TransactionHandle } from './unitOfWork';

/** An entry as the worker delivers it: `attempts` already counts the attempt under way. */
export interface OutboxEntry {
  id: number;
  topic: string;
  payload: unknown;
  attempts: number;
  createdAt: Date;
}

/** An entry as the pending-and-failed listing shows it. */
export interface OutboxRecord extends OutboxEntry {
  availableAt: Date;
  lastError: string | null;
  failedAt: Date | null;
}

/**
 * Writes an outbox entry in the caller's transaction, so it commits or rolls back with the change it
 * reports. It takes a transaction, not the database: an entry written outside the change's
 * transaction could report a change that never happened, or miss one that did.
 */
export async function enqueue(tx: TransactionHandle, topic: string, payload: unknown): Promise<number> {
  const [row] = await tx.db.insert(outbox).values({ topic, payload }).returning({ id: outbox.id });
  if (!row) throw new Error('The outbox insert returned no row');
  return row.id;
}

export interface OutboxStoreOptions {
  retry: OutboxRetryPolicy;
  /**
   * How long a claimed entry stays invisible to other workers while one delivers it. Longer than any
   * delivery should take: a worker that dies mid-delivery leaves the entry to be claimed again once
   * the lease runs out, so it is still delivered (at least once).
   */
  leaseMs: number;
  random?: () => number;
}

export type FailureOutcome = { kind: 'retry'; at: Date } | { kind: 'failed' } | { kind: 'stale' };

const selected = {
  id: outbox.id,
  topic: outbox.topic,
  payload: outbox.payload,
  attempts: outbox.attempts,
  createdAt: outbox.createdAt,
};

const listed = {
  ...selected,
  availableAt: outbox.availableAt,
  lastError: outbox.lastError,
  failedAt: outbox.failedAt,
};

const isOpen = and(isNull(outbox.deliveredAt), isNull(outbox.failedAt));

/**
 * The worker's side of the outbox. Times come from the caller's clock (`now`), not the database's,
 * so a test can step through the back-off without waiting.
 */
export function createOutboxStore(handle: DatabaseHandle, options: OutboxStoreOptions) {
  const later = (now: Date, ms: number) => new Date(now.getTime() + ms);

  return {
    /**
     * Claims up to `limit` due entries in one short transaction: the rows are locked with
     * FOR UPDATE SKIP LOCKED (another worker claiming at the same moment skips them instead of
     * waiting or taking them too), counted as an attempt and leased. Delivery happens after the
     * commit, so no lock or connection is held while a mail server is slow.
     */
    async claim(now: Date, limit: number): Promise<OutboxEntry[]> {
      return inTransaction(handle, async ({ db: tx }) => {
        const due = await tx
          .select({ id: outbox.id })
          .from(outbox)
          // now has millisecond precision, the database's times microsecond: an entry enqueued within
          // this very millisecond is due too, or a wake right after a commit would miss it.
          .where(and(isOpen, lt(outbox.availableAt, later(now, 1))))
          .orderBy(asc(outbox.availableAt), asc(outbox.id))
          .limit(limit)
          .for('update', { skipLocked: true });
        if (due.length === 0) return [];
        const claimed = await tx
          .update(outbox)
          .set({ attempts: sql`${outbox.attempts} + 1`, availableAt: later(now, options.leaseMs) })
          .where(
            inArray(
              outbox.id,
              due.map((d) => d.id),
            ),
          )
          .returning(selected);
        return claimed.sort((a, b) => a.id - b.id);
      });
    },

    /** Delivered: never claimed again. A repeat delivery after a lost lease changes nothing. */
    async markDelivered(entry: OutboxEntry, now: Date): Promise<void> {
      await handle.db
        .update(outbox)
        .set({ deliveredAt: now, lastError: null })
        .where(and(eq(outbox.id, entry.id), isNull(outbox.deliveredAt)));
    },

    /**
     * Records a failed attempt: the error, and either the time of the next attempt (back-off) or,
     * with the attempts used up, failed_at. 'stale' means another worker claimed the entry again in
     * the meantime (this worker's lease ran out), so its record is not this worker's to write.
     * `permanent` gives up at once: for entries no retry can deliver, such as a malformed payload.
     */
    async recordFailure(
      entry: OutboxEntry,
      error: string,
      now: Date,
      { permanent = false }: { permanent?: boolean } = {},
    ): Promise<FailureOutcome> {
      const delay = permanent ? null : retryDelayMs(options.retry, entry.attempts, options.random);
      const next: FailureOutcome =
        delay === null ? { kind: 'failed' } : { kind: 'retry', at: later(now, delay) };
      const updated = await handle.db
        .update(outbox)
        .set({
          lastError: error.slice(0, 2000),
          ...(next.kind === 'failed' ? { failedAt: now } : { availableAt: next.at }),
        })
        .where(and(eq(outbox.id, entry.id), eq(outbox.attempts, entry.attempts), isOpen))
        .returning({ id: outbox.id });
      return updated.length === 0 ? { kind: 'stale' } : next;
    },

    /** Entries still to deliver (due or waiting out a back-off), oldest first. */
    pending(limit: number): Promise<OutboxRecord[]> {
      return handle.db
        .select(listed)
        .from(outbox)
        .where(isOpen)
        .orderBy(asc(outbox.availableAt), asc(outbox.id))
        .limit(limit);
    },

    /** Entries given up on, newest first: they stay until someone acts on them. */
    failed(limit: number): Promise<OutboxRecord[]> {
      return handle.db
        .select(listed)
        .from(outbox)
        .where(isNotNull(outbox.failedAt))
        .orderBy(desc(outbox.failedAt), desc(outbox.id))
        .limit(limit);
    },
  };
}

export type OutboxStore = ReturnType<typeof createOutboxStore>;
