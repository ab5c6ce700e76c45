import type { SearchAnalyticsEventList } from '@workwear/contracts/devTools';
import type { DatabaseHandle } from '@workwear/db';
import { type AnalyticsEventKind, type AnalyticsRecorder, latestAnalyticsEvents } from '../modules/klevu';

/** The development tools' view of search_analytics_events (newest first). */
export function keptAnalyticsEvents(handle: DatabaseHandle, recorder: AnalyticsRecorder['kind']) {
  return {
    async latest(limit: number): Promise<SearchAnalyticsEventList> {
      const rows = await latestAnalyticsEvents(handle, limit);
      return {
        recorder,
        events: rows.map((row) => ({
          ...row,
          kind: row.kind as AnalyticsEventKind,
          payload: row.payload as Record<string, unknown>,
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },
  };
}
export type KeptAnalyticsEvents = ReturnType<typeof keptAnalyticsEvents>;
