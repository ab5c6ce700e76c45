import type { DatabaseHandle } from '@workwear/db';
import type { Logger } from '../../logger';
import { deleteAnalyticsEventsBefore } from './repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Kept events hold shoppers' addresses (and a buyer's e-mail address on a purchase): they are personal
 * data, kept only as long as the analytics need them. Deletes events older than `retentionDays`.
 */
export function purgeOldAnalyticsEvents(handle: DatabaseHandle, retentionDays: number, now = new Date()) {
  return deleteAnalyticsEventsBefore(handle, new Date(now.getTime() - retentionDays * DAY_MS));
}

/** Runs the purge once an hour in the API process; returns a function that stops it. */
export function scheduleAnalyticsPurge(
  handle: DatabaseHandle,
  logger: Logger,
  retentionDays: number,
  intervalMs = 60 * 60 * 1000,
): () => void {
  const timer = setInterval(() => {
    purgeOldAnalyticsEvents(handle, retentionDays).then(
      (purged) => {
        if (purged > 0) logger.info({ purged }, 'Purged old search analytics events');
      },
      (error: unknown) => logger.warn({ err: error }, 'Purging old search analytics events failed'),
    );
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
