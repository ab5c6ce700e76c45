import { PAYMENT_STATES } from '@workwear/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { versionColumn } from './common';
import { companies } from './companies';
import { customers } from './customers';

/** The spec's payment states (domain checkout/orderStatus.ts), for the checks. */
const paymentStateList = sql.raw(PAYMENT_STATES.map((s) => `'${s}'`).join(', '));

/** A JSON snapshot whose shape the order contracts give (buyer, address, applied promotion). */
type Snapshot = Record<string, unknown>;

/**
 * A sent order. id is a uuid because a guest reaches their confirmation by it alone; order_no is the
 * human number. cart_id is unique among live orders (one per cart: the exactly-once guard) and has no foreign key:
 * the order outlives its cart (purges, saved-cart deletes). The delivery and payment columns are
 * snapshots, not foreign keys, so changing the delivery groups never rewrites history. Amounts are
 * integer minor units of currency; sales_tax is set only in sales-tax markets (US, CA).
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderNo: bigint('order_no', { mode: 'number' })
      .notNull()
      .unique()
      .generatedAlwaysAsIdentity({ startWith: 100001 }),
    cartId: uuid('cart_id').notNull(),
    market: text('market').notNull(),
    cultureCode: text('culture_code').notNull(),
    currency: text('currency').notNull(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    buyer: jsonb('buyer').$type<Snapshot>().notNull(),
    deliveryAddress: jsonb('delivery_address').$type<Snapshot>().notNull(),
    invoiceAddress: jsonb('invoice_address').$type<Snapshot>(),
    deliveryMethodId: integer('delivery_method_id'),
    deliveryGroupId: integer('delivery_group_id'),
    deliveryGroupEntryId: integer('delivery_group_entry_id'),
    /** The method's name in the order's language when it was sent. */
    deliveryMethodName: text('delivery_method_name'),
    /**
     * The method's carrier code when the order was sent, kept as the order's own fact (a later change
     * of the method's carrier does not reach a sent order) so its views read no delivery method.
     */
    carrierCode: integer('carrier_code'),
    /**
     * The service point the buyer collects from (a service-point method): its id, name and address as
     * the carrier gave them at send, so the confirmation, the e-mail and the parcel's label name it
     * whatever the carrier's list says later. Null for every other method.
     */
    servicePoint: jsonb('service_point').$type<Snapshot>(),
    paymentMethodId: integer('payment_method_id').notNull(),
    paymentState: text('payment_state', { enum: PAYMENT_STATES }).notNull().default('Default'),
    /** Order status (spec): 0 Default, 100 Received (on creation), 200 ... 800 Overdue. */
    status: integer('status').notNull().default(100),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    comment: text('comment').notNull().default(''),
    isTestOrder: boolean('is_test_order').notNull().default(false),
    useIncVat: boolean('use_inc_vat').notNull().default(true),
    deliveryType: text('delivery_type'),
    source: text('source'),
    ipAddress: text('ip_address'),
    productsNet: bigint('products_net', { mode: 'number' }).notNull(),
    productsGross: bigint('products_gross', { mode: 'number' }).notNull(),
    discountNet: bigint('discount_net', { mode: 'number' }).notNull(),
    discountGross: bigint('discount_gross', { mode: 'number' }).notNull(),
    deliveryNet: bigint('delivery_net', { mode: 'number' }).notNull(),
    deliveryGross: bigint('delivery_gross', { mode: 'number' }).notNull(),
    vat: bigint('vat', { mode: 'number' }).notNull(),
    salesTax: bigint('sales_tax', { mode: 'number' }),
    totalNet: bigint('total_net', { mode: 'number' }).notNull(),
    totalGross: bigint('total_gross', { mode: 'number' }).notNull(),
    /** The promotions applied at send (id, name, code, kind, amounts): what code 29 compares. */
    promotions: jsonb('promotions').$type<Snapshot[]>().notNull().default([]),
    /** Set when an unpaid card order expired (its stock and promotion use given back, the buyer told). */
    expiredAt: timestamp('expired_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
    version: versionColumn(),
  },
  (t) => [
    // One live order per cart (the exactly-once guard). A cancelled or expired card order gave its
    // cart back to the buyer, who may send it again: that order no longer counts.
    uniqueIndex('orders_cart_id_live_key').on(t.cartId).where(sql`${t.paymentState} <> 'Cancelled'`),
    // Order history: a buyer's (consumer) or a company's orders, newest first.
    index('orders_customer_created_idx').on(t.customerId, t.createdAt.desc()),
    index('orders_company_created_idx').on(t.companyId, t.createdAt.desc()),
    // The expiry sweep reads the orders still waiting for their payment, oldest first.
    index('orders_awaiting_payment_idx')
      .on(t.createdAt)
      .where(sql`${t.paymentState} IN ('Pending', 'Failed')`),
    check('orders_payment_state_check', sql`${t.paymentState} IN (${paymentStateList})`),
    check('orders_status_check', sql`${t.status} IN (0, 100, 200, 300, 400, 500, 600, 700, 800)`),
  ],
);

/**
 * An order line: a snapshot of the sku, its texts and its prices at send (unit and line, net and
 * gross, the line's discount and VAT rate in basis points). Line status (spec): 0 Default,
 * 1 Not delivered, 5 To be invoiced, 7 Invoiced, 10 Waiting, 20 Denied, 30 Confirmed, 50 Delivered.
 */
export const orderLines = pgTable(
  'order_lines',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    sku: text('sku').notNull(),
    partNo: text('part_no').notNull(),
    name: text('name').notNull(),
    colour: text('colour'),
    size: text('size'),
    imageUrl: text('image_url'),
    quantity: integer('quantity').notNull(),
    unitNet: bigint('unit_net', { mode: 'number' }).notNull(),
    unitGross: bigint('unit_gross', { mode: 'number' }).notNull(),
    lineNet: bigint('line_net', { mode: 'number' }).notNull(),
    lineGross: bigint('line_gross', { mode: 'number' }).notNull(),
    discountNet: bigint('discount_net', { mode: 'number' }).notNull().default(0),
    discountGross: bigint('discount_gross', { mode: 'number' }).notNull().default(0),
    vatRateBp: integer('vat_rate_bp').notNull(),
    priceListId: integer('price_list_id'),
    status: integer('status').notNull().default(0),
    gift: boolean('gift').notNull().default(false),
    // Priced from an agreed list at send (issue 25); lines sent before the column are false.
    agreed: boolean('agreed').notNull().default(false),
    comment: text('comment').notNull().default(''),
    coWorkerId: integer('co_worker_id').references(() => customers.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.lineNo] }),
    // Deleting a customer sets their co-worker lines to null through this instead of a scan.
    index('order_lines_co_worker_idx').on(t.coWorkerId).where(sql`${t.coWorkerId} is not null`),
    check('order_lines_quantity_check', sql`${t.quantity} > 0`),
    check('order_lines_status_check', sql`${t.status} IN (0, 1, 5, 7, 10, 20, 30, 50)`),
  ],
);

/**
 * The stock an order took, per sku, written in the order's transaction (so none exists without an
 * order). released_at is set when the stock went back (a cancelled order).
 */
export const stockReservations = pgTable(
  'stock_reservations',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    quantity: integer('quantity').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.sku] }),
    check('stock_reservations_quantity_check', sql`${t.quantity} > 0`),
  ],
);

/**
 * A payment attempt on an order through a provider ('invoice', 'card'); a declined card and its retry
 * are two rows. state uses the payment states; error is the provider's reason for a decline.
 */
export const payments = pgTable(
  'payments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    methodId: integer('method_id').notNull(),
    state: text('state', { enum: PAYMENT_STATES }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    reference: text('reference'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_order_idx').on(t.orderId, t.createdAt),
    check('payments_state_check', sql`${t.state} IN (${paymentStateList})`),
  ],
);

/**
 * A guest's wish for an account, kept with the order until it is paid (invoice: at once; card: when
 * the payment is confirmed). Taken once: the row is deleted when the account is made, and goes with
 * the order.
 */
export const orderAccountRequests = pgTable('order_account_requests', {
  orderId: uuid('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
});
