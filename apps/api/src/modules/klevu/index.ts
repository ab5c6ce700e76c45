// The klevu module's face, its only door for other modules, the composition root and tests:
// search analytics events and their forwarding.
export type { AnalyticsEventKind } from './analyticsEvent';
export { registerKlevuRoutes } from './handlers';
export { klevuOutboxHandler } from './klevuForwarding';
export { type AnalyticsRecorder, klevuRecorder, tableRecorder } from './recorder';
export { latestAnalyticsEvents } from './repository';
export { scheduleAnalyticsPurge } from './retention';
export { createKlevuService } from './service';
