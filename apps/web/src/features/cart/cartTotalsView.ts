import type { CartView } from '@workwear/contracts';
import { pairOf, shownAmount } from '@workwear/domain/moneyPair';
import type { PriceDisplay } from '@workwear/domain/priceDisplay';
import { totalsLines as domainTotalsLines, shownTotals } from '@workwear/domain/totalsLines';

/** A line of the totals panel: which text, and the minor units it shows (negative for a discount). */
export type TotalsLine =
  | {
      readonly key: 'products' | 'discount' | 'delivery' | 'subtotal' | 'vat' | 'salesTax';
      readonly amount: number;
    }
  | { readonly key: 'salesTaxTbd' };

/**
 * The totals panel's lines above its total, in the visitor's price display: the domain's totalsLines
 * (panel layout) keyed by the panel's texts. The panel writes the total itself, in its own style.
 */
export function totalsLines(totals: CartView['totals'], display: Pick<PriceDisplay, 'incVat'>): TotalsLine[] {
  return domainTotalsLines(shownTotals(totals, display), display).flatMap((line): TotalsLine[] => {
    if (line.kind === 'salesTaxTbd') return [{ key: line.kind }];
    // The panel layout has no VAT-included line: that is the receipt's.
    if (line.kind === 'total' || line.kind === 'vatIncluded') return [];
    return [{ key: line.kind, amount: line.amount }];
  });
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
  return shownAmount(pairOf(freeDelivery, 'remaining'), display);
}
