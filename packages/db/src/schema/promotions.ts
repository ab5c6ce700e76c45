import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { carts } from './carts';

/**
 * Promotions of both kinds: code promotions (ActivateDiscountCode) and the promotion engine's
 * (engine = true: automatic when code is null, otherwise applied through discountcodes/{code}).
 * discount_type is the spec's DiscountBasket 1, SelectProducts 2, DiscountProducts 4, AddProducts 5,
 * DiscountFreight 6. amount_minor is net, in currency's minor units. part_nos holds 12-character colour
 * or 8-character base part numbers (empty: every product); market_ids null means every market.
 */
export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    code: text('code'),
    /** The name in English: what every language falls back to. */
    name: text('name').notNull(),
    /**
     * The name per language (issue 27), e.g. {"sv": "15 % rabatt"}: a buyer reads the name in their
     * language, else the market's default language, else `name`.
     */
    names: jsonb('names').$type<Record<string, string>>().notNull().default({}),
    description: text('description').notNull().default(''),
    discountType: smallint('discount_type').notNull(),
    percentBasisPoints: integer('percent_basis_points'),
    amountMinor: integer('amount_minor'),
    currency: text('currency'),
    minTotalMinor: integer('min_total_minor'),
    minQuantity: integer('min_quantity'),
    partNos: text('part_nos').array().notNull().default(sql`'{}'::text[]`),
    giftSku: text('gift_sku'),
    marketIds: text('market_ids').array(),
    audience: text('audience', { enum: ['all', 'b2b', 'b2c'] })
      .notNull()
      .default('all'),
    engine: boolean('engine').notNull().default(false),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validTo: timestamp('valid_to', { withTimezone: true }),
    usageLimit: integer('usage_limit'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Codes are typed by people: one promotion per code whatever the case.
    uniqueIndex('promotions_code_idx').on(sql`lower(${t.code})`),
    check('promotions_discount_type_check', sql`${t.discountType} IN (1, 2, 4, 5, 6)`),
    check('promotions_audience_check', sql`${t.audience} IN ('all', 'b2b', 'b2c')`),
    check('promotions_percent_check', sql`${t.percentBasisPoints} between 1 and 10000`),
    // An amount means nothing without its currency.
    check(
      'promotions_amount_check',
      sql`${t.amountMinor} is null or (${t.amountMinor} >= 0 and ${t.currency} is not null)`,
    ),
    check('promotions_min_quantity_check', sql`${t.minQuantity} >= 1`),
    check('promotions_usage_limit_check', sql`${t.usageLimit} >= 1`),
    check('promotions_gift_check', sql`${t.discountType} <> 5 or ${t.giftSku} is not null`),
  ],
);

/**
 * A use of a promotion held by a cart that carries its code: the usage limit counts these. The order
 * makes a use final; removing the code or deleting the cart frees it.
 */
export const promotionUses = pgTable(
  'promotion_uses',
  {
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.promotionId, t.cartId] })],
);
