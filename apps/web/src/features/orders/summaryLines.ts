import type { OrderSummary } from '@workwear/contracts';
import type { TaxName } from '@workwear/domain/markets';
import { salesTaxStateOf, totalsLines } from '@workwear/domain/totalsLines';

/** A totals line of the order summary: which text, and the minor units it shows (negative for a discount). */
export type SummaryLine =
  | {
      readonly key: 'totalProducts' | 'totalDiscount' | 'delivery' | 'subtotal' | 'vat' | 'salesTax';
      readonly amount: number;
    }
  | { readonly key: 'salesTaxTbd' };

/** The summary's own names for the domain's lines; the others keep the domain's. */
const SUMMARY_KEY = { products: 'totalProducts', discount: 'totalDiscount' } as const;

/**
 * The spec's order summary totals above its total, laid out as the cart's totals panel (the domain's
 * totalsLines, panel layout) from the amounts the summary already shows in the order's price display.
 */
export function summaryLines(summary: OrderSummary, tax: TaxName): SummaryLine[] {
  const display = { incVat: summary.useIncVat };
  const shown = {
    products: summary.totalProducts,
    discount: summary.totalDiscount,
    delivery: summary.deliveryPrice,
    subtotal: summary.totalPrice - summary.vat,
    vat: summary.vat,
    salesTax: salesTaxStateOf(summary.salesTax, tax),
    total: summary.totalPrice,
  };
  return totalsLines(shown, display).flatMap((line): SummaryLine[] => {
    if (line.kind === 'salesTaxTbd') return [{ key: line.kind }];
    if (line.kind === 'total' || line.kind === 'vatIncluded') return [];
    if (line.kind === 'products' || line.kind === 'discount')
      return [{ key: SUMMARY_KEY[line.kind], amount: line.amount }];
    return [{ key: line.kind, amount: line.amount }];
  });
}
