// biome-ignore lint/style/noRestrictedImports: fast-check is a test-only dev dependency; the rule guards domain's runtime imports.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { grossFromNet } from '../money';
import type { NetGross } from '../moneyPair';
import type { PricedLine, PromotionEvaluation } from './promotions';
import { computeCartTotals, type SalesTaxState } from './totals';

function line(rowId: number, quantity: number, unitNet: number, unitGross: number, gift = false): PricedLine {
  return {
    rowId,
    sku: `1000000${rowId}010148`,
    partNo: `1000000${rowId}0101`,
    quantity,
    unitNet,
    unitGross,
    gift,
  };
}

function applies(parts: {
  rows?: { rowId: number; net: number; gross: number }[];
  basket?: NetGross;
  delivery?: NetGross;
}): PromotionEvaluation {
  return {
    status: 'applies',
    rowDiscounts: parts.rows ?? [],
    basketDiscount: parts.basket ?? { net: 0, gross: 0 },
    deliveryDiscount: parts.delivery ?? { net: 0, gross: 0 },
  };
}

// Sweden, 25 %: jackets 2 x 100.00 (125.00), gloves 3 x 10.05 (12.56), a gift priced by mistake.
const lines = [line(1, 2, 10000, 12500), line(3, 3, 1005, 1256), line(4, 1, 5000, 6250, true)];
const delivery = { net: 4900, gross: 6125 };

describe('computeCartTotals', () => {
  it('adds products, takes off row and basket discounts, adds delivery and derives VAT', () => {
    const totals = computeCartTotals({
      currency: 'SEK',
      lines,
      applied: [
        applies({ rows: [{ rowId: 1, net: 4000, gross: 5000 }] }),
        applies({ basket: { net: 1000, gross: 1250 } }),
        { status: 'RequirementsNotMet' },
        { status: 'NotValid', reason: 'expired' },
      ],
      delivery,
      salesTax: { kind: 'none' },
    });
    expect(totals).toEqual({
      currency: 'SEK',
      productsNet: 23015, // 20000 + 3015, the gift counts 0
      productsGross: 28768, // 25000 + 3768
      discountNet: 5000,
      discountGross: 6250,
      deliveryNet: 4900,
      deliveryGross: 6125,
      vat: 5728, // 28643 - 22915
      salesTax: { kind: 'none' },
      totalNet: 22915, // 23015 - 5000 + 4900
      totalGross: 28643, // 28768 - 6250 + 6125
      rows: [
        { rowId: 1, lineNet: 20000, lineGross: 25000, discountNet: 4000, discountGross: 5000 },
        { rowId: 3, lineNet: 3015, lineGross: 3768, discountNet: 0, discountGross: 0 },
        { rowId: 4, lineNet: 0, lineGross: 0, discountNet: 0, discountGross: 0 },
      ],
    });
  });

  it('sums row discounts across promotions but stops them at the row, the basket at what is left', () => {
    const totals = computeCartTotals({
      currency: 'SEK',
      lines,
      applied: [
        applies({ rows: [{ rowId: 3, net: 2000, gross: 2500 }], basket: { net: 15000, gross: 18750 } }),
        applies({ rows: [{ rowId: 3, net: 2000, gross: 2500 }], basket: { net: 15000, gross: 18750 } }),
      ],
      delivery,
      salesTax: { kind: 'none' },
    });
    expect(totals.rows[1]).toEqual({
      rowId: 3,
      lineNet: 3015,
      lineGross: 3768,
      discountNet: 3015,
      discountGross: 3768,
    });
    // The basket wanted 30000 net but only the jackets' 20000 (25000 gross) were left.
    expect(totals.discountNet).toBe(23015);
    expect(totals.discountGross).toBe(28768);
    expect(totals.totalNet).toBe(4900);
    expect(totals.totalGross).toBe(6125);
    expect(totals.vat).toBe(1225);
  });

  it('never takes delivery below zero', () => {
    const totals = computeCartTotals({
      currency: 'SEK',
      lines,
      applied: [
        applies({ delivery: { net: 4900, gross: 6125 } }),
        applies({ delivery: { net: 4900, gross: 6125 } }),
      ],
      delivery,
      salesTax: { kind: 'none' },
    });
    expect([totals.deliveryNet, totals.deliveryGross]).toEqual([0, 0]);
    expect(totals.totalGross).toBe(28768);
  });

  it('keeps a rounded discount from taking more VAT than the row carried', () => {
    // Four units of 0.01 (0.01 gross after rounding); 0.03 off is 0.04 gross, which would leave
    // 0.01 net and 0.00 gross: the gross discount stops at 0.03.
    const totals = computeCartTotals({
      currency: 'SEK',
      lines: [line(1, 4, 1, 1)],
      applied: [applies({ rows: [{ rowId: 1, net: 3, gross: 4 }] })],
      delivery: { net: 0, gross: 0 },
      salesTax: { kind: 'none' },
    });
    expect(totals).toMatchObject({ discountNet: 3, discountGross: 3, totalNet: 1, totalGross: 1, vat: 0 });
  });

  it('adds known sales tax to the net total, and nothing while it is TBD', () => {
    const us = {
      currency: 'USD',
      lines: [line(1, 2, 2000, 2000)],
      applied: [],
      delivery: { net: 995, gross: 995 },
    };
    const known = computeCartTotals({ ...us, salesTax: { kind: 'known', amount: 362 } });
    expect(known).toMatchObject({ productsNet: 4000, totalNet: 4995, totalGross: 5357, vat: 0 });
    expect(known.salesTax).toEqual({ kind: 'known', amount: 362 });
    const tbd = computeCartTotals({ ...us, salesTax: { kind: 'tbd' } });
    expect(tbd).toMatchObject({ totalNet: 4995, totalGross: 4995, vat: 0, salesTax: { kind: 'tbd' } });
  });

  it('totals an empty cart to delivery alone', () => {
    const totals = computeCartTotals({
      currency: 'SEK',
      lines: [],
      applied: [],
      delivery,
      salesTax: { kind: 'none' },
    });
    expect(totals).toMatchObject({ productsNet: 0, totalNet: 4900, totalGross: 6125, vat: 1225, rows: [] });
  });
});

describe('computeCartTotals properties', () => {
  const amount = fc.integer({ min: 0, max: 2_000_000 });
  const netGross = fc.record({ net: amount, gross: amount });
  const cartArbitrary = fc
    .record({
      rate: fc.constantFrom(0, 810, 2000, 2500, 2550),
      salesTax: fc.oneof(
        fc.constant<SalesTaxState>({ kind: 'none' }),
        fc.constant<SalesTaxState>({ kind: 'tbd' }),
        amount.map<SalesTaxState>((a) => ({ kind: 'known', amount: a })),
      ),
      units: fc.array(
        fc.record({
          quantity: fc.integer({ min: 1, max: 9999 }),
          unitNet: fc.integer({ min: 0, max: 500_000 }),
          gift: fc.boolean(),
        }),
        { maxLength: 8 },
      ),
      deliveryNet: fc.integer({ min: 0, max: 20_000 }),
      promotions: fc.array(
        fc.record({
          rows: fc.array(fc.record({ rowId: fc.integer({ min: 1, max: 10 }), net: amount, gross: amount }), {
            maxLength: 4,
          }),
          basket: netGross,
          delivery: netGross,
          applies: fc.boolean(),
        }),
        { maxLength: 4 },
      ),
    })
    .map(({ rate, salesTax, units, deliveryNet, promotions }) => {
      // Sales-tax markets price without VAT: gross equals net there.
      const vatRate = salesTax.kind === 'none' ? rate : 0;
      return {
        salesTax,
        lines: units.map((u, i) =>
          line(i + 1, u.quantity, u.unitNet, grossFromNet(u.unitNet, vatRate), u.gift),
        ),
        delivery: { net: deliveryNet, gross: grossFromNet(deliveryNet, vatRate) },
        applied: promotions.map(
          (p): PromotionEvaluation => (p.applies ? applies(p) : { status: 'RequirementsNotMet' }),
        ),
      };
    });

  it('always adds up, never goes negative, and keeps each discount within what it discounts', () => {
    fc.assert(
      fc.property(cartArbitrary, (cart) => {
        const t = computeCartTotals({ currency: 'SEK', ...cart });
        const applied = cart.applied.filter((e) => e.status === 'applies');
        const productsNet = cart.lines.reduce((s, l) => s + (l.gift ? 0 : l.unitNet * l.quantity), 0);
        const rowsNet = t.rows.reduce((s, r) => s + r.discountNet, 0);
        const basketWanted = applied.reduce((s, e) => s + e.basketDiscount.net, 0);

        expect(t.productsNet).toBe(productsNet);
        for (const row of t.rows) {
          expect(row.discountNet).toBeGreaterThanOrEqual(0);
          expect(row.discountNet).toBeLessThanOrEqual(row.lineNet);
          expect(row.discountGross).toBeLessThanOrEqual(row.lineGross);
        }
        // The basket part is what was asked, or what the rows left if that is less.
        expect(t.discountNet - rowsNet).toBe(Math.min(basketWanted, productsNet - rowsNet));
        expect(t.totalNet).toBe(productsNet - t.discountNet + t.deliveryNet);
        for (const total of [
          t.totalNet,
          t.totalGross,
          t.vat,
          t.deliveryNet,
          t.deliveryGross,
          t.discountGross,
        ]) {
          expect(total).toBeGreaterThanOrEqual(0);
          expect(Number.isSafeInteger(total)).toBe(true);
        }
        if (cart.salesTax.kind === 'none') {
          expect(t.totalNet + t.vat).toBe(t.totalGross);
          expect(t.totalGross).toBe(t.productsGross - t.discountGross + t.deliveryGross);
        } else {
          expect(t.vat).toBe(0);
          const tax = cart.salesTax.kind === 'known' ? cart.salesTax.amount : 0;
          expect(t.totalGross).toBe(t.totalNet + tax);
        }
      }),
      { numRuns: 2000 },
    );
  });
});
