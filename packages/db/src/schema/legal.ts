import { sql } from 'drizzle-orm';
import { char, check, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { languageCode } from './common';

/**
 * The legal pages (terms of sale, privacy, withdrawal and returns, contact, cookies) per market and
 * language, owned by the cms module. The body is plain text with a light structure ('## ' heading,
 * '- ' list item, blank line between paragraphs: domain legalBlocks), so editing needs no HTML.
 */
export const legalPages = pgTable(
  'legal_pages',
  {
    marketId: text('market_id').notNull(),
    language: languageCode('language').notNull(),
    page: text('page').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.marketId, t.page, t.language] }),
    check(
      'legal_pages_page_check',
      sql`${t.page} IN ('terms', 'privacy', 'withdrawal', 'contact', 'cookies')`,
    ),
  ],
);

/**
 * Who sells in a market: the company named in the footer, on the legal pages and in every e-mail.
 * service_hours is { fromDay, toDay, opens, closes } (domain serviceHoursSchema), shown in each
 * language's own weekday names.
 */
export const marketSellers = pgTable('market_sellers', {
  marketId: text('market_id').primaryKey(),
  companyName: text('company_name').notNull(),
  street: text('street').notNull(),
  postalCode: text('postal_code').notNull(),
  city: text('city').notNull(),
  // ISO 3166 code: each language names the country itself (Intl.DisplayNames).
  countryCode: char('country_code', { length: 2 }).notNull(),
  organisationNumber: text('organisation_number').notNull(),
  vatNumber: text('vat_number').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  serviceHours: jsonb('service_hours').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
