import { describe, expect, it } from 'vitest';
import { formatDeliveryDate, type SizeOptionTexts, sizeOptionsOf } from './sizeOptions';

const texts: SizeOptionTexts = {
  inStock: 'In stock',
  outOfStock: 'Out of stock',
  expected: (date) => `Expected ${date}`,
  summaryInStock: (size) => `Size ${size}, in stock`,
  summaryExpected: (size, date) => `Size ${size}, expected ${date}`,
  summaryOutOfStock: (size) => `Size ${size}, out of stock`,
  sku: (sku) => `Art. no. ${sku}`,
};

describe('formatDeliveryDate', () => {
  it("writes the calendar day in the page's culture", () => {
    expect(formatDeliveryDate('2026-12-01', 'sv-SE')).toBe('1 december 2026');
    expect(formatDeliveryDate('2026-12-01', 'en-GB')).toBe('1 December 2026');
    expect(formatDeliveryDate('2026-12-01T00:00:00Z', 'en-US')).toBe('December 1, 2026');
    expect(formatDeliveryDate('2026-12-01', 'en-GB', 'medium')).toBe('1 Dec 2026');
  });

  it('keeps a value that is not a date as it came', () => {
    expect(formatDeliveryDate('soon', 'sv-SE')).toBe('soon');
  });
});

describe('sizeOptionsOf', () => {
  it('describes each size by its stock state', () => {
    const options = sizeOptionsOf(
      [
        { sku: 'A', code: 'C44', value: 'C44', availableStock: 4, nextDeliveryDate: null },
        { sku: 'B', code: 'C46', value: 'C46', availableStock: 0, nextDeliveryDate: '2026-12-01' },
        { sku: 'C', code: 'C48', value: '', availableStock: 0, nextDeliveryDate: null },
      ],
      'en-GB',
      texts,
    );
    expect(options).toEqual([
      {
        sku: 'A',
        value: 'C44',
        state: 'inStock',
        stockText: 'In stock',
        summary: 'Size C44, in stock',
        skuText: 'Art. no. A',
      },
      {
        sku: 'B',
        value: 'C46',
        state: 'incoming',
        stockText: 'Expected 1 Dec 2026',
        summary: 'Size C46, expected 1 December 2026',
        skuText: 'Art. no. B',
      },
      {
        sku: 'C',
        value: 'C48',
        state: 'unavailable',
        stockText: 'Out of stock',
        summary: 'Size C48, out of stock',
        skuText: 'Art. no. C',
      },
    ]);
  });
});
