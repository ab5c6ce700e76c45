import { describe, expect, it } from 'vitest';
import {
  applyStock,
  availableColours,
  availableSizes,
  buildColourMap,
  entersColourMap,
  isSizeAvailable,
  type VariantLike,
} from './colourMap';

const size = (code: string, availableStock: number | null, nextDeliveryDate: string | null = null) => ({
  code,
  value: code,
  availableStock,
  nextDeliveryDate,
});

const black: VariantLike = {
  colorCodeId: '9900',
  partNo: '150018009900',
  price: 59900,
  sizes: [size('C50', 0), size('C52', 3)],
};
const navy: VariantLike = {
  colorCodeId: 8900,
  partNo: '150018008900',
  price: 59900,
  sizes: [size('C50', 0, '2030-01-15')],
  sizeAlternates: [],
};
const orange: VariantLike = {
  colorCodeId: '5300',
  partNo: '150018005300',
  price: 0,
  sizes: [],
  sizeAlternates: [size('D100', 2)],
};

describe('entersColourMap', () => {
  it('needs a size or alternate size, a price and a colour code', () => {
    expect(entersColourMap(black)).toBe(true);
    expect(entersColourMap(orange)).toBe(true);
    expect(entersColourMap({ ...black, sizes: [], sizeAlternates: [] })).toBe(false);
    expect(entersColourMap({ ...black, sizes: null })).toBe(false);
    expect(entersColourMap({ ...black, price: null })).toBe(false);
    expect(entersColourMap({ ...black, price: undefined })).toBe(false);
    expect(entersColourMap({ ...black, price: Number.NaN })).toBe(false);
    expect(entersColourMap({ ...black, colorCodeId: null })).toBe(false);
    expect(entersColourMap({ ...black, colorCodeId: ' ' })).toBe(false);
  });
});

describe('buildColourMap', () => {
  it('keys entries by colour code in variant order, skipping incomplete variants', () => {
    const map = buildColourMap([black, { ...navy, price: null }, orange]);
    expect([...map.keys()]).toEqual(['9900', '5300']);
    expect(map.get('9900')?.variant).toBe(black);
  });

  it('reads numeric colour ids as codes and keeps the first variant of a repeated colour', () => {
    const map = buildColourMap([navy, { ...navy, price: 1 }]);
    expect([...map.keys()]).toEqual(['8900']);
    expect(map.get('8900')?.variant.price).toBe(59900);
  });
});

describe('availability', () => {
  it('counts a size as available only with stock above zero', () => {
    expect(isSizeAvailable(size('C50', 1))).toBe(true);
    expect(isSizeAvailable(size('C50', 0))).toBe(false);
    expect(isSizeAvailable(size('C50', -2))).toBe(false);
    expect(isSizeAvailable(size('C50', null))).toBe(false);
    expect(isSizeAvailable(size('C50', 0, '2030-01-01'))).toBe(false);
  });

  it('shows only colours with at least one available size or alternate size', () => {
    const map = buildColourMap([black, navy, orange]);
    expect(availableColours(map)).toEqual(['9900', '5300']);
    const blackEntry = map.get('9900');
    if (!blackEntry) throw new Error('black missing');
    expect(availableSizes(blackEntry).map((s) => s.code)).toEqual(['C52']);
  });
});

describe('applyStock', () => {
  it('recomputes available colours after stock arrives', () => {
    const map = buildColourMap([black, navy]);
    expect(availableColours(map)).toEqual(['9900']);
    const after = applyStock(map, [
      {
        partNo: '150018008900C50',
        onHands: [{ onHandValue: 4 }, { onHandValue: 1, nextDeliveryDate: null }],
      },
      { partNo: '150018009900C52', onHands: [] },
    ]);
    expect(availableColours(after)).toEqual(['8900']);
    expect(after.get('8900')?.sizes[0]).toMatchObject({
      code: 'C50',
      availableStock: 5,
      nextDeliveryDate: null,
    });
    expect(after.get('9900')?.sizes[1]).toMatchObject({ availableStock: 0 });
  });

  it('takes the earliest next-delivery date over all warehouses', () => {
    const after = applyStock(buildColourMap([navy]), [
      {
        partNo: '150018008900C50',
        onHands: [
          { onHandValue: 0, nextDeliveryDate: '2030-03-01' },
          { onHandValue: 0, nextDeliveryDate: '2030-02-01' },
          { onHandValue: 0 },
        ],
      },
    ]);
    expect(after.get('8900')?.sizes[0]?.nextDeliveryDate).toBe('2030-02-01');
  });

  it('leaves sizes without a record, and the original map, unchanged', () => {
    const map = buildColourMap([black]);
    const after = applyStock(map, [{ partNo: 'unrelated', onHands: [{ onHandValue: 9 }] }]);
    expect(after.get('9900')?.sizes).toEqual(black.sizes);
    applyStock(map, [{ partNo: '150018009900C50', onHands: [{ onHandValue: 9 }] }]);
    expect(map.get('9900')?.sizes[0]?.availableStock).toBe(0);
  });

  it('updates alternate sizes, and matches by size code when the variant has no part number', () => {
    const after = applyStock(buildColourMap([{ ...orange, partNo: null }]), [
      { partNo: 'D100', onHands: [{ onHandValue: 0 }] },
    ]);
    expect(availableColours(after)).toEqual([]);
  });
});
