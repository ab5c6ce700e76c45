import type { OrderApprovalView, OrderSummary, OrderView } from '@workwear/contracts';
import {
  buyerTimeZone,
  carrierTypeOf,
  lineAfterDiscount,
  pairOf,
  paymentMethodById,
  shownAmount,
} from '@workwear/domain';
import type {
  AddressSnapshot,
  AppliedPromotionSnapshot,
  OrderLineRecord,
  OrderRecord,
  OrderTotalsRecord,
} from './orderRepository';

/** What the summary is computed from: an order's priced lines and totals, sent or not yet. */
export interface PricedOrder {
  lines: readonly OrderLineRecord[];
  totals: OrderTotalsRecord;
  promotions: readonly AppliedPromotionSnapshot[];
  useIncVat: boolean;
}

/** What the summary reads of an order (a PricedOrder, or a test's sample order). */
export interface SummarySource {
  lines: readonly Pick<
    OrderLineRecord,
    | 'imageUrl'
    | 'name'
    | 'colour'
    | 'size'
    | 'quantity'
    | 'lineNet'
    | 'lineGross'
    | 'partNo'
    | 'sku'
    | 'discountNet'
    | 'discountGross'
    | 'gift'
    | 'agreed'
  >[];
  totals: OrderTotalsRecord;
  promotions: readonly Pick<AppliedPromotionSnapshot, 'name'>[];
  useIncVat: boolean;
}

/** The spec's order summary: amounts net or gross as useIncVat shows them; the total is what is paid. */
export function summaryOf(order: SummarySource): OrderSummary {
  const display = { incVat: order.useIncVat };
  const shown = (pair: { net: number; gross: number }) => shownAmount(pair, display);
  const { totals } = order;
  return {
    products: order.lines.map((l) => ({
      imageUrl: l.imageUrl,
      name: l.name,
      color: l.colour,
      size: l.size,
      quantity: l.quantity,
      priceBeforeDiscount: shown(pairOf(l, 'line')),
      sku: l.partNo,
      fullSku: l.sku,
      price: shown(lineAfterDiscount(l)),
      gift: l.gift,
      agreed: l.agreed,
    })),
    totalProducts: shown(pairOf(totals, 'products')),
    totalDiscount: shown(pairOf(totals, 'discount')),
    promotionNames: order.promotions.map((p) => p.name),
    deliveryPrice: shown(pairOf(totals, 'delivery')),
    vat: totals.vat,
    salesTax: totals.salesTax,
    totalPrice: totals.totalGross,
    showFreeItemsDisclaimer: order.lines.some((l) => l.gift),
    currency: totals.currency,
    useIncVat: order.useIncVat,
  };
}

/** The contract's address: the snapshot without what only the API reads. */
const addressView = ({
  isValidated: _validated,
  type: _type,
  addressId: _addressId,
  ...view
}: AddressSnapshot) => view;

/** A card order waits for its payment while it is Pending or Failed (the buyer may try again). */
export function awaitsPayment(order: Pick<OrderRecord, 'paymentMethodId' | 'paymentState'>): boolean {
  return (
    paymentMethodById(order.paymentMethodId)?.provider === 'card' &&
    (order.paymentState === 'Pending' || order.paymentState === 'Failed')
  );
}

/**
 * The order as the API answers it: one mapping for send, fetch, payment and cancel. `marketTimeZone`
 * is the order's market's zone (settings); a US buyer's dates follow their delivery state's instead.
 */
export function orderView(
  order: OrderRecord,
  marketTimeZone: string,
  approval: OrderApprovalView | null = null,
): OrderView {
  const carrierCode = order.carrierCode ?? 0;
  return {
    id: order.id,
    orderNo: order.orderNo,
    cartId: order.cartId,
    created: order.created,
    market: order.market,
    cultureCode: order.cultureCode,
    currency: order.totals.currency,
    status: order.status,
    timeZone: buyerTimeZone(order.market, marketTimeZone, order.deliveryAddress),
    paymentState: order.paymentState,
    paymentMethodId: order.paymentMethodId,
    awaitingPayment: awaitsPayment(order),
    expiredAt: order.expiredAt,
    buyer: order.buyer,
    deliveryAddress: addressView(order.deliveryAddress),
    invoiceAddress: order.invoiceAddress && addressView(order.invoiceAddress),
    deliveryMethod: {
      id: order.deliveryMethodId ?? 0,
      name: order.deliveryMethodName ?? '',
      carrierCode,
      carrierType: carrierTypeOf(carrierCode) ?? null,
    },
    servicePoint: order.servicePoint,
    metadata: order.metadata,
    comment: order.comment,
    useIncVat: order.useIncVat,
    // The contract's line: the record without what only the API reads.
    lines: order.lines.map(({ priceListId: _priceList, coWorkerId: _coWorker, ...line }) => line),
    totals: order.totals,
    summary: summaryOf(order),
    // The approval as its reader may see it (approval/approvalRead.ts); null for an order that needed none.
    approval,
  };
}

/** The order's view with its market's zone looked up (settings, cached): what every use case answers. */
export async function presentOrder(
  deps: { marketTimeZone: (market: string) => Promise<string> },
  order: OrderRecord,
  approval: OrderApprovalView | null = null,
): Promise<OrderView> {
  return orderView(order, await deps.marketTimeZone(order.market), approval);
}
