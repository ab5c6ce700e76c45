import { analyticsEventSchema } from '@workwear/contracts';
import { toDecimalString } from '@workwear/domain';
import { defineOutboxHandler } from '../../outbox/outboxHandler';
import type { AnalyticsEvent } from './analyticsEvent';

/** The outbox topic of events on their way to Klevu. */
export const KLEVU_TOPIC = 'klevu.analytics';

/** Klevu's analytics endpoint and the shop's key (KLEVU_ANALYTICS_URL, KLEVU_API_KEY). */
export interface KlevuEndpoint {
  url: string;
  apiKey: string;
  /** How long one delivery may take before it counts as failed (and is retried with back-off). */
  timeoutMs?: number;
}

const text = (value: unknown): string => (value === undefined || value === null ? '' : String(value));

/**
 * The request Klevu's analytics API takes for an event, after its public documentation: searches and
 * clicks as GET parameters (klevu_*), a purchase as an order_purchase event in JSON. Only this function
 * knows Klevu's wire format; the shop's own names stay in the contracts.
 */
export function klevuRequestOf(event: AnalyticsEvent, endpoint: KlevuEndpoint): Request {
  const base = endpoint.url.replace(/\/+$/, '');
  const p = event.payload;
  const get = (path: string, params: Record<string, string>) =>
    new Request(`${base}${path}?${new URLSearchParams({ klevu_apiKey: endpoint.apiKey, ...params })}`);
  switch (event.kind) {
    case 'search':
      return get('/analytics/n-search/search', {
        klevu_term: text(event.term),
        klevu_totalResults: text(p.totalResults),
        klevu_typeOfQuery: text(p.typeOfQuery),
        klevu_shopperIP: event.shopperIp,
        klevu_language: event.language,
        klevu_marketId: event.marketId,
      });
    case 'click':
      return get('/analytics/productTracking', {
        klevu_keywords: text(event.term),
        klevu_type: text(p.type),
        klevu_productId: text(p.productId),
        klevu_productGroupId: text(p.productGroupId),
        klevu_productVariantId: text(p.productVariantId),
        klevu_productName: text(p.productName),
        klevu_productUrl: text(p.productUrl),
        klevu_shopperIP: event.shopperIp,
        klevu_language: event.language,
        klevu_marketId: event.marketId,
      });
    case 'purchase': {
      const items = (p.items as { unit_price: number }[]).map((item) => ({
        ...item,
        unit_price: toDecimalString(item.unit_price),
      }));
      const body = [
        {
          event: 'order_purchase',
          event_apikey: endpoint.apiKey,
          event_version: '1.0.0',
          event_data: { items, lang: event.language, marketId: event.marketId },
          user_profile: { ...(p.userProfile as object), ip_address: event.shopperIp },
        },
      ];
      return new Request(`${base}/analytics/collect`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    }
  }
}

/**
 * Delivers klevu.analytics entries. A repeat after a lost lease sends the event twice; Klevu counts
 * it twice, which an analytics figure can bear (at least once, as every outbox handler).
 */
export function klevuOutboxHandler(endpoint: KlevuEndpoint) {
  return defineOutboxHandler({
    topic: KLEVU_TOPIC,
    payload: analyticsEventSchema,
    async deliver(event) {
      const response = await fetch(klevuRequestOf(event, endpoint), {
        signal: AbortSignal.timeout(endpoint.timeoutMs ?? 10_000),
        redirect: 'error',
      });
      await response.body?.cancel();
      if (!response.ok) throw new Error(`Klevu answered ${response.status} to a ${event.kind} event`);
    },
  });
}
