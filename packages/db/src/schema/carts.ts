import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { versionColumn } from './common';
import { companies } from './companies';
import { customers } from './customers';
// promotions.ts imports this file too (promotion_uses); the cycle is harmless because Drizzle reads
// references through callbacks, after both modules have loaded.
import { promotions } from './promotions';

/**
 * A cart and its owner: anonymous (no customer: reached only through its unguessable id), a consumer
 * (customer, no company) or a business user (customer and company, plus the punch-out session id for
 * punch-out). Every change bumps version (optimistic locking, see versioned.ts).
 */
export const carts = pgTable(
  'carts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerCustomerId: integer('owner_customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    ownerCompanyId: integer('owner_company_id').references(() => companies.id, { onDelete: 'cascade' }),
    punchoutSession: text('punchout_session'),
    /** The market's name ('se'): prices, VAT and promotions are the market's. */
    market: text('market').notNull(),
    name: text('name').notNull().default(''),
    description: text('description').notNull().default(''),
    status: text('status', { enum: ['default', 'saved', 'ordered'] })
      .notNull()
      .default('default'),
    isActive: boolean('is_active').notNull().default(true),
    type: text('type').notNull().default('Default'),
    /** Sent to the promotion engine with the cart (spec: marketId and ipAddress only for the engine). */
    ipAddress: text('ip_address'),
    version: versionColumn(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // At most one active cart per signed-in owner (customer, company, punch-out session); anonymous
    // carts have no owner to be unique by.
    uniqueIndex('carts_one_active')
      .on(t.ownerCustomerId, sql`coalesce(${t.ownerCompanyId}, 0)`, sql`coalesce(${t.punchoutSession}, '')`)
      .where(sql`${t.isActive} and ${t.ownerCustomerId} is not null`),
    index('carts_owner_idx').on(t.ownerCustomerId, t.ownerCompanyId, t.status),
    // Deleting a company (or emptying the demo world) cascades through this instead of a scan.
    index('carts_owner_company_idx').on(t.ownerCompanyId).where(sql`${t.ownerCompanyId} is not null`),
    // The purge of old anonymous carts reads these by age.
    index('carts_anonymous_modified_idx').on(t.modifiedAt).where(sql`${t.ownerCustomerId} is null`),
    check('carts_status_check', sql`${t.status} IN ('default', 'saved', 'ordered')`),
  ],
);

/**
 * A cart row. sku has no foreign key on purpose: a sku that leaves the catalogue (seed --reset, a
 * discontinued size) makes the row unpriced, and the cart removes it with the spec's message instead
 * of blocking the catalogue change. price_list_id is the list the row was last priced from, so a
 * change of list can be told to the buyer; it is not a foreign key for the same reason.
 */
export const cartRows = pgTable(
  'cart_rows',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    /** The row a service (VAS) child belongs to; children come in a later issue. */
    parentRowId: bigint('parent_row_id', { mode: 'number' }).references((): AnyPgColumn => cartRows.id, {
      onDelete: 'cascade',
    }),
    rowNumber: integer('row_number').notNull(),
    sku: text('sku').notNull(),
    quantity: integer('quantity').notNull(),
    type: text('type', { enum: ['DefaultArticle', 'ExternalArticle', 'VasArticle'] })
      .notNull()
      .default('DefaultArticle'),
    comment: text('comment').notNull().default(''),
    coWorkerId: integer('co_worker_id').references(() => customers.id, { onDelete: 'set null' }),
    priceListId: integer('price_list_id'),
    /** Set on a gift row added by an AddProducts promotion; the row goes with its promotion. */
    promotionId: integer('promotion_id').references(() => promotions.id, { onDelete: 'cascade' }),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Deleting a customer sets their co-worker rows to null through this instead of a scan.
    index('cart_rows_co_worker_idx').on(t.coWorkerId).where(sql`${t.coWorkerId} is not null`),
    // Its index leads with cart_id, so it also serves reading a cart's rows: no second index.
    unique('cart_rows_cart_row_number_key').on(t.cartId, t.rowNumber),
    // 9999 is the domain's largest row quantity; the server checks it first, this keeps it so.
    check('cart_rows_quantity_check', sql`${t.quantity} between 1 and 9999`),
    check('cart_rows_type_check', sql`${t.type} IN ('DefaultArticle', 'ExternalArticle', 'VasArticle')`),
  ],
);

/** A cart's metadata key/values (PromotionCode, ...), as the Cart service keeps them. */
export const cartMetadata = pgTable(
  'cart_metadata',
  {
    id: serial('id').primaryKey(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    value: text('value').notNull(),
  },
  (t) => [unique('cart_metadata_cart_key_key').on(t.cartId, t.key)],
);
