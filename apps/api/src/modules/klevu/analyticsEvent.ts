// The event's shape is the contract's, shared with the outbox payload and the development tools.
export type { AnalyticsEvent, AnalyticsEventKind } from '@workwear/contracts';
