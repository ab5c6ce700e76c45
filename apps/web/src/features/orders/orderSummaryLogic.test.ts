import type { OrderSummary } from '@workwear/contracts';
import { formatMoney } from '@workwear/domain';
import { describe, expect, it } from 'vitest';
import { lineAmounts } from './orderLineAmounts';
import { orderCurrencyFormat } from './orderMoney';
import { orderSummaryDisplay } from './orderSummaryProps';
import { summaryLines } from './summaryLines';

const summary = (over: Partial<OrderSummary> = {}): OrderSummary => ({
  products: [],
  totalProducts: 100000,
  totalDiscount: 10000,
  promotionNames: [],
  deliveryPrice: 4900,
  vat: 18980,
  salesTax: null,
  totalPrice: 94900,
  showFreeItemsDisclaimer: false,
  currency: 'SEK',
  useIncVat: true,
  ...over,
});

describe('orderCurrencyFormat', () => {
  it('writes an order in the format of the market it was placed in', () => {
    expect(formatMoney(123450, { currency: orderCurrencyFormat({ market: 'se', currency: 'SEK' }) })).toBe(
      '1 234,50 kr',
    );
    expect(formatMoney(123450, { currency: orderCurrencyFormat({ market: 'US', currency: 'USD' }) })).toBe(
      '$1,234.50',
    );
  });

  it('follows the currency charged when the market no longer uses it, and names an unknown one', () => {
    expect(orderCurrencyFormat({ market: 'se', currency: 'EUR' }).code).toBe('EUR');
    expect(formatMoney(500, { currency: orderCurrencyFormat({ market: 'se', currency: 'JPY' }) })).toBe(
      '5,00 JPY',
    );
  });
});

describe('summaryLines', () => {
  it('shows a VAT market with prices incl. VAT: products, discount, delivery, VAT', () => {
    expect(summaryLines(summary(), 'vat')).toEqual([
      { key: 'totalProducts', amount: 100000 },
      { key: 'totalDiscount', amount: -10000 },
      { key: 'delivery', amount: 4900 },
      { key: 'vat', amount: 18980 },
    ]);
  });

  it('adds the total excl. VAT for net prices and leaves out a discount of nothing', () => {
    expect(summaryLines(summary({ useIncVat: false, totalDiscount: 0 }), 'vat')).toEqual([
      { key: 'totalProducts', amount: 100000 },
      { key: 'delivery', amount: 4900 },
      { key: 'subtotal', amount: 94900 - 18980 },
      { key: 'vat', amount: 18980 },
    ]);
  });

  it('shows the sales tax in the US and Canada, or TBD while no rate is known', () => {
    const us = summary({ useIncVat: false, vat: 0, totalDiscount: 0 });
    expect(summaryLines({ ...us, salesTax: 725 }, 'salesTax').at(-1)).toEqual({
      key: 'salesTax',
      amount: 725,
    });
    expect(summaryLines(us, 'salesTax').at(-1)).toEqual({ key: 'salesTaxTbd' });
  });
});

describe('orderSummaryDisplay', () => {
  it('takes the tax kind from the order market', () => {
    expect(orderSummaryDisplay({ market: 'ca', currency: 'CAD' }).tax).toBe('salesTax');
    expect(orderSummaryDisplay({ market: 'de', currency: 'EUR' }).tax).toBe('vat');
  });
});

describe('lineAmounts', () => {
  const line = {
    lineNet: 20000,
    lineGross: 25000,
    unitNet: 10000,
    unitGross: 12500,
    discountNet: 2000,
    discountGross: 2500,
  } as Parameters<typeof lineAmounts>[0];

  it('shows gross amounts for an order shown incl. VAT, net otherwise, the discount taken off', () => {
    expect(lineAmounts(line, true)).toEqual({ unit: 12500, before: 25000, after: 22500 });
    expect(lineAmounts(line, false)).toEqual({ unit: 10000, before: 20000, after: 18000 });
  });
});
