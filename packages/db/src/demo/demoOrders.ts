import { randomUUID } from 'node:crypto';
import {
  type CartTotals,
  computeCartTotals,
  countryById,
  DEFAULT_PAYMENT_METHOD,
  deliveryFeeFromGross,
  getMarketByName,
  INVOICE_PAYMENT_METHOD,
  type Language,
  ORDER_LINE_STATUS as LINE,
  languageOfTextLocale,
  type Market,
  type PaymentState,
  type PricedLine,
  ORDER_STATUS as STATUS,
  type TextLocale,
  textLocaleOf,
} from '@workwear/domain';
import { eq, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../connection';
import { orderLines, orders, payments } from '../schema/orders';
import { DEMO_DELIVERY_METHODS, type DemoDeliveryMethod } from './deliveryGroups';
import { DEMO_LOGIN_DOMAIN } from './demoAccounts';

/** orders.source of the demo's orders: how a reset tells them from real ones. */
export const DEMO_ORDER_SOURCE = 'demo';

/**
 * The marker of the demo checkout data (checkout.ts). It is here so that emptying the demo world
 * (seed.ts) can forget it without importing checkout.ts, which reads the catalogue's marker from seed.ts.
 */
export const DEMO_CHECKOUT_KEY = 'demo_checkout';

/**
 * Removes the demo's orders (source 'demo'): they are the demo world's history and go with it, so
 * emptying the world is not stopped by them. Orders of anyone else are never touched.
 */
export async function deleteDemoOrders(handle: DatabaseHandle): Promise<void> {
  await handle.db.delete(orders).where(eq(orders.source, DEMO_ORDER_SOURCE));
}

/** The two payment methods: card (the spec's 168) and invoice. */
const PAYMENT = { card: DEFAULT_PAYMENT_METHOD, invoice: INVOICE_PAYMENT_METHOD } as const;

interface DemoOrderLinePlan {
  /** Index into the buyer's priced skus (one per colour, in catalogue order). */
  readonly pick: number;
  readonly quantity: number;
  readonly status: number;
  /** The co-worker the line was for: the login name part of a person of the buyer's company. */
  readonly coWorker?: string;
  /** The row's comment, as the cart's row comment became the line's. */
  readonly comment?: string;
}

interface DemoOrderPlan {
  readonly daysAgo: number;
  readonly status: number;
  readonly paymentState: PaymentState;
  readonly method: DemoDeliveryMethod['key'];
  readonly lines: readonly DemoOrderLinePlan[];
  readonly metadata?: Readonly<Record<string, string>>;
  readonly comment?: string;
}

interface DemoBuyerPlan {
  /** Login name part (before @) of a DEMO_PEOPLE entry. */
  readonly login: string;
  /** The company (by name) the orders are for; null for a consumer. */
  readonly company: string | null;
  readonly payment: keyof typeof PAYMENT;
  readonly cellphone: string;
  readonly orders: readonly DemoOrderPlan[];
}

/**
 * Order history for three demo people, so account/orders has something to show: a consumer (card), a
 * business buyer (invoice, her company's business delivery group), and a buyer whose company hides
 * prices (HidePrice: his history and order pages show no amounts) and has been blocked since his one
 * order. Past orders that were delivered, invoiced or cancelled: they hold no stock reservation and
 * did not move stock.
 */
export const DEMO_ORDER_BUYERS: readonly DemoBuyerPlan[] = [
  {
    login: 'elin.consumer',
    company: null,
    payment: 'card',
    cellphone: '46701234561',
    orders: [
      {
        daysAgo: 75,
        status: STATUS.Invoiced,
        paymentState: 'Confirmed',
        method: 'standard',
        lines: [
          { pick: 0, quantity: 2, status: LINE.Invoiced },
          { pick: 5, quantity: 1, status: LINE.Invoiced },
        ],
      },
      {
        daysAgo: 30,
        status: STATUS.PartDelivered,
        paymentState: 'Confirmed',
        method: 'servicePoint',
        lines: [
          { pick: 2, quantity: 1, status: LINE.Delivered },
          { pick: 9, quantity: 3, status: LINE.NotDelivered },
        ],
        comment: 'Lämna vid dörren om ingen öppnar.',
      },
      {
        daysAgo: 12,
        status: STATUS.Default,
        paymentState: 'Cancelled',
        method: 'standard',
        lines: [{ pick: 4, quantity: 1, status: LINE.Default }],
      },
    ],
  },
  {
    login: 'anna.user',
    company: 'Nordbygg Entreprenad AB',
    payment: 'invoice',
    cellphone: '46701234562',
    orders: [
      {
        daysAgo: 90,
        status: STATUS.Invoiced,
        paymentState: 'Confirmed',
        method: 'standard',
        lines: [
          { pick: 1, quantity: 5, status: LINE.Invoiced },
          { pick: 3, quantity: 5, status: LINE.Invoiced },
          { pick: 6, quantity: 2, status: LINE.Invoiced },
        ],
        metadata: { OrderLabel: 'Arbetskläder Q3', OrderNumber: 'PO-24117', SalesRef: 'P-2026-031' },
      },
      {
        daysAgo: 40,
        status: STATUS.Delivered,
        paymentState: 'Confirmed',
        method: 'standard',
        lines: [
          { pick: 7, quantity: 10, status: LINE.ToBeInvoiced },
          { pick: 8, quantity: 4, status: LINE.Delivered },
        ],
        metadata: { OrderLabel: 'Bygge Sollentuna', OrderNumber: 'PO-24388', SalesRef: 'P-2026-118' },
      },
      {
        daysAgo: 6,
        status: STATUS.Confirmed,
        paymentState: 'Confirmed',
        method: 'express',
        // For two new hires: the order page names each line's co-worker and shows the row's comment.
        lines: [
          {
            pick: 10,
            quantity: 2,
            status: LINE.Confirmed,
            coWorker: 'karin.user',
            comment: 'Storlek enligt provning',
          },
          { pick: 11, quantity: 1, status: LINE.Waiting, comment: 'Till lagret i Sollentuna' },
        ],
        metadata: { OrderLabel: 'Nyanställda', OrderNumber: 'PO-24502', SalesRef: 'P-2026-118' },
      },
    ],
  },
  {
    login: 'nils.user',
    company: 'Great Lakes Energi Sverige AB',
    payment: 'invoice',
    cellphone: '46701234563',
    orders: [
      {
        daysAgo: 120,
        status: STATUS.Invoiced,
        paymentState: 'Confirmed',
        method: 'standard',
        lines: [
          { pick: 0, quantity: 4, status: LINE.Invoiced },
          { pick: 2, quantity: 2, status: LINE.Invoiced },
        ],
        metadata: { OrderLabel: 'Vinterkläder Luleå' },
      },
    ],
  },
];

interface Buyer {
  customerId: number;
  firstName: string;
  lastName: string;
  email: string;
  market: string;
  language: Language;
  companyId: number | null;
  priceListId: number;
  address: Record<string, unknown>;
  invoiceAddress: Record<string, unknown> | null;
}

interface PricedSku {
  sku: string;
  partNo: string;
  name: string;
  colour: string;
  size: string;
  price: number;
  priceIncVat: number;
  priceListId: number;
}

const ADDRESS_COLUMNS = sql`'careOf', care_of, 'addressLine1', address_line1, 'addressLine2', address_line2,
  'zipCode', zip_code, 'city', city, 'region', region, 'countryId', country_id`;

/**
 * A saved address as an order keeps it (the API's address snapshot): with the country's code, checked
 * when it was saved, no address type.
 */
function addressSnapshot(address: Record<string, unknown>): Record<string, unknown> {
  return {
    ...address,
    countryCode: countryById(Number(address.countryId))?.code ?? '',
    isValidated: true,
    type: null,
  };
}

/**
 * The buyer as the demo world has them: a consumer with their home address and the market's public
 * list; a business buyer with the company's site (or head office) and invoice address and the
 * company's primary list. Null when the person or company is not in this database.
 */
async function readBuyer(handle: DatabaseHandle, plan: DemoBuyerPlan): Promise<Buyer | null> {
  const email = `${plan.login}@${DEMO_LOGIN_DOMAIN}`;
  const [row] = await handle.rows<Buyer>(sql`
    SELECT c.id AS "customerId", c.first_name AS "firstName", c.last_name AS "lastName",
           c.email_address AS email, c.market_name AS market, c.language, co.id AS "companyId",
           coalesce(co.primary_price_list_id, pub.id) AS "priceListId",
           CASE WHEN co.id IS NULL THEN
             (SELECT json_build_object(${ADDRESS_COLUMNS}) FROM customer_addresses
              WHERE customer_id = c.id ORDER BY position LIMIT 1)
           ELSE
             (SELECT json_build_object(${ADDRESS_COLUMNS}) FROM company_addresses
              WHERE company_id = co.id AND kind = 'delivery' ORDER BY position DESC LIMIT 1)
           END AS address,
           (SELECT json_build_object(${ADDRESS_COLUMNS}) FROM company_addresses
            WHERE company_id = co.id AND kind = 'invoice' ORDER BY position LIMIT 1) AS "invoiceAddress"
    FROM customers c
    JOIN price_lists pub ON pub.code = 'PUBLIC-' || upper(c.market_name)
    LEFT JOIN companies co ON co.name = ${plan.company}
      AND EXISTS (SELECT 1 FROM customer_companies cc WHERE cc.customer_id = c.id AND cc.company_id = co.id)
    WHERE c.email_address = ${email}`);
  if (!row?.address || (plan.company !== null && row.companyId === null)) return null;
  return row;
}

/**
 * One sku (the first size) per colour the list prices, in catalogue order, named in the text locale
 * (its culture's own name over its language's, as the API's products.productTexts reads them: the
 * generator cannot ask the API, and an order keeps the name its cart showed).
 */
async function pricedSkus(handle: DatabaseHandle, priceListId: number, locale: TextLocale) {
  const language = languageOfTextLocale(locale);
  return handle.rows<PricedSku>(sql`
    SELECT DISTINCT ON (v.id) s.sku, v.part_no AS "partNo", coalesce(own.name, pt.name) AS name,
           coalesce(cv.value, v.color_code) AS colour, s.size_value AS size,
           vp.price::int AS price, vp.price_inc_vat::int AS "priceIncVat", vp.price_list_id AS "priceListId"
    FROM variants v
    JOIN skus s ON s.variant_id = v.id
    JOIN variant_prices vp ON vp.variant_id = v.id AND vp.price_list_id = ${priceListId}
    JOIN product_translations pt ON pt.product_id = v.product_id AND pt.language = ${language}
    LEFT JOIN product_culture_texts own ON own.product_id = v.product_id AND own.culture = ${locale}
    JOIN products p ON p.id = v.product_id AND p.quantity_factor = 1
    LEFT JOIN parametric_value_translations cv ON cv.value_id = v.color_value_id AND cv.language = ${language}
    ORDER BY v.id, s.sort_order
    LIMIT 40`);
}

export interface DeliveryChoice {
  readonly groupId: number;
  readonly entryId: number;
  readonly methodId: number;
  readonly feeGross: number;
}

/** The entry of `methodId` in the group the buyer's company (or market) delivers from. */
async function deliveryFor(handle: DatabaseHandle, buyer: Buyer, methodId: number) {
  const [row] = await handle.rows<DeliveryChoice>(sql`
    SELECT g.id AS "groupId", e.id AS "entryId", e.delivery_method_id AS "methodId", e.fee_gross::int AS "feeGross"
    FROM delivery_groups g JOIN delivery_group_entries e ON e.delivery_group_id = g.id
    WHERE e.delivery_method_id = ${methodId}
      AND g.id = coalesce((SELECT delivery_group_id FROM companies WHERE id = ${buyer.companyId}),
                          (SELECT id FROM delivery_groups WHERE market = ${buyer.market} AND is_default))`);
  return row ?? null;
}

const DAY_MS = 86_400_000;

/** One demo order as priced: its buyer, market, delivery, the skus its lines picked and its totals. */
interface PricedDemoOrder {
  plan: DemoBuyerPlan;
  order: DemoOrderPlan;
  buyer: Buyer;
  market: Market;
  method: (typeof DEMO_DELIVERY_METHODS)[number];
  delivery: DeliveryChoice;
  picked: { line: DemoOrderLinePlan; sku: PricedSku; lineNo: number }[];
  totals: CartTotals;
  created: Date;
  /** The co-workers the lines name, by login name part. */
  coWorkers: ReadonlyMap<string, number>;
}

/**
 * Writes the demo orders (source 'demo') with prices from the buyer's list today, totals by the
 * domain's cart totals (integer minor units), the delivery fee of the group's entry, and one payment
 * each in the order's payment state. Buyers missing from the database are skipped. Answers how many
 * orders it wrote.
 */
export async function writeDemoOrders(handle: DatabaseHandle, today: string): Promise<number> {
  let written = 0;
  for (const plan of DEMO_ORDER_BUYERS) {
    const buyer = await readBuyer(handle, plan);
    if (!buyer) continue;
    const market = getMarketByName(buyer.market);
    if (!market) throw new Error(`demo buyer ${plan.login} has an unknown market ${buyer.market}`);
    const culture = market.locales.find((l) => l.name === buyer.language)?.cultureCode;
    const skus = await pricedSkus(handle, buyer.priceListId, textLocaleOf(buyer.language, culture));
    const coWorkers = await coWorkerIds(handle, plan, buyer.companyId);
    // A tiny catalogue (tests) may give the buyer's list nothing to price: no history then.
    if (skus.length === 0) continue;
    for (const order of plan.orders) {
      const method = DEMO_DELIVERY_METHODS.find((m) => m.key === order.method);
      const delivery = method && (await deliveryFor(handle, buyer, method.id));
      if (!method || !delivery) throw new Error(`no ${order.method} delivery for ${plan.login}`);
      const picked = order.lines.map((line, i) => {
        const sku = skus[line.pick % skus.length]!;
        return { line, sku, lineNo: i + 1 };
      });
      const totals = demoTotals(market, delivery, picked);
      const created = new Date(Date.parse(`${today}T09:30:00Z`) - order.daysAgo * DAY_MS);
      await writeDemoOrder(handle, {
        plan,
        order,
        buyer,
        market,
        method,
        delivery,
        picked,
        totals,
        created,
        coWorkers,
      });
      written++;
    }
  }
  return written;
}

/** The order's totals by the domain's cart totals: the picked skus at the list's prices, the entry's fee. */
function demoTotals(market: Market, delivery: DeliveryChoice, picked: PricedDemoOrder['picked']): CartTotals {
  const priced: PricedLine[] = picked.map(({ line, sku, lineNo }) => ({
    rowId: lineNo,
    sku: sku.sku,
    partNo: sku.partNo,
    quantity: line.quantity,
    unitNet: sku.price,
    unitGross: sku.priceIncVat,
    gift: false,
  }));
  return computeCartTotals({
    currency: market.currency.code,
    lines: priced,
    applied: [],
    delivery: deliveryFeeFromGross(market, delivery.feeGross),
    salesTax: { kind: 'none' },
  });
}

/** The order, its lines and its payment. */
async function writeDemoOrder(handle: DatabaseHandle, o: PricedDemoOrder): Promise<void> {
  const [row] = await handle.db.insert(orders).values(orderValues(o)).returning({ id: orders.id });
  if (!row) throw new Error('demo order was not written');
  await handle.db.insert(orderLines).values(lineValues(row.id, o));
  const payment = PAYMENT[o.plan.payment];
  await handle.db.insert(payments).values({
    orderId: row.id,
    provider: payment.provider,
    methodId: payment.id,
    state: o.order.paymentState,
    amount: o.totals.totalGross,
    currency: o.market.currency.code,
    reference: `DEMO-${o.plan.login}-${o.order.daysAgo}`,
    createdAt: o.created,
    updatedAt: o.created,
  });
}

function orderValues({
  plan,
  order,
  buyer,
  market,
  method,
  delivery,
  totals,
  created,
}: PricedDemoOrder): typeof orders.$inferInsert {
  const culture = market.locales.find((l) => l.name === buyer.language) ?? market.locales[0];
  return {
    cartId: randomUUID(),
    market: market.name,
    cultureCode: culture?.cultureCode ?? '',
    currency: market.currency.code,
    customerId: buyer.customerId,
    companyId: buyer.companyId,
    buyer: {
      id: buyer.customerId,
      companyId: buyer.companyId,
      firstName: buyer.firstName,
      lastName: buyer.lastName,
      email: buyer.email,
      cellphone: plan.cellphone,
    },
    deliveryAddress: addressSnapshot(buyer.address),
    invoiceAddress: buyer.invoiceAddress && addressSnapshot(buyer.invoiceAddress),
    deliveryMethodId: method.id,
    deliveryGroupId: delivery.groupId,
    deliveryGroupEntryId: delivery.entryId,
    deliveryMethodName: method.names[buyer.language],
    carrierCode: method.carrierCode,
    paymentMethodId: PAYMENT[plan.payment].id,
    paymentState: order.paymentState,
    status: order.status,
    metadata: order.metadata ?? {},
    comment: order.comment ?? '',
    useIncVat: buyer.companyId === null,
    source: DEMO_ORDER_SOURCE,
    productsNet: totals.productsNet,
    productsGross: totals.productsGross,
    discountNet: totals.discountNet,
    discountGross: totals.discountGross,
    deliveryNet: totals.deliveryNet,
    deliveryGross: totals.deliveryGross,
    vat: totals.vat,
    totalNet: totals.totalNet,
    totalGross: totals.totalGross,
    createdAt: created,
    modifiedAt: new Date(created.getTime() + 2 * DAY_MS),
  };
}

function lineValues(
  orderId: string,
  { picked, totals, market, coWorkers }: PricedDemoOrder,
): (typeof orderLines.$inferInsert)[] {
  return picked.map(({ line, sku, lineNo }, i) => {
    const rowTotals = totals.rows[i]!;
    return {
      orderId,
      lineNo,
      sku: sku.sku,
      partNo: sku.partNo,
      name: sku.name,
      colour: sku.colour,
      size: sku.size,
      // The API's product image route (apps/api productDetail/images.ts).
      imageUrl: `/api/product/images/${sku.partNo}/1.svg`,
      quantity: line.quantity,
      unitNet: sku.price,
      unitGross: sku.priceIncVat,
      lineNet: rowTotals.lineNet,
      lineGross: rowTotals.lineGross,
      discountNet: rowTotals.discountNet,
      discountGross: rowTotals.discountGross,
      vatRateBp: market.vatRateBasisPoints,
      priceListId: sku.priceListId,
      status: line.status,
      comment: line.comment ?? '',
      coWorkerId: line.coWorker ? (coWorkers.get(line.coWorker) ?? null) : null,
    };
  });
}

/** The ids of the co-workers the plan's lines name (login name part), among the buyer's company's people. */
async function coWorkerIds(handle: DatabaseHandle, plan: DemoBuyerPlan, companyId: number | null) {
  const logins = [
    ...new Set(plan.orders.flatMap((o) => o.lines.flatMap((l) => (l.coWorker ? [l.coWorker] : [])))),
  ];
  const ids = new Map<string, number>();
  if (logins.length === 0 || companyId === null) return ids;
  for (const login of logins) {
    const [row] = await handle.rows<{ id: number }>(sql`
      SELECT c.id FROM customers c
      WHERE c.email_address = ${`${login}@${DEMO_LOGIN_DOMAIN}`}
        AND EXISTS (SELECT 1 FROM customer_companies cc WHERE cc.customer_id = c.id AND cc.company_id = ${companyId})`);
    if (row) ids.set(login, row.id);
  }
  return ids;
}
