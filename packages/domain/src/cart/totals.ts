import { assertMinor, multiplyMoney, sumMinor } from '../money';
import type { NetGross } from '../moneyPair';
import type { PricedLine, PromotionEvaluation } from './promotions';
import type { TaxablePayment } from './salesTax';

/** Sales tax in the US and Canada: none elsewhere, TBD until a location has a rate, then known. */
export type SalesTaxState = { kind: 'none' } | { kind: 'tbd' } | { kind: 'known'; amount: number };

export type CartRowTotals = {
  rowId: number;
  lineNet: number;
  lineGross: number;
  discountNet: number;
  discountGross: number;
};

/**
 * A cart's totals in integer minor units. Discounts are positive amounts taken off products;
 * delivery is after its own discount. VAT is 0 in sales-tax markets, where the tax is `salesTax`.
 */
export type CartTotals = {
  currency: string;
  productsNet: number;
  productsGross: number;
  discountNet: number;
  discountGross: number;
  deliveryNet: number;
  deliveryGross: number;
  vat: number;
  salesTax: SalesTaxState;
  totalNet: number;
  totalGross: number;
  rows: CartRowTotals[];
};

export type CartTotalsInput = {
  currency: string;
  lines: readonly PricedLine[];
  /** Evaluations of the promotions on the cart; only those that apply count. */
  applied: readonly PromotionEvaluation[];
  delivery: NetGross;
  salesTax: SalesTaxState;
};

type Applied = Extract<PromotionEvaluation, { status: 'applies' }>;

/**
 * A discount of what `limit` holds: never negative, never more than it, and never taking more gross
 * than the net it takes plus the VAT the limit carries, so what is left keeps gross >= net (the
 * cap matters only where rounding made a discount's VAT larger than its share).
 */
function capped(wanted: NetGross, limit: NetGross): NetGross {
  const net = Math.max(0, Math.min(wanted.net, limit.net));
  const gross = Math.max(0, Math.min(wanted.gross, limit.gross - (limit.net - net)));
  return { net, gross };
}

const sumParts = (parts: readonly NetGross[]): NetGross => ({
  net: sumMinor(parts.map((p) => p.net)),
  gross: sumMinor(parts.map((p) => p.gross)),
});

function rowTotals(line: PricedLine, applied: readonly Applied[]): CartRowTotals {
  // A gift row costs nothing whatever price it was handed.
  const lineTotal = line.gift
    ? { net: 0, gross: 0 }
    : {
        net: multiplyMoney(line.unitNet, line.quantity),
        gross: multiplyMoney(line.unitGross, line.quantity),
      };
  const wanted = sumParts(
    applied.flatMap((evaluation) => evaluation.rowDiscounts.filter((d) => d.rowId === line.rowId)),
  );
  const discount = capped(wanted, lineTotal);
  return {
    rowId: line.rowId,
    lineNet: lineTotal.net,
    lineGross: lineTotal.gross,
    discountNet: discount.net,
    discountGross: discount.gross,
  };
}

function paidParts(input: Omit<CartTotalsInput, 'salesTax'>) {
  const applied = input.applied.filter((e): e is Applied => e.status === 'applies');
  const rows = input.lines.map((line) => rowTotals(line, applied));
  const products = sumParts(rows.map((r) => ({ net: r.lineNet, gross: r.lineGross })));
  const rowDiscount = sumParts(rows.map((r) => ({ net: r.discountNet, gross: r.discountGross })));
  const left = { net: products.net - rowDiscount.net, gross: products.gross - rowDiscount.gross };
  const basketDiscount = capped(sumParts(applied.map((e) => e.basketDiscount)), left);
  const deliveryDiscount = capped(sumParts(applied.map((e) => e.deliveryDiscount)), input.delivery);
  return { rows, products, discount: sumParts([rowDiscount, basketDiscount]), deliveryDiscount };
}

/**
 * What a sales tax is owed on besides the rows' list prices: the products discount as the totals
 * cap it and the delivery after its discount (the tax request's DISCOUNT and F3000 rows).
 */
export function taxablePaymentOf(input: Omit<CartTotalsInput, 'salesTax'>): TaxablePayment {
  const { discount, deliveryDiscount } = paidParts(input);
  return { productsDiscountNet: discount.net, deliveryNet: input.delivery.net - deliveryDiscount.net };
}

/**
 * Products, discounts, delivery, VAT or sales tax and the total, computed per row and summed so the
 * parts always add up. Row discounts stop at their row, the basket discount at what the rows leave,
 * and the delivery discount at the delivery fee, so no total is ever negative.
 */
export function computeCartTotals(input: CartTotalsInput): CartTotals {
  const { rows, products, discount, deliveryDiscount } = paidParts(input);
  const discountNet = discount.net;
  const discountGross = discount.gross;
  const deliveryNet = assertMinor(input.delivery.net - deliveryDiscount.net, 'delivery');
  const deliveryGross = assertMinor(input.delivery.gross - deliveryDiscount.gross, 'delivery');
  const totalNet = products.net - discountNet + deliveryNet;

  let totalGross: number;
  switch (input.salesTax.kind) {
    case 'none':
      totalGross = products.gross - discountGross + deliveryGross;
      break;
    case 'tbd':
      totalGross = totalNet;
      break;
    case 'known':
      totalGross = totalNet + assertMinor(input.salesTax.amount, 'sales tax');
      break;
  }
  return {
    currency: input.currency,
    productsNet: products.net,
    productsGross: products.gross,
    discountNet,
    discountGross,
    deliveryNet,
    deliveryGross,
    vat: input.salesTax.kind === 'none' ? totalGross - totalNet : 0,
    salesTax: input.salesTax,
    totalNet,
    totalGross,
    rows,
  };
}
