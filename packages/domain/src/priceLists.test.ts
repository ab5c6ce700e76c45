import { describe, expect, it } from 'vitest';
import { hasAgreedAssortment, isPriceListType, PRICE_LIST_TYPE, priceListTypeSchema } from './priceLists';

describe('price list types', () => {
  it('uses the specification codes', () => {
    expect(PRICE_LIST_TYPE).toEqual({
      None: 0,
      Agreement: 5,
      Reseller: 6,
      External: 9,
      PreOrder: 10,
      ApplicationSpecific: 11,
    });
    expect(isPriceListType(9)).toBe(true);
    expect(isPriceListType(7)).toBe(false);
    expect(priceListTypeSchema.safeParse(11).success).toBe(true);
    expect(priceListTypeSchema.safeParse(1).success).toBe(false);
  });

  it('sees an agreed assortment only in a price list whose type is not None', () => {
    expect(hasAgreedAssortment([])).toBe(false);
    expect(hasAgreedAssortment([{ type: PRICE_LIST_TYPE.None }])).toBe(false);
    expect(hasAgreedAssortment([{ type: PRICE_LIST_TYPE.None }, { type: PRICE_LIST_TYPE.Agreement }])).toBe(
      true,
    );
    expect(hasAgreedAssortment([{ type: PRICE_LIST_TYPE.PreOrder }])).toBe(true);
  });
});
