import type { OnHand, Size } from '@workwear/contracts';
import { buildColourMap } from '@workwear/domain';
import { describe, expect, it } from 'vitest';
import { productColours } from './productColours';
import { offerAvailability, sizeRowsOf, sizeStockState, stockFlagOf, stockRecordsFor } from './sizeStock';
import { productWith, variant } from './testVariants';

describe('sizeStockState', () => {
  it('is in stock with stock now, incoming with a delivery date, else unavailable', () => {
    expect(sizeStockState({ code: 'C50', availableStock: 3, nextDeliveryDate: '2026-12-01' })).toBe(
      'inStock',
    );
    expect(sizeStockState({ code: 'C50', availableStock: 0, nextDeliveryDate: '2026-12-01' })).toBe(
      'incoming',
    );
    expect(sizeStockState({ code: 'C50', availableStock: 0, nextDeliveryDate: null })).toBe('unavailable');
    expect(sizeStockState({ code: 'C50', availableStock: -2 })).toBe('unavailable');
  });
});

describe('stockRecordsFor', () => {
  it('keys the stock of a size and of its alternate name by the size key of the domain', () => {
    const map = buildColourMap([variant('100246719800', [['C44', 0]], [['W28L32', 0, 'C44']])]);
    const onHand: OnHand[] = [
      {
        partNo: '100246719800',
        onHands: [
          { sku: '100246719800C44', onHandValue: 4, nextDeliveryDate: null },
          { sku: '100246719800C44', onHandValue: 2, nextDeliveryDate: '2026-11-02' },
        ],
      },
    ];
    const records = stockRecordsFor(map, onHand);
    expect(records.map((r) => r.partNo)).toEqual(['100246719800C44', '100246719800W28L32']);
    expect(records[1]?.onHands).toHaveLength(2);
  });
});

describe('sizeRowsOf', () => {
  it('keeps SKU and value and takes the stock figures of the colour map', () => {
    const built = productColours(
      productWith([
        variant(
          '100246719800',
          [
            ['C44', 0],
            ['C46', 5],
          ],
          [['W28L32', 0, 'C44']],
        ),
      ]),
      [
        {
          partNo: '100246719800',
          onHands: [{ sku: '100246719800C44', onHandValue: 7, nextDeliveryDate: null }],
        },
      ],
      undefined,
    );
    const entry = built.selected;
    if (!entry) throw new Error('expected a colour');
    const rows = sizeRowsOf(entry);
    expect(rows.sizes.map((s: Size) => [s.sku, s.value, s.availableStock])).toEqual([
      ['100246719800C44', 'C44', 7],
      ['100246719800C46', 'C46', 5],
    ]);
    expect(rows.alternates[0]).toMatchObject({ sku: '100246719800C44', value: 'W28 L32', availableStock: 7 });
  });
});

describe('stockFlagOf', () => {
  it('is in stock when every size is, low when some are out, out when none is in stock', () => {
    const flag = (sizes: [string, number][]) => {
      const entry = buildColourMap([variant('100246719800', sizes)]).get('9800');
      if (!entry) throw new Error('expected a colour');
      return stockFlagOf(entry);
    };
    expect(
      flag([
        ['C44', 2],
        ['C46', 1],
      ]),
    ).toBe('inStock');
    expect(
      flag([
        ['C44', 2],
        ['C46', 0],
      ]),
    ).toBe('low');
    expect(
      flag([
        ['C44', 0],
        ['C46', 0],
      ]),
    ).toBe('out');
  });
});

describe('offerAvailability', () => {
  it('is in stock when a size is, back order when one is expected, else out of stock', () => {
    const inStock = { code: 'A', availableStock: 1, nextDeliveryDate: null };
    const expected = { code: 'B', availableStock: 0, nextDeliveryDate: '2026-12-01' };
    const none = { code: 'C', availableStock: 0, nextDeliveryDate: null };
    expect(offerAvailability([none, expected, inStock])).toBe('inStock');
    expect(offerAvailability([none, expected])).toBe('backOrder');
    expect(offerAvailability([none])).toBe('outOfStock');
    expect(offerAvailability([])).toBe('outOfStock');
  });
});
