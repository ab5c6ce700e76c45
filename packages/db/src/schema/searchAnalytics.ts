import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { languageCode } from './common';

/**
 * Search analytics events the storefront reported through /api/klevu (spec storefront-core §7), kept
 * here when no Klevu analytics endpoint is configured (apps/api/src/modules/klevu). One row per event:
 * its kind ('search', 'click', 'purchase'), the market and language it happened in, the shopper's
 * address as the API saw it (never as the client claimed it), the search term or click keywords, and
 * the rest of the event as Klevu would receive it.
 */
export const searchAnalyticsEvents = pgTable(
  'search_analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    /** The spec's market id, such as SE. */
    marketId: text('market_id').notNull(),
    language: languageCode('language').notNull(),
    shopperIp: text('shopper_ip').notNull(),
    /** The search term (search) or the keywords that led to the click (click); null for a purchase. */
    term: text('term'),
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('search_analytics_events_created').on(t.createdAt, t.id)],
);
