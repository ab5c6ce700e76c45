import type { CartView } from '@workwear/contracts';
import type { PriceDisplay } from '@workwear/domain';

/** A line of the totals panel: which text, and the minor units it shows (negative for a discount). */
export type TotalsLine =
  | {
      readonly key: 'products' | 'discount' | 'delivery' | 'subtotal' | 'vat' | 'salesTax';
      readonly amount: number;
    }
  | { readonly key: 'salesTaxTbd' };

/**
 * The totals panel in the visitor's price display (spec storefront-core §9): products, discount (when
 * any), delivery, then the tax: in a VAT market the total ex VAT (for those who see net prices) and the
 * VAT; in the US and Canada the sales tax, or "Tax: TBD" while no rate is known. The total to pay is
 * always the gross total, which includes delivery and tax.
 */
export function totalsLines(totals: CartView['totals'], display: Pick<PriceDisplay, 'incVat'>): TotalsLine[] {
  const pick = (net: number, gross: number) => (display.incVat ? gross : net);
  const lines: TotalsLine[] = [{ key: 'products', amount: pick(totals.productsNet, totals.productsGross) }];
  const discount = pick(totals.discountNet, totals.discountGross);
  if (discount !== 0) lines.push({ key: 'discount', amount: -Math.abs(discount) });
  lines.push({ key: 'delivery', amount: pick(totals.deliveryNet, totals.deliveryGross) });
  if (totals.salesTax.kind === 'none') {
    if (!display.incVat) lines.push({ key: 'subtotal', amount: totals.totalNet });
    lines.push({ key: 'vat', amount: totals.vat });
  } else if (totals.salesTax.kind === 'tbd') {
    lines.push({ key: 'salesTaxTbd' });
  } else {
    lines.push({ key: 'salesTax', amount: totals.salesTax.amount });
  }
  return lines;
}

/**
 * What is left to free delivery, in the visitor's price display (incl. VAT: the remainder with the
 * market's VAT, as their prices), or undefined when the cart has no threshold left to reach.
 */
export function freeDeliveryLeft(
  freeDelivery: CartView['freeDelivery'],
  display: Pick<PriceDisplay, 'incVat'>,
): number | undefined {
  if (!freeDelivery || freeDelivery.remainingNet <= 0) return undefined;
  return display.incVat ? freeDelivery.remainingGross : freeDelivery.remainingNet;
}
