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

  it('offers the colours of a buyer who does not see prices: listed to them means offered', () => {
    const hidden = (v: Variant): Variant => ({ ...v, price: null, priceIncVat: null });
    const product = {
      ...productWith([
        hidden(variant('100246715800', [['C44', 9]])),
        hidden(variant('100246719800', [['C44', 3]])),
      ]),
      pricesHidden: true,
    };
    const colours = productColours(product, null, '5800');
    expect(colours.offered.map((e) => e.colourCode)).toEqual(['5800', '9800']);
    expect(colours.selected?.colourCode).toBe('5800');
    expect(colours.notForSale).toBe(false);
    // The same variants where prices show: without a price, not offered.
    expect(productColours({ ...product, pricesHidden: false }, null, '5800').offered).toEqual([]);
  });

  it('shows a colour that cannot be ordered when the URL names it, as not for sale, and offers the others', () => {
    const discontinued: Variant = { ...variant('100246710000', []), price: null, sellable: false };
    const product = productWith([variant('100246719800', [['C44', 3]]), discontinued]);
    const named = productColours(product, null, '0000');
    expect(named).toMatchObject({ selected: undefined, notForSale: true });
    expect(named.variant?.partNo).toBe('100246710000');
    expect(named.offered.map((e) => e.colourCode)).toEqual(['9800']);
    // Without ?color the page opens on a colour that can be ordered.
    const plain = productColours({ ...product, partNo: '100246719800' }, null, undefined);
    expect(plain).toMatchObject({ notForSale: false });
    expect(plain.selected?.colourCode).toBe('9800');
  });

  it('shows a product none of whose colours can be ordered as not for sale', () => {
    const discontinued: Variant = { ...variant('100246710000', []), price: null, sellable: false };
    const colours = productColours(productWith([discontinued]), null, undefined);
    expect(colours).toMatchObject({ offered: [], selected: undefined, notForSale: true });
    expect(colours.variant?.partNo).toBe('100246710000');
  });

  it("shows the API's variant when no variant enters the colour map", () => {
    const unpriced: Variant = { ...variant('100246715800', [['C44', 9]]), price: null };
    const colours = productColours(productWith([unpriced]), null, undefined);
    expect(colours.selected).toBeUndefined();
    expect(colours.variant?.partNo).toBe('100246715800');
  });
});
