import { enqueue, type TransactionHandle } from '@workwear/db';
import type { AnalyticsEvent } from './analyticsEvent';
import { KLEVU_TOPIC } from './klevuForwarding';
import { insertAnalyticsEvent } from './repository';

/**
 * Where an accepted event goes, inside the request's unit of work. A real shop forwards to Klevu's
 * analytics API; with no Klevu endpoint configured the shop keeps the events itself.
 */
export interface AnalyticsRecorder {
  readonly kind: 'table' | 'klevu';
  record(tx: TransactionHandle, event: AnalyticsEvent): Promise<void>;
}

/** The default: one row per event in search_analytics_events. No outside party, so no outbox. */
export const tableRecorder: AnalyticsRecorder = {
  kind: 'table',
  record: insertAnalyticsEvent,
};

/**
 * With KLEVU_ANALYTICS_URL set: an outbox entry per event, delivered to Klevu by the outbox worker
 * (klevuForwarding.ts) with retries and back-off, so a slow or failing Klevu never holds up a shopper.
 */
export const klevuRecorder: AnalyticsRecorder = {
  kind: 'klevu',
  async record(tx, event) {
    await enqueue(tx, KLEVU_TOPIC, event);
  },
};
