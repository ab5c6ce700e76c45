import { languageSchema } from '@workwear/domain';
import { z } from 'zod';
import { marketQuerySchema, wholeNumberText } from './common';
import { partNoText, safeText } from './safeText';

/**
 * Search analytics through the shop's own proxy at /api/klevu (spec storefront-core §7). The storefront
 * reports searches and clicks on search results from the browser, and purchases once orders exist; the
 * API records each event when the market's UseKlevu flag is on. The shopper's address is never taken
 * from these fields: the API reads it from the request. Every text has a length cap, so an event is
 * a few hundred bytes at most.
 */

/** How the search was answered: as typed, by a corrected spelling, or within a category's list. */
export const SEARCH_QUERY_TYPES = ['search', 'typo-corrected', 'category-search'] as const;
/** What the shopper did with the product: today only a click on a search result. */
export const PRODUCT_CLICK_TYPES = ['clicked'] as const;

const TERM_MAX = 200;
const NAME_MAX = 300;
const URL_MAX = 500;
const ID_MAX = 40;

/** The market (its id, such as SE; default SE) and the language (one of the market's) of an event. */
const eventPlaceSchema = z.object({
  marketId: marketQuerySchema.shape.marketId,
  lang: languageSchema.describe("The page's language, one of the market's (sv, en, ...)"),
});

const term = safeText().trim().min(1).max(TERM_MAX);
const productId = partNoText().min(1).max(ID_MAX);

export const trackProductSearchQuerySchema = eventPlaceSchema.extend({
  term: term.describe('What the shopper searched for, as typed'),
  totalResults: wholeNumberText(z.number().int().min(0).max(10_000_000)).describe(
    'How many products the search found',
  ),
  typeOfQuery: z.enum(SEARCH_QUERY_TYPES).default('search').describe('How the search was answered'),
});
export type TrackProductSearchQuery = z.output<typeof trackProductSearchQuerySchema>;

/** A link inside the shop: a path on its own origin, never another site's address. */
const shopPath = safeText()
  .max(URL_MAX)
  .regex(/^\/(?!\/)/, 'Expected a path in the shop, such as /sv/produkt/...');

export const trackProductClickQuerySchema = eventPlaceSchema.extend({
  keywords: safeText().trim().max(TERM_MAX).default('').describe('The search that led to the click'),
  type: z.enum(PRODUCT_CLICK_TYPES).default('clicked'),
  productId: productId.describe('The item clicked: its 12-character colour part number'),
  productGroupId: productId.describe('The product it belongs to: its base part number'),
  productVariantId: productId.describe('The variant shown: its colour part number'),
  productName: safeText().trim().min(1).max(NAME_MAX),
  productUrl: shopPath.describe('The product page the click leads to'),
});
export type TrackProductClickQuery = z.output<typeof trackProductClickQuerySchema>;

/** At most this many order lines in one purchase event. */
export const PURCHASE_ITEMS_MAX = 200;

const orderLineSchema = z.object({
  order_id: safeText().trim().min(1).max(ID_MAX),
  order_line_id: safeText().trim().min(1).max(ID_MAX),
  item_name: safeText().trim().min(1).max(NAME_MAX),
  item_id: productId,
  item_group_id: productId,
  item_variant_id: productId,
  unit_price: z.number().int().min(0).max(1_000_000_000).describe('Price of one unit in minor units'),
  units: z.number().int().min(1).max(1_000_000),
  currency: z.string().regex(/^[A-Z]{3}$/, 'Expected an ISO 4217 code such as SEK'),
});

export const trackOrderPurchaseBodySchema = eventPlaceSchema
  .extend({
    userProfile: z
      .object({ email: z.email().max(254) })
      .strict()
      .describe('The buyer; the API adds ip_address from the request, so the client never sends it'),
    items: z.array(orderLineSchema).min(1).max(PURCHASE_ITEMS_MAX),
  })
  .strict()
  .meta({ id: 'TrackOrderPurchase' });
export type TrackOrderPurchaseBody = z.output<typeof trackOrderPurchaseBodySchema>;

/**
 * One search analytics event as the shop records it: what kind, where (market and language), from
 * which address (the API's view of the shopper, never a client's claim), the term or keywords, and
 * the event's own fields as Klevu takes them. The same shape is kept in the table, carried by the
 * outbox to Klevu and listed by the development tools.
 */
export const analyticsEventSchema = z.object({
  kind: z.enum(['search', 'click', 'purchase']),
  /** The spec's market id, such as SE. */
  marketId: z.string(),
  language: z.string(),
  shopperIp: z.string(),
  term: z.string().nullable(),
  payload: z.record(z.string(), z.unknown()),
});
export type AnalyticsEvent = z.output<typeof analyticsEventSchema>;
export type AnalyticsEventKind = AnalyticsEvent['kind'];
