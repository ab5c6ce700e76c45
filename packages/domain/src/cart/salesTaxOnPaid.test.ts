// biome-ignore lint/style/noRestrictedImports: fast-check is a test-only dev dependency; the rule guards domain's runtime imports.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { divideRounded, type RoundingMode } from '../money';
import type { PricedLine, PromotionEvaluation } from './promotions';
import { answerTaxRequest, type SalesTaxRateTable, type TaxLocationInput, taxRequestFor } from './salesTax';
import { type CartTotalsInput, computeCartTotals, taxablePaymentOf } from './totals';

// Issue 25: sales tax was computed on the rows' list prices, so a discount code did not lower it.

const chicago: TaxLocationInput = {
  line1: '121 N LaSalle St',
  zipCode: '60602',
  city: 'Chicago',
  countryCode: 'US',
  region: 'IL',
};

const rateTable = (rate: string, freightTaxable: boolean): SalesTaxRateTable => ({
  source: 'test',
  effective: '2026-01-01',
  rates: [{ countryCode: 'US', region: 'IL', rate, freightTaxable }],
});

/** The cart's totals with the sales tax the tax request answers for them, as the cart computes it. */
function totalsWithTax(
  input: Omit<CartTotalsInput, 'salesTax'>,
  table: SalesTaxRateTable,
  mode: RoundingMode,
) {
  const request = taxRequestFor(input.lines, taxablePaymentOf(input), chicago);
  const answer = request && answerTaxRequest(request, table, mode);
  return computeCartTotals({
    ...input,
    salesTax: answer ? { kind: 'known', amount: answer.total } : { kind: 'tbd' },
  });
}

const jacket = (rowId: number, quantity: number, unitNet: number): PricedLine => ({
  rowId,
  sku: `1000000${rowId}010148`,
  partNo: `1000000${rowId}0101`,
  quantity,
  unitNet,
  unitGross: unitNet,
  gift: false,
});

const basketOff = (net: number): PromotionEvaluation => ({
  status: 'applies',
  rowDiscounts: [],
  basketDiscount: { net, gross: net },
  deliveryDiscount: { net: 0, gross: 0 },
});

describe('sales tax on what is paid', () => {
  it("taxes $387.96 less a $25 code to Illinois as $362.96 x 6.25 %, not the list price's $24.25", () => {
    const cart = {
      currency: 'USD',
      lines: [jacket(1, 4, 9699)],
      applied: [basketOff(2500)],
      delivery: { net: 0, gross: 0 },
    };
    const table = rateTable('0.0625', false);
    // 362.96 x 0.0625 = 22.685: away from zero (engine promotions) 22.69, half to even 22.68.
    expect(totalsWithTax(cart, table, 'awayFromZero').salesTax).toEqual({ kind: 'known', amount: 2269 });
    expect(totalsWithTax(cart, table, 'halfEven').salesTax).toEqual({ kind: 'known', amount: 2268 });
    expect(totalsWithTax(cart, table, 'awayFromZero').totalGross).toBe(38796 - 2500 + 2269);
  });

  it('sends the products discount as a DISCOUNT row with a negative price', () => {
    const request = taxRequestFor(
      [jacket(1, 4, 9699)],
      { productsDiscountNet: 2500, deliveryNet: 995 },
      chicago,
    );
    expect(request?.rows).toEqual([
      { reference: '10000001010148_96.99', sku: '10000001010148', quantity: 4, price: 9699 },
      { reference: 'DISCOUNT', sku: 'DISCOUNT', quantity: 1, price: -2500 },
      { reference: 'F3000', sku: 'F3000', quantity: 1, price: 995 },
    ]);
  });

  const lineArb = fc.record({
    quantity: fc.integer({ min: 1, max: 40 }),
    unitNet: fc.integer({ min: 0, max: 500_000 }),
    gift: fc.boolean(),
  });
  const amountArb = fc.integer({ min: 0, max: 2_000_000 });

  it('is always the rate x (products paid + freight where taxable), rounded once by the policy', () => {
    fc.assert(
      fc.property(
        fc.array(lineArb, { minLength: 1, maxLength: 6 }),
        fc.array(fc.record({ row: fc.nat(), net: amountArb }), { maxLength: 4 }),
        amountArb,
        fc.record({ fee: fc.integer({ min: 0, max: 10_000 }), off: fc.integer({ min: 0, max: 10_000 }) }),
        fc.integer({ min: 0, max: 149_750 }),
        fc.boolean(),
        fc.constantFrom<RoundingMode>('halfEven', 'awayFromZero'),
        (specs, rowOffs, basket, freight, rateMillionths, freightTaxable, mode) => {
          const lines = specs.map((s, i) => ({ ...jacket(i + 1, s.quantity, s.unitNet), gift: s.gift }));
          const evaluation: PromotionEvaluation = {
            status: 'applies',
            rowDiscounts: rowOffs.map((d) => ({
              rowId: (d.row % lines.length) + 1,
              net: d.net,
              gross: d.net,
            })),
            basketDiscount: { net: basket, gross: basket },
            deliveryDiscount: { net: freight.off, gross: freight.off },
          };
          const rate = `0.${String(rateMillionths).padStart(6, '0')}`;
          const totals = totalsWithTax(
            {
              currency: 'USD',
              lines,
              applied: [evaluation],
              delivery: { net: freight.fee, gross: freight.fee },
            },
            rateTable(rate, freightTaxable),
            mode,
          );
          const productsPaid = totals.productsNet - totals.discountNet;
          const taxable = productsPaid + (freightTaxable ? totals.deliveryNet : 0);
          const expected = divideRounded(BigInt(taxable) * BigInt(rateMillionths), 1_000_000n, mode);
          if (lines.every((l) => l.gift)) expect(totals.salesTax).toEqual({ kind: 'tbd' });
          else expect(totals.salesTax).toEqual({ kind: 'known', amount: expected });
        },
      ),
      { numRuns: 500 },
    );
  });
});
