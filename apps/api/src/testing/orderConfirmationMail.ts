import { type OrderView, orderSchema } from '@workwear/contracts';
import {
  DEFAULT_PAYMENT_METHOD,
  grossFromNet,
  INVOICE_PAYMENT_METHOD,
  type Language,
  percentOfMinor,
  sumMinor,
} from '@workwear/domain';
import type { OrderConfirmationData } from '../modules/mail';
import { summaryOf } from '../modules/order';

/**
 * Realistic orders for tests of the confirmation e-mail (and of anything else that needs an OrderView):
 * a Swedish company's order in SEK with 25 % VAT and a 10 % promotion, or an order from Texas in USD
 * with sales tax. Every amount is computed from the lines, so the totals add up as the API's do.
 */

export type SampleMarket = 'se' | 'us';

export interface SampleOrderOptions {
  market?: SampleMarket;
  /** Amounts shown incl. VAT (a consumer) rather than excl. (a company). Sales-tax markets: always excl. */
  useIncVat?: boolean;
  paymentMethodId?: number;
  orderNo?: number;
  buyer?: Partial<OrderView['buyer']>;
  metadata?: OrderView['metadata'];
  comment?: string;
  /** Set a delivery fee of 0 (a free-delivery promotion). */
  freeDelivery?: boolean;
  /** The buyer's price display: false where HidePrice hides prices. Default true. */
  showPrices?: boolean;
  /** When the order was sent (ISO); default 2026-11-21T14:32:07Z. */
  created?: string;
}

interface SampleLine {
  partNo: string;
  size: string;
  name: string;
  colour: string;
  quantity: number;
  unitNet: number;
}

const MARKETS = {
  se: {
    cultureCode: 'sv-SE',
    /** The market's zone (settings TimeZone). */
    timeZone: 'Europe/Stockholm',
    currency: 'SEK',
    vatRateBasisPoints: 2500,
    /** Sales tax in basis points of the net total; null where a VAT applies. */
    salesTaxBasisPoints: null,
    deliveryFeeNet: 9900,
    lines: [
      {
        partNo: '702010090950',
        size: 'C52',
        name: 'Hantverksbyxa Stretch',
        colour: 'Marinblå/Svart',
        quantity: 2,
        unitNet: 119900,
      },
      {
        partNo: '421203000300',
        size: 'L',
        name: 'Varseljacka klass 3',
        colour: 'Varselgul',
        quantity: 1,
        unitNet: 89900,
      },
      { partNo: '150002101000', size: 'XL', name: 'T-shirt', colour: 'Svart', quantity: 5, unitNet: 14900 },
    ],
    deliveryAddress: {
      careOf: 'Byggservice i Göteborg AB',
      addressLine1: 'Första Långgatan 12',
      addressLine2: null,
      zipCode: '413 27',
      city: 'Göteborg',
      region: null,
      countryId: 752,
      countryCode: 'SE',
    },
    invoiceAddress: {
      careOf: 'Byggservice i Göteborg AB',
      addressLine1: 'Box 1234',
      addressLine2: 'Fakturascanning',
      zipCode: '411 04',
      city: 'Göteborg',
      region: null,
      countryId: 752,
      countryCode: 'SE',
    },
    deliveryMethod: { id: 1001, name: 'Standardpaket', carrierCode: 200, carrierType: 'parcel-b2b' },
    buyer: {
      id: 4711,
      companyId: 12,
      firstName: 'Åsa',
      lastName: 'Öberg',
      email: 'asa.oberg@byggservice.example',
      cellphone: '46701234567',
    },
    promotion: '10 % på arbetskläder',
    metadata: { OrderLabel: 'Bygget på Järntorget', OrderNumber: 'IO-2026-0815', SalesRef: 'P-3391' },
  },
  us: {
    cultureCode: 'en-US',
    /** A Texan buyer: the state's zone (domain buyerTimeZone). */
    timeZone: 'America/Chicago',
    currency: 'USD',
    vatRateBasisPoints: 0,
    salesTaxBasisPoints: 825,
    deliveryFeeNet: 1495,
    lines: [
      {
        partNo: '702010090950',
        size: 'C50',
        name: 'Craftsman Stretch Trousers',
        colour: 'Navy/Black',
        quantity: 2,
        unitNet: 11900,
      },
      {
        partNo: '421203000300',
        size: 'L',
        name: 'Hi-vis Jacket Class 3',
        colour: 'Hi-vis Yellow',
        quantity: 1,
        unitNet: 8900,
      },
    ],
    deliveryAddress: {
      careOf: 'Lone Star Builders LLC',
      addressLine1: '1100 Congress Ave',
      addressLine2: 'Suite 200',
      zipCode: '78701',
      city: 'Austin',
      region: 'TX',
      countryId: 840,
      countryCode: 'US',
    },
    invoiceAddress: null,
    deliveryMethod: { id: 1001, name: 'Standard parcel', carrierCode: 200, carrierType: 'parcel-b2b' },
    buyer: {
      id: null,
      companyId: null,
      firstName: 'Jordan',
      lastName: 'Reyes',
      email: 'jordan.reyes@example.test',
      cellphone: '15125550123',
    },
    promotion: '10 % off workwear',
    metadata: { OrderLabel: 'Congress Ave remodel', OrderNumber: 'PO-7731' },
  },
} as const satisfies Record<SampleMarket, unknown>;

/** The promotion of every sample: 10 % off each line. */
const DISCOUNT_BASIS_POINTS = 1000;

function pricedLine(line: SampleLine, index: number, vatRateBasisPoints: number, business: boolean) {
  const lineNet = line.unitNet * line.quantity;
  const lineGross = grossFromNet(lineNet, vatRateBasisPoints);
  const discountNet = percentOfMinor(lineNet, DISCOUNT_BASIS_POINTS, 'halfEven');
  return {
    lineNo: index + 1,
    sku: `${line.partNo}${line.size}`,
    partNo: line.partNo,
    name: line.name,
    colour: line.colour,
    size: line.size,
    imageUrl: '',
    quantity: line.quantity,
    unitNet: line.unitNet,
    unitGross: grossFromNet(line.unitNet, vatRateBasisPoints),
    lineNet,
    lineGross,
    discountNet,
    discountGross: percentOfMinor(lineGross, DISCOUNT_BASIS_POINTS, 'halfEven'),
    vatRateBasisPoints,
    status: 0,
    gift: false,
    // A company buyer's first line comes from an agreed list, as Anna's do in the demo.
    agreed: business && index === 0,
    comment: '',
  };
}

/** An order as GET /api/order/orders/{id} answers it, checked against the contract's schema. */
export function sampleOrder(options: SampleOrderOptions = {}): OrderView {
  const market = options.market ?? 'se';
  const m = MARKETS[market];
  const useIncVat = m.salesTaxBasisPoints === null && (options.useIncVat ?? false);
  const lines = m.lines.map((line, i) =>
    pricedLine(line, i, m.vatRateBasisPoints, m.buyer.companyId !== null),
  );
  const sum = (pick: (l: (typeof lines)[number]) => number) => sumMinor(lines.map(pick));
  const deliveryNet = options.freeDelivery ? 0 : m.deliveryFeeNet;
  const deliveryGross = grossFromNet(deliveryNet, m.vatRateBasisPoints);
  const productsNet = sum((l) => l.lineNet);
  const productsGross = sum((l) => l.lineGross);
  const discountNet = sum((l) => l.discountNet);
  const discountGross = sum((l) => l.discountGross);
  const totalNet = productsNet - discountNet + deliveryNet;
  const salesTax =
    m.salesTaxBasisPoints === null ? null : percentOfMinor(totalNet, m.salesTaxBasisPoints, 'halfEven');
  // A sales tax is added to the net total; a VAT is in each gross amount (the VAT rate is 0 in the US).
  const totalGross = productsGross - discountGross + deliveryGross + (salesTax ?? 0);
  const totals = {
    currency: m.currency,
    productsNet,
    productsGross,
    discountNet,
    discountGross,
    deliveryNet,
    deliveryGross,
    vat: totalGross - totalNet - (salesTax ?? 0),
    salesTax,
    totalNet,
    totalGross,
  };
  const paymentMethodId =
    options.paymentMethodId ??
    (m.buyer.companyId === null ? DEFAULT_PAYMENT_METHOD : INVOICE_PAYMENT_METHOD).id;
  return orderSchema.parse({
    id: '0b6f3c9e-4f1a-4d2b-9a57-3c1e8d2f7a10',
    orderNo: options.orderNo ?? 100042,
    cartId: '5d2a7e41-8c3b-4f6e-a1d9-7b0c2e4f9a35',
    created: options.created ?? '2026-11-21T14:32:07.000Z',
    market,
    cultureCode: m.cultureCode,
    timeZone: m.timeZone,
    currency: m.currency,
    status: 100,
    paymentState: 'Confirmed',
    paymentMethodId,
    awaitingPayment: false,
    buyer: { ...m.buyer, ...options.buyer },
    deliveryAddress: m.deliveryAddress,
    invoiceAddress: m.invoiceAddress,
    deliveryMethod: m.deliveryMethod,
    metadata: options.metadata ?? m.metadata,
    comment: options.comment ?? '',
    useIncVat,
    lines,
    totals,
    summary: summaryOf({ lines, totals, promotions: [{ name: m.promotion }], useIncVat }),
  });
}

/** The data of an orderConfirmation mail for a sample order. */
export function sampleOrderConfirmation(
  language: Language,
  options: SampleOrderOptions = {},
): OrderConfirmationData {
  const order = sampleOrder(options);
  return {
    language,
    orderUrl: `https://shop.example.test/${language}/orders/${order.id}`,
    order,
    showPrices: options.showPrices ?? true,
  };
}
