import { describe, expect, it } from 'vitest';
import { getMarketByName, type Market } from '../markets';
import type { PricedLine } from './promotions';
import {
  answerTaxRequest,
  isSalesTaxMarket,
  type SalesTaxRateTable,
  salesTaxRateTableSchema,
  type TaxablePayment,
  type TaxLocationInput,
  type TaxRequest,
  taxReference,
  taxRequestFor,
} from './salesTax';

function line(rowId: number, sku: string, quantity: number, unitNet: number, gift = false): PricedLine {
  return { rowId, sku, partNo: sku.slice(0, 12), quantity, unitNet, unitGross: unitNet, gift };
}

const jacket = line(1, '10000001010148', 2, 10000);
const gloves = line(2, '20000002010109', 3, 1999);
const gift = line(3, '30000003010100', 1, 0, true);
const sacramento: TaxLocationInput = {
  line1: '1 Capitol Mall',
  zipCode: '95814',
  city: 'Sacramento',
  countryCode: 'US',
  region: 'CA',
};

// Test rates, not the shipped file: California does not tax separately stated freight, Quebec does.
const table: SalesTaxRateTable = {
  source: 'test',
  effective: '2026-01-01',
  rates: [
    { countryCode: 'US', region: 'CA', rate: '0.0725', freightTaxable: false },
    { countryCode: 'US', region: 'ZZ', rate: '0.0525', freightTaxable: true },
    { countryCode: 'CA', region: 'QC', rate: '0.14975', freightTaxable: true },
  ],
};

function market(name: string): Market {
  const found = getMarketByName(name);
  if (!found) throw new Error(name);
  return found;
}

describe('isSalesTaxMarket', () => {
  it('is the US and Canada only', () => {
    expect(isSalesTaxMarket(market('us'))).toBe(true);
    expect(isSalesTaxMarket(market('ca'))).toBe(true);
    expect(isSalesTaxMarket(market('se'))).toBe(false);
    expect(isSalesTaxMarket(market('uk'))).toBe(false);
  });
});

describe('taxReference', () => {
  it('joins the sku to its price in major units', () => {
    expect(taxReference('10000001010148', 10000)).toBe('10000001010148_100.00');
    expect(taxReference('20000002010109', 1999)).toBe('20000002010109_19.99');
    expect(taxReference('20000002010109', 5)).toBe('20000002010109_0.05');
  });
});

/** A payment with no products discount and this delivery cost. */
const paid = (deliveryNet: number): TaxablePayment => ({ productsDiscountNet: 0, deliveryNet });

describe('taxRequestFor', () => {
  it('sends a row per sku and price, gifts left out, and F3000 for the delivery cost', () => {
    const twoJacketRows = [jacket, gloves, gift, { ...jacket, rowId: 4, quantity: 1 }];
    expect(taxRequestFor(twoJacketRows, paid(995), sacramento)).toEqual({
      rows: [
        { reference: '10000001010148_100.00', sku: '10000001010148', quantity: 3, price: 10000 },
        { reference: '20000002010109_19.99', sku: '20000002010109', quantity: 3, price: 1999 },
        { reference: 'F3000', sku: 'F3000', quantity: 1, price: 995 },
      ],
      location: sacramento,
    });
  });

  it('keeps the same sku at another price apart', () => {
    const request = taxRequestFor([jacket, { ...jacket, rowId: 4, unitNet: 9000 }], paid(0), sacramento);
    expect(request?.rows.map((r) => r.reference)).toEqual(['10000001010148_100.00', '10000001010148_90.00']);
  });

  it('adds no freight row without a delivery cost', () => {
    expect(taxRequestFor([jacket], paid(0), sacramento)?.rows.map((r) => r.sku)).toEqual(['10000001010148']);
  });

  it('sends nothing without rows to tax', () => {
    expect(taxRequestFor([], paid(995), sacramento)).toBeNull();
    expect(taxRequestFor([gift], paid(995), sacramento)).toBeNull();
  });

  it('needs a location with a non-empty city, country code and zip code', () => {
    expect(taxRequestFor([jacket], paid(0), null)).toBeNull();
    expect(taxRequestFor([jacket], paid(0), { ...sacramento, city: '' })).toBeNull();
    expect(taxRequestFor([jacket], paid(0), { ...sacramento, zipCode: '  ' })).toBeNull();
    expect(taxRequestFor([jacket], paid(0), { ...sacramento, countryCode: null })).toBeNull();
    expect(taxRequestFor([jacket], paid(0), { ...sacramento, city: undefined })).toBeNull();
  });

  it('needs line1 and region as strings, which may be empty', () => {
    expect(taxRequestFor([jacket], paid(0), { ...sacramento, line1: undefined })).toBeNull();
    expect(taxRequestFor([jacket], paid(0), { ...sacramento, region: null })).toBeNull();
    expect(taxRequestFor([jacket], paid(0), { ...sacramento, line1: '', region: '' })).not.toBeNull();
  });
});

describe('answerTaxRequest', () => {
  const request = (location: Partial<TaxLocationInput>, deliveryNet = 995): TaxRequest => {
    const made = taxRequestFor([jacket, gloves], paid(deliveryNet), { ...sacramento, ...location });
    if (!made) throw new Error('no request');
    return made;
  };

  it('taxes each row at the state rate and leaves freight untaxed where it is exempt', () => {
    // 200.00 x 7.25 % = 14.50; 59.97 x 7.25 % = 4.347825 -> 4.35; freight exempt.
    expect(answerTaxRequest(request({}), table, 'halfEven')).toEqual({
      rates: [
        { reference: '10000001010148_100.00', taxRate: '0.0725', tax: 1450 },
        { reference: '20000002010109_19.99', taxRate: '0.0725', tax: 435 },
        { reference: 'F3000', taxRate: '0', tax: 0 },
      ],
      total: 1885,
    });
  });

  it('taxes freight where it is taxable, with six-decimal rates (Quebec)', () => {
    // 200.00 x 14.975 % = 29.95; 59.97 x 14.975 % = 8.9805075 -> 8.98; 9.95 x 14.975 % = 1.4900125 -> 1.49.
    const quebec = request({ countryCode: 'CA', region: 'QC', city: 'Québec', zipCode: 'G1R 4S9' });
    expect(answerTaxRequest(quebec, table, 'awayFromZero')).toEqual({
      rates: [
        { reference: '10000001010148_100.00', taxRate: '0.14975', tax: 2995 },
        { reference: '20000002010109_19.99', taxRate: '0.14975', tax: 898 },
        { reference: 'F3000', taxRate: '0.14975', tax: 149 },
      ],
      total: 4042,
    });
  });

  it('rounds an exact half with the cart rounding mode', () => {
    // 10.00 x 5.25 % = 0.525.
    const half = taxRequestFor([line(1, '10000001010148', 1, 1000)], paid(0), {
      ...sacramento,
      region: 'ZZ',
    });
    if (!half) throw new Error('no request');
    expect(answerTaxRequest(half, table, 'halfEven')?.total).toBe(52);
    expect(answerTaxRequest(half, table, 'awayFromZero')?.total).toBe(53);
  });

  it('reads country and region without regard to case', () => {
    expect(answerTaxRequest(request({ countryCode: 'us', region: 'ca' }), table, 'halfEven')?.total).toBe(
      1885,
    );
  });

  it('answers null, tax TBD, where the table has no rate', () => {
    expect(answerTaxRequest(request({ region: 'OR' }), table, 'halfEven')).toBeNull();
    expect(answerTaxRequest(request({ countryCode: 'SE' }), table, 'halfEven')).toBeNull();
  });
});

describe('salesTaxRateTableSchema', () => {
  it('reads a table and refuses a malformed rate, region or a region twice', () => {
    expect(salesTaxRateTableSchema.parse(table)).toEqual(table);
    const withRate = (rate: Partial<SalesTaxRateTable['rates'][number]>) => ({
      ...table,
      rates: [{ countryCode: 'US', region: 'NY', rate: '0.04', freightTaxable: true, ...rate }],
    });
    expect(salesTaxRateTableSchema.safeParse(withRate({})).success).toBe(true);
    expect(salesTaxRateTableSchema.safeParse(withRate({ rate: '7.25' })).success).toBe(false);
    expect(salesTaxRateTableSchema.safeParse(withRate({ rate: '0.1234567' })).success).toBe(false);
    expect(salesTaxRateTableSchema.safeParse(withRate({ region: 'New York' })).success).toBe(false);
    expect(salesTaxRateTableSchema.safeParse({ ...table, effective: '2026-13-01' }).success).toBe(false);
    const twice = { ...table, rates: [...table.rates, table.rates[0]] };
    expect(salesTaxRateTableSchema.safeParse(twice).success).toBe(false);
  });
});
