import { bigint, index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { variants } from './variants';

/**
 * A price list belongs to one market and currency. type follows the spec's price list types
 * (None 0 = the market's public list, Agreement 5, Reseller 6, External 9, PreOrder 10, ApplicationSpecific 11).
 */
export const priceLists = pgTable(
  'price_lists',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    type: integer('type').notNull(),
    marketName: text('market_name').notNull(),
    currency: text('currency').notNull(),
  },
  (t) => [index('price_lists_market_idx').on(t.marketName, t.type)],
);

/** Prices in integer minor units, ex and inc VAT, per colour variant. */
export const variantPrices = pgTable(
  'variant_prices',
  {
    priceListId: integer('price_list_id')
      .notNull()
      .references(() => priceLists.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    price: bigint('price', { mode: 'number' }).notNull(),
    priceIncVat: bigint('price_inc_vat', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.priceListId, t.variantId] }),
    index('variant_prices_sort_idx').on(t.priceListId, t.price),
  ],
);
