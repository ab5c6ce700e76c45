import type { Variant } from '@workwear/contracts';
import { describe, expect, it } from 'vitest';
import { productColours } from './productColours';
import { productWith, variant } from './testVariants';

describe('productColours', () => {
  it('offers a colour once stock arrives for it, and drops one whose stock ran out', () => {
    const variants = [variant('100246715800', [['C44', 0]]), variant('100246719800', [['C44', 3]])];
    expect(productColours(productWith(variants), null, undefined).offered.map((e) => e.colourCode)).toEqual([
      '9800',
    ]);
    const after = productColours(
      productWith(variants),
      [
        {
          partNo: '100246715800',
          onHands: [{ sku: '100246715800C44', onHandValue: 1, nextDeliveryDate: null }],
        },
        {
          partNo: '100246719800',
          onHands: [{ sku: '100246719800C44', onHandValue: 0, nextDeliveryDate: null }],
        },
      ],
      '9800',
    );
    expect(after.offered.map((e) => e.colourCode)).toEqual(['5800']);
    expect(after.selected?.colourCode).toBe('5800');
  });

  it('leaves out variants without a price', () => {
    const unpriced: Variant = { ...variant('100246715800', [['C44', 9]]), price: null };
    const colours = productColours(
      productWith([unpriced, variant('100246719800', [['C44', 3]])]),
      null,
      '5800',
    );
    expect(colours.offered.map((e) => e.colourCode)).toEqual(['9800']);
    expect(colours.variant?.partNo).toBe('100246719800');
  });

  it("shows the API's variant when no variant enters the colour map", () => {
    const unpriced: Variant = { ...variant('100246715800', [['C44', 9]]), price: null };
    const colours = productColours(productWith([unpriced]), null, undefined);
    expect(colours.selected).toBeUndefined();
    expect(colours.variant?.partNo).toBe('100246715800');
  });
});
