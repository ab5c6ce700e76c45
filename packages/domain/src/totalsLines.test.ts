// biome-ignore lint/style/noRestrictedImports: fast-check is a test-only dev dependency; the rule guards domain's runtime imports.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SalesTaxState } from './cart/totals';
import type { TaxName } from './markets';
import { lineAfterDiscount, pairOf, shownAmount } from './moneyPair';
import {
  salesTaxStateOf,
  shownTotals,
  type TotalsFigures,
  type TotalsLine,
  totalsLines,
} from './totalsLines';

const figures = (over: Partial<TotalsFigures> = {}): TotalsFigures => ({
  productsNet: 100000,
  productsGross: 125000,
  discountNet: 8000,
  discountGross: 10000,
  deliveryNet: 3920,
  deliveryGross: 4900,
  vat: 23980,
  salesTax: { kind: 'none' },
  totalNet: 95920,
  totalGross: 119900,
  ...over,
});

const gross = { incVat: true };
const net = { incVat: false };

describe('shownAmount', () => {
  it('shows the gross of a pair incl. VAT and the net excl. VAT', () => {
    expect(shownAmount({ net: 800, gross: 1000 }, gross)).toBe(1000);
    expect(shownAmount({ net: 800, gross: 1000 }, net)).toBe(800);
  });

  it('reads a pair from a record that spells it <name>Net and <name>Gross', () => {
    expect(pairOf(figures(), 'delivery')).toEqual({ net: 3920, gross: 4900 });
    expect(
      lineAfterDiscount({ lineNet: 20000, lineGross: 25000, discountNet: 2000, discountGross: 2500 }),
    ).toEqual({ net: 18000, gross: 22500 });
  });
});

describe('totalsLines', () => {
  it('shows a VAT market incl. VAT: products, discount, delivery, the VAT, then the total', () => {
    expect(totalsLines(shownTotals(figures(), gross), gross)).toEqual([
      { kind: 'products', amount: 125000 },
      { kind: 'discount', amount: -10000 },
      { kind: 'delivery', amount: 4900 },
      { kind: 'vat', amount: 23980 },
      { kind: 'total', amount: 119900 },
    ]);
  });

  it('puts the VAT a total includes after it on a receipt', () => {
    expect(totalsLines(shownTotals(figures(), gross), gross, 'receipt').slice(-2)).toEqual([
      { kind: 'total', amount: 119900 },
      { kind: 'vatIncluded', amount: 23980 },
    ]);
  });

  it('adds the total excl. VAT for net prices and leaves out a discount of nothing', () => {
    const noDiscount = figures({ discountNet: 0, discountGross: 0 });
    for (const layout of ['panel', 'receipt'] as const) {
      expect(totalsLines(shownTotals(noDiscount, net), net, layout)).toEqual([
        { kind: 'products', amount: 100000 },
        { kind: 'delivery', amount: 3920 },
        { kind: 'subtotal', amount: 95920 },
        { kind: 'vat', amount: 23980 },
        { kind: 'total', amount: 119900 },
      ]);
    }
  });

  it('shows the sales tax in the US and Canada, or TBD while no rate is known', () => {
    const us = figures({ vat: 0, salesTax: { kind: 'known', amount: 725 } });
    expect(totalsLines(shownTotals(us, net), net).slice(-2)).toEqual([
      { kind: 'salesTax', amount: 725 },
      { kind: 'total', amount: 119900 },
    ]);
    expect(totalsLines(shownTotals({ ...us, salesTax: { kind: 'tbd' } }, net), net).slice(-2)).toEqual([
      { kind: 'salesTaxTbd' },
      { kind: 'total', amount: 119900 },
    ]);
  });

  it("reads an order's kept sales tax: an amount is known, else TBD in a sales-tax market", () => {
    expect(salesTaxStateOf(725, 'salesTax')).toEqual({ kind: 'known', amount: 725 });
    expect(salesTaxStateOf(null, 'salesTax')).toEqual({ kind: 'tbd' });
    expect(salesTaxStateOf(null, 'vat')).toEqual({ kind: 'none' });
  });
});

/*
 * The three layouts as the cart's totals panel, the order summary and the confirmation e-mail wrote
 * them before they shared totalsLines (issue 26), kept here as the oracle the shared lines must match.
 */
type OldLine = { key: string; amount?: number };

function oldCartLines(totals: TotalsFigures, incVat: boolean): OldLine[] {
  const pick = (n: number, g: number) => (incVat ? g : n);
  const lines: OldLine[] = [{ key: 'products', amount: pick(totals.productsNet, totals.productsGross) }];
  const discount = pick(totals.discountNet, totals.discountGross);
  if (discount !== 0) lines.push({ key: 'discount', amount: -Math.abs(discount) });
  lines.push({ key: 'delivery', amount: pick(totals.deliveryNet, totals.deliveryGross) });
  if (totals.salesTax.kind === 'none') {
    if (!incVat) lines.push({ key: 'subtotal', amount: totals.totalNet });
    lines.push({ key: 'vat', amount: totals.vat });
  } else if (totals.salesTax.kind === 'tbd') {
    lines.push({ key: 'salesTaxTbd' });
  } else {
    lines.push({ key: 'salesTax', amount: totals.salesTax.amount });
  }
  return lines;
}

type OrderTotals = Omit<TotalsFigures, 'salesTax'> & { salesTax: number | null };

function oldSummaryLines(totals: OrderTotals, useIncVat: boolean, tax: TaxName): OldLine[] {
  const shown = (n: number, g: number) => (useIncVat ? g : n);
  const summary = {
    totalProducts: shown(totals.productsNet, totals.productsGross),
    totalDiscount: shown(totals.discountNet, totals.discountGross),
    deliveryPrice: shown(totals.deliveryNet, totals.deliveryGross),
    vat: totals.vat,
    salesTax: totals.salesTax,
    totalPrice: totals.totalGross,
  };
  const lines: OldLine[] = [{ key: 'totalProducts', amount: summary.totalProducts }];
  if (summary.totalDiscount !== 0)
    lines.push({ key: 'totalDiscount', amount: -Math.abs(summary.totalDiscount) });
  lines.push({ key: 'delivery', amount: summary.deliveryPrice });
  if (tax === 'salesTax') {
    lines.push(
      summary.salesTax === null ? { key: 'salesTaxTbd' } : { key: 'salesTax', amount: summary.salesTax },
    );
    return lines;
  }
  if (!useIncVat) lines.push({ key: 'subtotal', amount: summary.totalPrice - summary.vat });
  lines.push({ key: 'vat', amount: summary.vat });
  return lines;
}

function oldMailLines(totals: OrderTotals, useIncVat: boolean, salesTaxMarket: boolean): OldLine[] {
  const pick = (n: number, g: number) => (useIncVat ? g : n);
  const discount = pick(totals.discountNet, totals.discountGross);
  const total = { key: 'total', amount: totals.totalGross };
  const tax: OldLine[] =
    salesTaxMarket || totals.salesTax !== null
      ? [
          totals.salesTax === null ? { key: 'salesTaxTbd' } : { key: 'salesTax', amount: totals.salesTax },
          total,
        ]
      : useIncVat
        ? [total, { key: 'vatIncluded', amount: totals.vat }]
        : [{ key: 'subtotal', amount: totals.totalNet }, { key: 'vat', amount: totals.vat }, total];
  return [
    { key: 'products', amount: pick(totals.productsNet, totals.productsGross) },
    ...(discount === 0 ? [] : [{ key: 'discount', amount: -Math.abs(discount) }]),
    { key: 'delivery', amount: pick(totals.deliveryNet, totals.deliveryGross) },
    ...tax,
  ];
}

const asOld = (lines: readonly TotalsLine[]): OldLine[] =>
  lines.map((line) =>
    line.kind === 'salesTaxTbd' ? { key: line.kind } : { key: line.kind, amount: line.amount },
  );

const SUMMARY_KEYS: Record<string, string> = { products: 'totalProducts', discount: 'totalDiscount' };

const amount = fc.integer({ min: 0, max: 10_000_000 });
const pair = fc
  .tuple(amount, fc.integer({ min: 0, max: 2_500 }))
  .map(([n, rate]) => ({ net: n, gross: n + Math.floor((n * rate) / 10_000) }));

/** Totals as computeCartTotals leaves them: VAT markets carry no sales tax, sales-tax markets no VAT. */
const totalsCase = fc
  .record({
    products: pair,
    discount: fc.oneof(fc.constant({ net: 0, gross: 0 }), pair),
    delivery: pair,
    tax: fc.constantFrom<TaxName>('vat', 'salesTax'),
    salesTaxAmount: fc.option(amount, { nil: null }),
    incVat: fc.boolean(),
  })
  .map(({ products, discount, delivery, tax, salesTaxAmount, incVat }) => {
    const totalNet = products.net - discount.net + delivery.net;
    const salesTax: SalesTaxState =
      tax === 'vat'
        ? { kind: 'none' }
        : salesTaxAmount === null
          ? { kind: 'tbd' }
          : { kind: 'known', amount: salesTaxAmount };
    const totalGross =
      salesTax.kind === 'none'
        ? products.gross - discount.gross + delivery.gross
        : totalNet + (salesTax.kind === 'known' ? salesTax.amount : 0);
    const totals: TotalsFigures = {
      productsNet: products.net,
      productsGross: products.gross,
      discountNet: discount.net,
      discountGross: discount.gross,
      deliveryNet: delivery.net,
      deliveryGross: delivery.gross,
      vat: salesTax.kind === 'none' ? totalGross - totalNet : 0,
      salesTax,
      totalNet,
      totalGross,
    };
    const order: OrderTotals = { ...totals, salesTax: salesTax.kind === 'known' ? salesTax.amount : null };
    return { totals, order, tax, display: { incVat } };
  });

describe('totalsLines agrees with the three layouts it replaced', () => {
  it('cart panel, order summary and confirmation e-mail', () => {
    fc.assert(
      fc.property(totalsCase, ({ totals, order, tax, display }) => {
        const panel = totalsLines(shownTotals(totals, display), display);
        expect(panel.at(-1)).toEqual({ kind: 'total', amount: totals.totalGross });
        const panelLines = asOld(panel.slice(0, -1));
        expect(panelLines).toEqual(oldCartLines(totals, display.incVat));

        const orderTotals = shownTotals(
          { ...order, salesTax: salesTaxStateOf(order.salesTax, tax) },
          { incVat: display.incVat },
        );
        const summary = asOld(totalsLines(orderTotals, display).slice(0, -1)).map((line) => ({
          ...line,
          key: SUMMARY_KEYS[line.key] ?? line.key,
        }));
        expect(summary).toEqual(oldSummaryLines(order, display.incVat, tax));

        const receipt = asOld(totalsLines(orderTotals, display, 'receipt'));
        expect(receipt).toEqual(oldMailLines(order, display.incVat, tax === 'salesTax'));
      }),
      { numRuns: 500 },
    );
  });
});
