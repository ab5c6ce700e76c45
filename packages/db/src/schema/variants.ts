import { sql } from 'drizzle-orm';
import { char, check, date, index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { flags } from './assortment';
import { products } from './products';

/** A colour variant: the 12-character part number (8 base + 4 colour). */
export const variants = pgTable(
  'variants',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    partNo: char('part_no', { length: 12 }).notNull().unique(),
    colorCode: char('color_code', { length: 4 }),
    colorValueId: integer('color_value_id'),
    sortOrder: integer('sort_order').notNull().default(0),
    popRank30: integer('pop_rank_30'),
    popRank60: integer('pop_rank_60'),
    firstSaleDate: date('first_sale_date', { mode: 'string' }),
    imageCount: integer('image_count').notNull().default(1),
  },
  (t) => [index('variants_product_idx').on(t.productId)],
);

export const variantFlags = pgTable(
  'variant_flags',
  {
    variantId: integer('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    flagId: integer('flag_id')
      .notNull()
      .references(() => flags.id),
  },
  (t) => [primaryKey({ columns: [t.variantId, t.flagId] })],
);

/** A sellable item: colour part number plus size. Alternate size is e.g. waist/leg for C-sizes. */
export const skus = pgTable(
  'skus',
  {
    sku: text('sku').primaryKey(),
    variantId: integer('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    sizeCode: text('size_code').notNull(),
    sizeValue: text('size_value').notNull(),
    sizeValueId: integer('size_value_id'),
    sizeAlternateCode: text('size_alternate_code'),
    sizeAlternateValue: text('size_alternate_value'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('skus_variant_idx').on(t.variantId, t.sortOrder)],
);

/**
 * Stock per sku. Stock is shared across markets (one central warehouse). Order send decrements
 * on_hand; the check makes an oversell fail instead of going below 0.
 */
export const stock = pgTable(
  'stock',
  {
    sku: text('sku')
      .primaryKey()
      .references(() => skus.sku, { onDelete: 'cascade' }),
    onHand: integer('on_hand').notNull().default(0),
    nextDeliveryDate: date('next_delivery_date', { mode: 'string' }),
  },
  (t) => [
    index('stock_on_hand_idx').on(t.sku).where(sql`${t.onHand} > 0`),
    check('stock_on_hand_not_negative', sql`${t.onHand} >= 0`),
  ],
);
