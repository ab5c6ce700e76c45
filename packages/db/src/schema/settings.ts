import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { languageCode } from './common';

/**
 * Key/value settings per market (HidePrice, ActivateDiscountCode, ShowMarketPriceForAdminsAndInternals
 * ...). Values are text as the backend stores them: 'True' / 'False' for the boolean keys.
 */
export const marketSettings = pgTable(
  'market_settings',
  {
    marketId: text('market_id').notNull(),
    key: text('key').notNull(),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.marketId, t.key] })],
);

/**
 * The top message bar per market and language. link_url is either a route token ('route:Products',
 * resolved by the storefront into the translated path) or an absolute URL.
 */
export const topMessages = pgTable(
  'top_messages',
  {
    marketId: text('market_id').notNull(),
    language: languageCode('language').notNull(),
    visibility: text('visibility').notNull(),
    text: text('text').notNull(),
    linkUrl: text('link_url'),
    linkText: text('link_text'),
  },
  (t) => [
    primaryKey({ columns: [t.marketId, t.language] }),
    check('top_messages_visibility_check', sql`${t.visibility} IN ('none', 'loggedOut', 'loggedIn')`),
  ],
);

/**
 * Feature flags per market (the spec's 12 keys, all off unless a row says otherwise). market_id is
 * the market's name ('se'); the feature service evaluates and caches them.
 */
export const featureFlags = pgTable(
  'feature_flags',
  {
    key: text('key').notNull(),
    marketId: text('market_id').notNull(),
    enabled: boolean('enabled').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.key, t.marketId] })],
);
