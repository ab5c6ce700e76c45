import { describe, expect, it } from 'vitest';
import type { SkuRow } from '../products';
import { type PricedVariantRow, shownVariants } from './detailView';

const row = (id: number, colorCode: string | null): PricedVariantRow => ({
  id,
  partNo: `10001234${colorCode ?? '0000'}`,
  colorCode,
  colorValueId: null,
  imageCount: 1,
  popRank30: null,
  popRank60: null,
  firstSaleDate: null,
  flagIds: [],
  price: 10000,
  priceIncVat: 12500,
  priceListId: 1,
  marketPrice: 10000,
  marketPriceIncVat: 12500,
});
const sku = (variantId: number): SkuRow => ({
  variantId,
  sku: `sku-${variantId}`,
  sizeCode: 'C50',
  sizeValue: '50',
  sizeAlternateCode: null,
  sizeAlternateValue: null,
  onHand: 3,
  nextDeliveryDate: null,
});

describe('shownVariants (UseDisplayNonSellableProducts)', () => {
  const variants = [row(1, '9900'), row(2, '5800'), row(3, null)];
  const skus = [sku(1), sku(3)];

  it('keeps only colours that can be ordered (a colour code and a size) where the flag is off', () => {
    expect(shownVariants(variants, skus, false).map((v) => [v.id, v.sellable])).toEqual([[1, true]]);
  });

  it('keeps the others too where it is on, marked and without any price', () => {
    const shown = shownVariants(variants, skus, true);
    expect(shown.map((v) => [v.id, v.sellable])).toEqual([
      [1, true],
      [2, false],
      [3, false],
    ]);
    expect(shown[0]!.price).toBe(10000);
    for (const v of shown.slice(1)) {
      expect(v).toMatchObject({ price: null, priceIncVat: null, priceListId: null, marketPrice: null });
    }
  });
});
