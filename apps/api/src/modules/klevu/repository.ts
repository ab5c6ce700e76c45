import { type DatabaseHandle, schema, type TransactionHandle } from '@workwear/db';
import { desc, lt } from 'drizzle-orm';
import type { AnalyticsEvent } from './analyticsEvent';

const { searchAnalyticsEvents: events } = schema;

/** Keeps one event in the caller's transaction. */
export async function insertAnalyticsEvent(tx: TransactionHandle, event: AnalyticsEvent): Promise<void> {
  await tx.db.insert(events).values(event);
}

/** The latest kept events, newest first (development tools and tests). */
export async function latestAnalyticsEvents(handle: DatabaseHandle, limit: number) {
  return handle.db.select().from(events).orderBy(desc(events.createdAt), desc(events.id)).limit(limit);
}

/** Deletes the kept events created before `cutoff`; returns how many. */
export async function deleteAnalyticsEventsBefore(handle: DatabaseHandle, cutoff: Date): Promise<number> {
  const deleted = await handle.db
    .delete(events)
    .where(lt(events.createdAt, cutoff))
    .returning({ id: events.id });
  return deleted.length;
}
