import type { SalesTaxState } from './cart/totals';
import type { TaxName } from './markets';
import { pairOf, shownAmount } from './moneyPair';
import type { PriceDisplay } from './priceDisplay';

/** A cart's or an order's totals as the API keeps them: net and gross of each part, and the tax. */
export type TotalsFigures = Readonly<
  Record<`${'products' | 'discount' | 'delivery' | 'total'}${'Net' | 'Gross'}`, number>
> & {
  readonly vat: number;
  readonly salesTax: SalesTaxState;
};

/**
 * The totals in the buyer's price display: products, discount (positive) and delivery net or gross,
 * the total excl. VAT, the VAT, the sales tax and the total paid, which always includes every tax.
 */
export type ShownTotals = {
  readonly products: number;
  readonly discount: number;
  readonly delivery: number;
  readonly subtotal: number;
  readonly vat: number;
  readonly salesTax: SalesTaxState;
  readonly total: number;
};

export function shownTotals(figures: TotalsFigures, display: Pick<PriceDisplay, 'incVat'>): ShownTotals {
  const shown = (name: 'products' | 'discount' | 'delivery') => shownAmount(pairOf(figures, name), display);
  return {
    products: shown('products'),
    discount: shown('discount'),
    delivery: shown('delivery'),
    subtotal: figures.totalNet,
    vat: figures.vat,
    salesTax: figures.salesTax,
    total: figures.totalGross,
  };
}

/**
 * An order keeps its sales tax as an amount, or null where none was known (TBD in the US and Canada)
 * or none applies (VAT markets). An amount kept wins over the market: it is what was charged.
 */
export function salesTaxStateOf(amount: number | null, tax: TaxName): SalesTaxState {
  if (amount !== null) return { kind: 'known', amount };
  return tax === 'salesTax' ? { kind: 'tbd' } : { kind: 'none' };
}

/** A line of a totals panel: what it says, and the minor units it shows (negative for a discount). */
export type TotalsLine =
  | {
      readonly kind:
        | 'products'
        | 'discount'
        | 'delivery'
        | 'subtotal'
        | 'vat'
        | 'vatIncluded'
        | 'salesTax'
        | 'total';
      readonly amount: number;
    }
  | { readonly kind: 'salesTaxTbd' };

export type TotalsLineKind = TotalsLine['kind'];

/**
 * 'panel' (the cart's totals panel, the order summary) shows the VAT above the total in both displays;
 * 'receipt' (the confirmation e-mail) shows a total incl. VAT first and the VAT it includes after it.
 */
export type TotalsLayout = 'panel' | 'receipt';

/**
 * The lines of a totals panel in order (spec storefront-core §9): products, the discount when there is
 * one, delivery, then the tax and the total. In a VAT market those who see net prices get the total
 * excl. VAT and the VAT; those who see gross prices the VAT only, as it is already in their amounts.
 * In the US and Canada the sales tax, or "Tax: TBD" while no rate is known.
 */
export function totalsLines(
  totals: ShownTotals,
  display: Pick<PriceDisplay, 'incVat'>,
  layout: TotalsLayout = 'panel',
): TotalsLine[] {
  const lines: TotalsLine[] = [{ kind: 'products', amount: totals.products }];
  if (totals.discount !== 0) lines.push({ kind: 'discount', amount: -Math.abs(totals.discount) });
  lines.push({ kind: 'delivery', amount: totals.delivery });
  const total: TotalsLine = { kind: 'total', amount: totals.total };
  const { salesTax } = totals;
  if (salesTax.kind === 'tbd') return [...lines, { kind: 'salesTaxTbd' }, total];
  if (salesTax.kind === 'known') return [...lines, { kind: 'salesTax', amount: salesTax.amount }, total];
  const vat: TotalsLine = { kind: 'vat', amount: totals.vat };
  if (!display.incVat) return [...lines, { kind: 'subtotal', amount: totals.subtotal }, vat, total];
  if (layout === 'receipt') return [...lines, total, { kind: 'vatIncluded', amount: totals.vat }];
  return [...lines, vat, total];
}
