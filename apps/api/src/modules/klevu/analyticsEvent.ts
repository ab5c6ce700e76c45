/**
 * One search analytics event as the shop records it: what kind, where (market and language), from
 * which address (the API's view of the shopper, never a client's claim), the term or keywords, and
 * the event's own fields as Klevu takes them.
 */
export type AnalyticsEventKind = 'search' | 'click' | 'purchase';

export interface AnalyticsEvent {
  kind: AnalyticsEventKind;
  /** The spec's market id, such as SE. */
  marketId: string;
  language: string;
  shopperIp: string;
  term: string | null;
  payload: Record<string, unknown>;
}
