import {
  orderAddressViewSchema,
  orderBuyerViewSchema,
  orderLineSchema,
  orderTotalsSchema,
  type ServicePoint,
  servicePointSchema,
} from '@workwear/contracts';
import type { DatabaseHandle } from '@workwear/db';
import {
  type OrderSortDirection,
  type OrderSortField,
  PAYMENT_STATES,
  type PaymentState,
} from '@workwear/domain';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { rowQuery } from '../../lib/rowQuery';
import { customerNameOf } from '../customer';
import { productUniqueNameOfPartNo } from '../products';

const id = z.number().int();
const amount = z.number().int();

const isoOf = (column: string) =>
  sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/**
 * An address as the order keeps it (a snapshot: later changes to saved addresses do not reach it):
 * the contract's order address with whether it was validated and its type.
 */
export const addressSnapshot = orderAddressViewSchema.extend({
  isValidated: z.boolean(),
  type: z.string().nullable(),
  /** The saved address (the company's or the buyer's own) it was picked from; orders before issue 25 lack it. */
  addressId: id.optional(),
});
export type AddressSnapshot = z.infer<typeof addressSnapshot>;

export const buyerSnapshot = orderBuyerViewSchema;
export type BuyerSnapshot = z.infer<typeof buyerSnapshot>;

/** A promotion that applied at send, as code 29 and the confirmation name it. */
export const appliedPromotionSnapshot = z.object({
  id,
  name: z.string(),
  code: z.string().nullable(),
  discountType: id,
  discountNet: amount,
  discountGross: amount,
});
export type AppliedPromotionSnapshot = z.infer<typeof appliedPromotionSnapshot>;

/** An order line: the sku's texts and prices at send, as the contract's line with what only the API reads. */
export const orderLineRecord = orderLineSchema.extend({
  priceListId: id.nullable(),
  coWorkerId: id.nullable(),
});
export type OrderLineRecord = z.infer<typeof orderLineRecord>;

export const orderTotalsRecord = orderTotalsSchema;
export type OrderTotalsRecord = z.infer<typeof orderTotalsRecord>;

const orderRow = z.strictObject({
  id: z.string(),
  orderNo: id,
  cartId: z.string(),
  created: z.string(),
  market: z.string(),
  cultureCode: z.string(),
  customerId: id.nullable(),
  companyId: id.nullable(),
  buyer: buyerSnapshot,
  deliveryAddress: addressSnapshot,
  invoiceAddress: addressSnapshot.nullable(),
  deliveryMethodId: id.nullable(),
  deliveryGroupEntryId: id.nullable(),
  deliveryMethodName: z.string().nullable(),
  carrierCode: id.nullable(),
  servicePoint: servicePointSchema.nullable(),
  paymentMethodId: id,
  paymentState: z.enum(PAYMENT_STATES),
  status: id,
  metadata: z.record(z.string(), z.union([z.string(), z.boolean()])),
  comment: z.string(),
  useIncVat: z.boolean(),
  totals: orderTotalsRecord,
  promotions: z.array(appliedPromotionSnapshot),
  lines: z.array(orderLineRecord),
  expiredAt: z.string().nullable(),
  /** The buyer's address at send (the purchase event an approval records names it). */
  ipAddress: z.string().nullable(),
});
/** An order as its views take it: the stored row, with the carrier it was sent with (null before issue 26's column). */
export type OrderRecord = z.infer<typeof orderRow>;

/** What a sort by the buyer's status needs of an order. */
const statusCodesRow = z.strictObject({
  id: z.string(),
  orderNo: id,
  status: id,
  paymentState: z.enum(PAYMENT_STATES),
  lineStatuses: z.array(id),
});

const listRow = z.strictObject({
  id: z.string(),
  orderNo: id,
  created: z.string(),
  status: id,
  paymentState: z.enum(PAYMENT_STATES),
  buyerEmail: z.string(),
  orderNumber: z.string().nullable(),
  orderLabel: z.string().nullable(),
  currency: z.string(),
  totalNet: amount,
  totalGross: amount,
  lineCount: id,
  lineStatus: id,
  lineStatuses: z.array(id),
  market: z.string(),
  /** The delivery address's country and region: a US buyer's dates follow their state's zone. */
  deliveryCountry: z.string().nullable(),
  deliveryRegion: z.string().nullable(),
  total: id,
});

const ORDER_COLUMNS = sql`o.id::text AS id, o.order_no::float8 AS "orderNo", o.cart_id::text AS "cartId",
  ${isoOf('o.created_at')} AS created, o.market, o.culture_code AS "cultureCode",
  o.customer_id AS "customerId", o.company_id AS "companyId", o.buyer,
  o.delivery_address AS "deliveryAddress", o.invoice_address AS "invoiceAddress",
  o.delivery_method_id AS "deliveryMethodId", o.delivery_group_entry_id AS "deliveryGroupEntryId",
  o.delivery_method_name AS "deliveryMethodName",
  o.carrier_code AS "carrierCode", o.service_point AS "servicePoint",
  o.payment_method_id AS "paymentMethodId", o.payment_state AS "paymentState", o.status, o.metadata,
  o.comment, o.use_inc_vat AS "useIncVat",
  json_build_object('currency', o.currency, 'productsNet', o.products_net, 'productsGross', o.products_gross,
    'discountNet', o.discount_net, 'discountGross', o.discount_gross, 'deliveryNet', o.delivery_net,
    'deliveryGross', o.delivery_gross, 'vat', o.vat, 'salesTax', o.sales_tax, 'totalNet', o.total_net,
    'totalGross', o.total_gross) AS totals,
  o.promotions, ${isoOf('o.expired_at')} AS "expiredAt", o.ip_address AS "ipAddress",
  coalesce((SELECT json_agg(json_build_object('lineNo', l.line_no, 'sku', l.sku, 'partNo', l.part_no,
      'name', l.name, 'colour', coalesce(l.colour, ''), 'size', coalesce(l.size, ''),
      'imageUrl', coalesce(l.image_url, ''), 'quantity', l.quantity, 'unitNet', l.unit_net,
      'unitGross', l.unit_gross, 'lineNet', l.line_net, 'lineGross', l.line_gross,
      'discountNet', l.discount_net, 'discountGross', l.discount_gross, 'vatRateBasisPoints', l.vat_rate_bp,
      'priceListId', l.price_list_id, 'status', l.status, 'gift', l.gift, 'agreed', l.agreed, 'comment', l.comment,
      'coWorkerId', l.co_worker_id,
      'coWorker', CASE WHEN l.co_worker_id IS NULL THEN NULL
        ELSE json_build_object('id', l.co_worker_id, 'name', coalesce(${customerNameOf(sql`l.co_worker_id`)}, '')) END,
      'uniqueName', ${productUniqueNameOfPartNo(sql`l.part_no`)}) ORDER BY l.line_no)
    FROM order_lines l WHERE l.order_id = o.id), '[]'::json) AS lines`;

/** Who an order list is for: a consumer's own orders, or a business buyer's in their company. */
export interface OrderOwner {
  customerId: number;
  companyId: number | null;
}

export interface OrderListQuery {
  sortField: Exclude<OrderSortField, 'Status'>;
  sortOrder: OrderSortDirection;
  page: number;
  pageSize: number;
}

/** The orders an owner sees: a consumer's own, a business buyer's own within their company. */
const ownedBy = (owner: OrderOwner) => sql`o.customer_id = ${owner.customerId}
  AND ${owner.companyId === null ? sql`o.company_id IS NULL` : sql`o.company_id = ${owner.companyId}`}`;

const LINE_STATUSES = sql`coalesce((SELECT array_agg(l.status ORDER BY l.line_no) FROM order_lines l
  WHERE l.order_id = o.id), '{}')`;

/** A history row's columns (listRow), the window's total among them. */
const LIST_COLUMNS = sql`o.id::text AS id, o.order_no::float8 AS "orderNo", ${isoOf('o.created_at')} AS created,
  o.status, o.payment_state AS "paymentState", o.buyer->>'email' AS "buyerEmail",
  o.metadata->>'OrderNumber' AS "orderNumber", o.metadata->>'OrderLabel' AS "orderLabel",
  o.currency, o.total_net::float8 AS "totalNet", o.total_gross::float8 AS "totalGross",
  (SELECT count(*)::int FROM order_lines l WHERE l.order_id = o.id) AS "lineCount",
  coalesce((SELECT min(l.status) FROM order_lines l WHERE l.order_id = o.id), 0) AS "lineStatus",
  ${LINE_STATUSES} AS "lineStatuses",
  o.market, o.delivery_address->>'countryCode' AS "deliveryCountry",
  o.delivery_address->>'region' AS "deliveryRegion",
  count(*) OVER ()::int AS total`;

/**
 * The SQL columns of the sorts SQL can do. Status is not among them: the buyer reads one status
 * derived from three codes (buyerOrderStatus), so the service sorts by its life cycle (listByStatus).
 */
const SORT_COLUMN: Record<Exclude<OrderListQuery['sortField'], 'Status'>, SQL> = {
  Id: sql`o.id`,
  BuyerEmail: sql`lower(o.buyer->>'email')`,
  OrderNo: sql`o.order_no`,
  OrderNumber: sql`o.metadata->>'OrderNumber'`,
  // No dispatch exists before the warehouse ships (a later feature): the order number keeps a stable order.
  DispatchNumber: sql`o.order_no`,
  Date: sql`o.created_at`,
};

/** What a sent order writes: the order row, its lines and the stock each sku took. */
export interface NewOrder {
  cartId: string;
  market: string;
  cultureCode: string;
  customerId: number | null;
  companyId: number | null;
  buyer: BuyerSnapshot;
  deliveryAddress: AddressSnapshot;
  invoiceAddress: AddressSnapshot | null;
  deliveryMethodId: number;
  deliveryGroupId: number;
  deliveryGroupEntryId: number;
  deliveryMethodName: string;
  carrierCode: number;
  /** The service point chosen for a service-point method, as the carrier named it at send. */
  servicePoint: ServicePoint | null;
  paymentMethodId: number;
  paymentState: PaymentState;
  status: number;
  metadata: Record<string, string | boolean>;
  comment: string;
  isTestOrder: boolean;
  useIncVat: boolean;
  deliveryType: string | null;
  source: string | null;
  ipAddress: string | null;
  totals: OrderTotalsRecord;
  promotions: AppliedPromotionSnapshot[];
  lines: OrderLineRecord[];
  reservations: { sku: string; quantity: number }[];
}

const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

/**
 * When an order's payment started: at its approval for an order that waited for one (issue 28), else
 * at the send. The unpaid-card window counts from here, so an approved order gets all of it.
 */
const PAYMENT_STARTED = sql`coalesce((SELECT a.decided_at FROM order_approvals a
  WHERE a.order_id = o.id AND a.status = 'Approved'), o.created_at)`;

/** Every raw query of orders, each with the shape of its rows (see orderRepository.int.test.ts). */
export const orderQueries = {
  byId: rowQuery(
    orderRow,
    (orderId: string) => sql`SELECT ${ORDER_COLUMNS} FROM orders o WHERE o.id = ${orderId}::uuid`,
  ),
  byCart: rowQuery(
    orderRow,
    // A cart sent again after its card order was cancelled or expired has that order too: the newest counts.
    (cartId: string) => sql`SELECT ${ORDER_COLUMNS} FROM orders o WHERE o.cart_id = ${cartId}::uuid
      ORDER BY o.created_at DESC LIMIT 1`,
  ),
  /** The order locked for a payment or a cancel: one state change at a time. */
  locked: rowQuery(
    orderRow,
    (orderId: string) => sql`SELECT ${ORDER_COLUMNS} FROM orders o WHERE o.id = ${orderId}::uuid FOR UPDATE`,
  ),
  /**
   * Card orders still waiting for their payment created more than `minutes` ago, oldest first (the
   * database's clock, so every API process agrees): what the expiry sweep takes, a batch at a time.
   */
  unpaidSince: rowQuery(
    z.strictObject({ id: z.string() }),
    (minutes: number, methodIds: readonly number[], limit: number) => sql`
      SELECT o.id::text AS id FROM orders o
      WHERE o.payment_state IN ('Pending', 'Failed') AND o.payment_method_id = ANY(${sql.param(methodIds)}::int[])
        AND ${PAYMENT_STARTED} < now() - make_interval(mins => ${minutes})
      ORDER BY ${PAYMENT_STARTED} LIMIT ${limit}`,
  ),
  /**
   * The order locked for its expiry, if it still waits for its payment past the time; none when
   * another transaction holds it (a payment or a cancel under way, or another process's sweep).
   */
  lockedUnpaid: rowQuery(
    orderRow,
    (orderId: string, minutes: number) => sql`
      SELECT ${ORDER_COLUMNS} FROM orders o
      WHERE o.id = ${orderId}::uuid AND o.payment_state IN ('Pending', 'Failed')
        AND ${PAYMENT_STARTED} < now() - make_interval(mins => ${minutes})
      FOR UPDATE SKIP LOCKED`,
  ),
  /** The order, its lines and its stock reservations in one statement; answers the new id, number and time. */
  inserted: rowQuery(
    z.strictObject({ id: z.string(), orderNo: id, created: z.string() }),
    (o: NewOrder) => sql`
      WITH o AS (
        INSERT INTO orders (cart_id, market, culture_code, currency, customer_id, company_id, buyer,
          delivery_address, invoice_address, delivery_method_id, delivery_group_id, delivery_group_entry_id,
          delivery_method_name, carrier_code, service_point, payment_method_id, payment_state, status, metadata, comment, is_test_order,
          use_inc_vat, delivery_type, source, ip_address, products_net, products_gross, discount_net,
          discount_gross, delivery_net, delivery_gross, vat, sales_tax, total_net, total_gross, promotions)
        VALUES (${o.cartId}::uuid, ${o.market}, ${o.cultureCode}, ${o.totals.currency}, ${o.customerId},
          ${o.companyId}, ${json(o.buyer)}, ${json(o.deliveryAddress)},
          ${o.invoiceAddress === null ? null : json(o.invoiceAddress)}, ${o.deliveryMethodId},
          ${o.deliveryGroupId}, ${o.deliveryGroupEntryId}, ${o.deliveryMethodName}, ${o.carrierCode},
          ${o.servicePoint === null ? null : json(o.servicePoint)}, ${o.paymentMethodId},
          ${o.paymentState}, ${o.status}, ${json(o.metadata)}, ${o.comment}, ${o.isTestOrder}, ${o.useIncVat},
          ${o.deliveryType}, ${o.source}, ${o.ipAddress}, ${o.totals.productsNet}, ${o.totals.productsGross},
          ${o.totals.discountNet}, ${o.totals.discountGross}, ${o.totals.deliveryNet},
          ${o.totals.deliveryGross}, ${o.totals.vat}, ${o.totals.salesTax}, ${o.totals.totalNet},
          ${o.totals.totalGross}, ${json(o.promotions)})
        RETURNING id, order_no, created_at),
      l AS (
        INSERT INTO order_lines (order_id, line_no, sku, part_no, name, colour, size, image_url, quantity,
          unit_net, unit_gross, line_net, line_gross, discount_net, discount_gross, vat_rate_bp,
          price_list_id, status, gift, agreed, comment, co_worker_id)
        SELECT o.id, x."lineNo", x.sku, x."partNo", x.name, x.colour, x.size, x."imageUrl", x.quantity,
          x."unitNet", x."unitGross", x."lineNet", x."lineGross", x."discountNet", x."discountGross",
          x."vatRateBasisPoints", x."priceListId", x.status, x.gift, x.agreed, x.comment, x."coWorkerId"
        FROM o, jsonb_to_recordset(${json(o.lines)}) AS x("lineNo" int, sku text, "partNo" text, name text,
          colour text, size text, "imageUrl" text, quantity int, "unitNet" bigint, "unitGross" bigint,
          "lineNet" bigint, "lineGross" bigint, "discountNet" bigint, "discountGross" bigint,
          "vatRateBasisPoints" int, "priceListId" int, status int, gift boolean, agreed boolean, comment text,
          "coWorkerId" int)),
      r AS (
        INSERT INTO stock_reservations (order_id, sku, quantity)
        SELECT o.id, x.sku, x.quantity FROM o, jsonb_to_recordset(${json(o.reservations)}) AS x(sku text, quantity int))
      SELECT o.id::text AS id, o.order_no::float8 AS "orderNo", ${isoOf('o.created_at')} AS created FROM o`,
  ),
  list: rowQuery(listRow, (owner: OrderOwner, q: OrderListQuery) => {
    const direction = q.sortOrder === 'Asc' ? sql`ASC` : sql`DESC`;
    return sql`
      SELECT ${LIST_COLUMNS} FROM orders o WHERE ${ownedBy(owner)}
      ORDER BY ${SORT_COLUMN[q.sortField]} ${direction} NULLS LAST, o.order_no ${direction}
      LIMIT ${q.pageSize} OFFSET ${(q.page - 1) * q.pageSize}`;
  }),
  /**
   * The codes of every order of the owner, for a sort by the status the buyer reads (the domain's
   * buyerStatusRank, which no SQL column holds): a few numbers an order, no totals or addresses.
   */
  statusCodes: rowQuery(
    statusCodesRow,
    (owner: OrderOwner) => sql`
      SELECT o.id::text AS id, o.order_no::float8 AS "orderNo", o.status, o.payment_state AS "paymentState",
        ${LINE_STATUSES} AS "lineStatuses"
      FROM orders o WHERE ${ownedBy(owner)}`,
  ),
  /** The owner's list rows of these orders (in no particular order: the caller sorted the ids). */
  listOf: rowQuery(
    listRow,
    (owner: OrderOwner, ids: readonly string[]) => sql`
      SELECT ${LIST_COLUMNS} FROM orders o
      WHERE ${ownedBy(owner)} AND o.id::text = ANY(${sql.param(ids)}::text[])`,
  ),
  /** How many payment attempts of an order were declined. */
  declinedPayments: rowQuery(
    z.strictObject({ declined: id }),
    (orderId: string) => sql`
      SELECT count(*)::int AS declined FROM payments WHERE order_id = ${orderId}::uuid AND state = 'Failed'`,
  ),
};

/** SQL of orders: reads through the declared row queries, writes as plain statements. */
export const orderRepository = {
  async byId(handle: DatabaseHandle, orderId: string) {
    return (await orderQueries.byId.run(handle, orderId))[0];
  },
  async byCart(handle: DatabaseHandle, cartId: string) {
    return (await orderQueries.byCart.run(handle, cartId))[0];
  },
  async lock(handle: DatabaseHandle, orderId: string) {
    return (await orderQueries.locked.run(handle, orderId))[0];
  },
  unpaidSince: (handle: DatabaseHandle, minutes: number, methodIds: readonly number[], limit: number) =>
    orderQueries.unpaidSince.run(handle, minutes, methodIds, limit),
  async lockUnpaid(handle: DatabaseHandle, orderId: string, minutes: number) {
    return (await orderQueries.lockedUnpaid.run(handle, orderId, minutes))[0];
  },
  async markExpired(handle: DatabaseHandle, orderId: string) {
    await handle.db.execute(sql`UPDATE orders SET expired_at = now() WHERE id = ${orderId}::uuid`);
  },
  /** SET LOCAL lock_timeout: how long this transaction's lock waits last before failing (55P03). */
  async setLockTimeout(handle: DatabaseHandle, timeout: string) {
    await handle.db.execute(sql`SELECT set_config('lock_timeout', ${timeout}, true)`);
  },
  async insert(handle: DatabaseHandle, order: NewOrder) {
    const [row] = await orderQueries.inserted.run(handle, order);
    if (!row) throw new Error('The order insert returned no row');
    return row;
  },
  async list(handle: DatabaseHandle, owner: OrderOwner, q: OrderListQuery) {
    const rows = await orderQueries.list.run(handle, owner, q);
    return { rows, total: rows[0]?.total ?? (q.page > 1 ? await countOf(handle, owner) : 0) };
  },
  statusCodes: (handle: DatabaseHandle, owner: OrderOwner) => orderQueries.statusCodes.run(handle, owner),
  listOf: (handle: DatabaseHandle, owner: OrderOwner, ids: readonly string[]) =>
    ids.length === 0 ? Promise.resolve([]) : orderQueries.listOf.run(handle, owner, ids),
  async setPaymentState(handle: DatabaseHandle, orderId: string, state: PaymentState, status?: number) {
    await handle.db.execute(sql`
      UPDATE orders SET payment_state = ${state}, status = coalesce(${status ?? null}::int, status),
        modified_at = now(), version = version + 1
      WHERE id = ${orderId}::uuid`);
  },
  /** Every line of the order to one status (an approval's Waiting 10, Denied 20, Confirmed 30). */
  async setLineStatus(handle: DatabaseHandle, orderId: string, status: number) {
    await handle.db.execute(sql`UPDATE order_lines SET status = ${status} WHERE order_id = ${orderId}::uuid`);
  },
  async insertPayment(
    handle: DatabaseHandle,
    p: {
      orderId: string;
      provider: string;
      methodId: number;
      state: PaymentState;
      amount: number;
      currency: string;
      reference: string | null;
      error: string | null;
    },
  ) {
    await handle.db.execute(sql`
      INSERT INTO payments (order_id, provider, method_id, state, amount, currency, reference, error)
      VALUES (${p.orderId}::uuid, ${p.provider}, ${p.methodId}, ${p.state}, ${p.amount}, ${p.currency},
        ${p.reference}, ${p.error})`);
  },
  async declinedPayments(handle: DatabaseHandle, orderId: string) {
    return (await orderQueries.declinedPayments.run(handle, orderId))[0]?.declined ?? 0;
  },
};

/** Past the last page the window count is gone with the rows: count apart. */
async function countOf(handle: DatabaseHandle, owner: OrderOwner): Promise<number> {
  const rows = await orderQueries.list.run(handle, owner, {
    sortField: 'Date',
    sortOrder: 'Desc',
    page: 1,
    pageSize: 1,
  });
  return rows[0]?.total ?? 0;
}
