import type { OrderSummary } from '@workwear/contracts';
import type { TaxName } from '@workwear/domain';

/** A totals line of the order summary: which text, and the minor units it shows (negative for a discount). */
export type SummaryLine =
  | {
      readonly key: 'totalProducts' | 'totalDiscount' | 'delivery' | 'subtotal' | 'vat' | 'salesTax';
      readonly amount: number;
    }
  | { readonly key: 'salesTaxTbd' };

/**
 * The spec's order summary totals in the order's own price display (useIncVat), the way the cart's
 * totals panel shows a cart: products, discount when any, delivery, then the tax. A VAT market shows
 * the total excl. VAT to those who saw net prices, and the VAT; the US and Canada show the sales tax,
 * or "Tax: TBD" while no rate is known (salesTax null). The total itself is always what is paid.
 */
export function summaryLines(summary: OrderSummary, tax: TaxName): SummaryLine[] {
  const lines: SummaryLine[] = [{ key: 'totalProducts', amount: summary.totalProducts }];
  if (summary.totalDiscount !== 0)
    lines.push({ key: 'totalDiscount', amount: -Math.abs(summary.totalDiscount) });
  lines.push({ key: 'delivery', amount: summary.deliveryPrice });
  if (tax === 'salesTax') {
    lines.push(
      summary.salesTax === null ? { key: 'salesTaxTbd' } : { key: 'salesTax', amount: summary.salesTax },
    );
    return lines;
  }
  if (!summary.useIncVat) lines.push({ key: 'subtotal', amount: summary.totalPrice - summary.vat });
  lines.push({ key: 'vat', amount: summary.vat });
  return lines;
}
