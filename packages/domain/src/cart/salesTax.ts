import { z } from 'zod';
import { DISCOUNT_TAX_REFERENCE, SHIPPING_COST_REFERENCE } from '../constants';
import { type Market, taxNameOf } from '../markets';
import { divideRounded, type RoundingMode, toDecimalString } from '../money';
import type { PricedLine } from './promotions';

/** The US and Canada: prices carry no VAT, the tax comes from the delivery address (tax request). */
export function isSalesTaxMarket(market: Market): boolean {
  return taxNameOf(market) === 'salesTax';
}

/**
 * Where the goods go, as the buyer's address gives it. Fields may be missing: the spec's send
 * condition (taxRequestFor) decides whether a request can be made from it.
 */
export const taxLocationSchema = z.object({
  line1: z.string().nullish(),
  zipCode: z.string().nullish(),
  city: z.string().nullish(),
  countryCode: z.string().nullish(),
  region: z.string().nullish(),
});
export type TaxLocationInput = z.infer<typeof taxLocationSchema>;

export type TaxLocation = {
  line1: string;
  zipCode: string;
  city: string;
  countryCode: string;
  region: string;
};

/**
 * One row of a tax request; price is the unit price ex tax in integer minor units, not a decimal. The
 * discount row's price is negative.
 */
export type TaxRow = { reference: string; sku: string; quantity: number; price: number };
export type TaxRequest = { rows: TaxRow[]; location: TaxLocation };

/** The spec's row reference: the sku joined to its price, '10000001010148_100.00'. */
export function taxReference(sku: string, unitNet: number): string {
  return `${sku}_${toDecimalString(unitNet)}`;
}

const filled = (value: string | null | undefined): value is string =>
  typeof value === 'string' && value.trim() !== '';

/** What the buyer pays beyond the rows' list prices, net: the products discount and the delivery cost. */
export type TaxablePayment = {
  /** Row and basket discounts taken off the products (positive), as the cart totals cap them. */
  productsDiscountNet: number;
  /** What the buyer pays for delivery, after a delivery discount. */
  deliveryNet: number;
};

/**
 * The tax request for a cart, or null when the spec says none is sent: it needs rows and a location
 * with non-empty city, country code and zip code, and line1 and region present as strings (they may
 * be empty). Gift rows cost nothing and are left out; rows with the same sku and price share one
 * reference, so they are sent once with their quantities added. A products discount adds a DISCOUNT
 * row with a negative price, so the tax is on what is paid (issue 25); a delivery cost adds F3000.
 */
export function taxRequestFor(
  lines: readonly PricedLine[],
  payment: TaxablePayment,
  location: TaxLocationInput | null | undefined,
): TaxRequest | null {
  if (!location) return null;
  const { line1, zipCode, city, countryCode, region } = location;
  if (!filled(city) || !filled(countryCode) || !filled(zipCode)) return null;
  if (typeof line1 !== 'string' || typeof region !== 'string') return null;

  const rows = new Map<string, TaxRow>();
  for (const line of lines) {
    if (line.gift) continue;
    const reference = taxReference(line.sku, line.unitNet);
    const same = rows.get(reference);
    if (same) same.quantity += line.quantity;
    else rows.set(reference, { reference, sku: line.sku, quantity: line.quantity, price: line.unitNet });
  }
  if (rows.size === 0) return null;
  const extra = (sku: string, price: number) => rows.set(sku, { reference: sku, sku, quantity: 1, price });
  if (payment.productsDiscountNet > 0) extra(DISCOUNT_TAX_REFERENCE, -payment.productsDiscountNet);
  if (payment.deliveryNet > 0) extra(SHIPPING_COST_REFERENCE, payment.deliveryNet);
  return { rows: [...rows.values()], location: { line1, zipCode, city, countryCode, region } };
}

const RATE_SCALE = 1_000_000n;

/** The state and province rate table shipped as data (apps/api/data/sales-tax-rates.json). */
export const salesTaxRateTableSchema = z
  .object({
    source: z.string().min(1),
    effective: z.iso.date(),
    rates: z.array(
      z.object({
        countryCode: z.enum(['US', 'CA']),
        region: z.string().regex(/^[A-Z]{2}$/, 'Must be a two-letter state or province code'),
        // Combined rate as a decimal fraction below 1 with at most six decimals: Quebec 0.14975.
        rate: z.string().regex(/^0(\.\d{1,6})?$/, 'Must be a fraction such as 0.0725'),
        freightTaxable: z.boolean(),
      }),
    ),
  })
  .superRefine((table, ctx) => {
    const seen = new Set<string>();
    table.rates.forEach((rate, index) => {
      const key = `${rate.countryCode}-${rate.region}`;
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: ['rates', index], message: `${key} twice` });
      seen.add(key);
    });
  });
export type SalesTaxRateTable = z.infer<typeof salesTaxRateTableSchema>;

export type TaxAnswer = { rates: { reference: string; taxRate: string; tax: number }[]; total: number };

/** '0.0725' as millionths, exactly: 72500n. */
function millionths(rate: string): bigint {
  const [whole = '0', fraction = ''] = rate.split('.');
  return BigInt(whole) * RATE_SCALE + BigInt(fraction.padEnd(6, '0'));
}

/**
 * Answers a tax request from the rate table: per row, price x quantity x rate rounded with the
 * cart's mode (the per-reference answer); the freight row is taxed only where freight is taxable.
 * The total is the exact sum of the rows' unrounded taxes rounded once, so it is the rate times what
 * is paid, rounded by the policy, and a negative discount row cannot shift it by a rounding cent.
 * Null when the table has no rate for the location, so the tax stays TBD.
 */
export function answerTaxRequest(
  request: TaxRequest,
  table: SalesTaxRateTable,
  rounding: RoundingMode,
): TaxAnswer | null {
  const countryCode = request.location.countryCode.trim().toUpperCase();
  const region = request.location.region.trim().toUpperCase();
  const found = table.rates.find((r) => r.countryCode === countryCode && r.region === region);
  if (!found) return null;

  let exactTotal = 0n;
  const rates = request.rows.map((row) => {
    const taxRate = row.sku === SHIPPING_COST_REFERENCE && !found.freightTaxable ? '0' : found.rate;
    const taxed = BigInt(row.price) * BigInt(row.quantity) * millionths(taxRate);
    exactTotal += taxed;
    return { reference: row.reference, taxRate, tax: divideRounded(taxed, RATE_SCALE, rounding) };
  });
  // A discount larger than the rows (never from the cart, which caps it) still owes no negative tax.
  const total = exactTotal > 0n ? divideRounded(exactTotal, RATE_SCALE, rounding) : 0;
  return { rates, total };
}
