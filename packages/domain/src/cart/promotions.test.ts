import { describe, expect, it } from 'vitest';
import { DISCOUNT_REFUSAL_MESSAGE } from '../discountCodes';
import {
  DISCOUNT_TYPE,
  discountStatusOf,
  evaluatePromotion,
  type PricedLine,
  type PromotionDefinition,
  type PromotionInput,
  promotionDefinitionSchema,
  promotionNameIn,
} from './promotions';

function promotion(overrides: Partial<PromotionDefinition>): PromotionDefinition {
  return {
    id: 1,
    code: 'SAVE',
    name: 'Save',
    names: {},
    description: '',
    discountType: DISCOUNT_TYPE.DiscountBasket,
    percentBasisPoints: 1000,
    amountMinor: null,
    currency: null,
    minTotalMinor: null,
    minQuantity: null,
    partNos: [],
    giftSku: null,
    marketIds: null,
    audience: 'all',
    engine: false,
    validFrom: null,
    validTo: null,
    usageLimit: null,
    ...overrides,
  };
}

function line(
  rowId: number,
  partNo: string,
  quantity: number,
  unitNet: number,
  unitGross: number,
): PricedLine {
  return { rowId, sku: `${partNo}48`, partNo, quantity, unitNet, unitGross, gift: false };
}

// Swedish prices, 25 % VAT. Products: net 20000 + 8000 + 3015 = 31015, gross 25000 + 10000 + 3768 = 38768.
const jacket = line(1, '100000010101', 2, 10000, 12500);
const jacketOtherColour = line(2, '100000010202', 1, 8000, 10000);
const gloves = line(3, '200000020101', 3, 1005, 1256);
const gift: PricedLine = { ...line(4, '100000010101', 1, 5000, 6250), gift: true };
const cart = [jacket, jacketOtherColour, gloves, gift];

function input(overrides: Partial<PromotionInput> = {}): PromotionInput {
  return {
    lines: cart,
    delivery: { net: 4900, gross: 6125 },
    vatRateBasisPoints: 2500,
    marketName: 'se',
    audience: 'b2c',
    now: new Date('2026-06-01T12:00:00Z'),
    rounding: 'awayFromZero',
    ...overrides,
  };
}

describe('validity', () => {
  it('is not valid before it starts or after it ends', () => {
    const future = promotion({ validFrom: '2026-06-02T00:00:00.000Z' });
    const past = promotion({ validTo: '2026-05-31T23:59:59.000Z' });
    expect(evaluatePromotion(future, input())).toEqual({ status: 'NotValid', reason: 'notStarted' });
    expect(evaluatePromotion(past, input())).toEqual({ status: 'NotValid', reason: 'expired' });
    const current = promotion({ validFrom: '2026-06-01T00:00:00.000Z', validTo: '2026-06-30T00:00:00.000Z' });
    expect(evaluatePromotion(current, input()).status).toBe('applies');
  });

  it('is not valid in another market, nor with an amount in another currency', () => {
    expect(evaluatePromotion(promotion({ marketIds: ['no', 'dk'] }), input())).toEqual({
      status: 'NotValid',
      reason: 'market',
    });
    expect(evaluatePromotion(promotion({ marketIds: ['se'] }), input()).status).toBe('applies');
    const euros = promotion({ percentBasisPoints: null, amountMinor: 500, currency: 'EUR' });
    expect(evaluatePromotion(euros, input())).toEqual({ status: 'NotValid', reason: 'market' });
  });

  it("keeps business promotions for business buyers; 'b2c' includes anonymous visitors", () => {
    const b2b = promotion({ audience: 'b2b' });
    const b2c = promotion({ audience: 'b2c' });
    expect(evaluatePromotion(b2b, input({ audience: 'b2c' }))).toEqual({
      status: 'NotValid',
      reason: 'audience',
    });
    expect(evaluatePromotion(b2b, input({ audience: 'b2b' })).status).toBe('applies');
    expect(evaluatePromotion(b2c, input({ audience: 'anonymous' })).status).toBe('applies');
    expect(evaluatePromotion(b2c, input({ audience: 'b2b' }))).toEqual({
      status: 'NotValid',
      reason: 'audience',
    });
    expect(evaluatePromotion(promotion({ audience: 'all' }), input({ audience: 'b2b' })).status).toBe(
      'applies',
    );
  });
});

describe('DiscountBasket (1)', () => {
  it('takes a percentage off the net and the gross products total, gift rows left out', () => {
    // 10 % of 31015 = 3101.5 -> 3102; 10 % of 38768 = 3876.8 -> 3877.
    expect(evaluatePromotion(promotion({}), input())).toEqual({
      status: 'applies',
      rowDiscounts: [],
      basketDiscount: { net: 3102, gross: 3877 },
      deliveryDiscount: { net: 0, gross: 0 },
    });
  });

  it('rounds an exact half with the cart rounding mode', () => {
    const one = [line(3, '200000020101', 1, 1005, 1256)];
    // 10 % of 1005 = 100.5; 10 % of 1256 = 125.6.
    const halfEven = evaluatePromotion(promotion({}), input({ lines: one, rounding: 'halfEven' }));
    const away = evaluatePromotion(promotion({}), input({ lines: one, rounding: 'awayFromZero' }));
    expect(halfEven).toMatchObject({ basketDiscount: { net: 100, gross: 126 } });
    expect(away).toMatchObject({ basketDiscount: { net: 101, gross: 126 } });
  });

  it('takes the percentage off what earlier row discounts leave', () => {
    // (31015 - 2000) x 10 % = 2901.5 -> 2902; (38768 - 2500) x 10 % = 3626.8 -> 3627.
    const result = evaluatePromotion(promotion({}), input({ priorRowDiscount: { net: 2000, gross: 2500 } }));
    expect(result).toMatchObject({ basketDiscount: { net: 2902, gross: 3627 } });
  });

  it('takes a net amount off, with its gross at the market VAT rate, never more than the products', () => {
    const amount = promotion({ percentBasisPoints: null, amountMinor: 5000, currency: 'SEK' });
    expect(evaluatePromotion(amount, input())).toMatchObject({ basketDiscount: { net: 5000, gross: 6250 } });
    const small = input({ lines: [line(3, '200000020101', 1, 1005, 1256)] });
    expect(evaluatePromotion(amount, small)).toMatchObject({ basketDiscount: { net: 1005, gross: 1256 } });
  });

  it('uses gross = net for an amount where the rate is 0 (US)', () => {
    const amount = promotion({ percentBasisPoints: null, amountMinor: 500, currency: 'USD' });
    const us = input({
      marketName: 'us',
      vatRateBasisPoints: 0,
      lines: [line(1, '100000010101', 1, 2000, 2000)],
    });
    expect(evaluatePromotion(amount, us)).toMatchObject({ basketDiscount: { net: 500, gross: 500 } });
  });

  it('needs the net products total, which gift rows do not raise', () => {
    expect(evaluatePromotion(promotion({ minTotalMinor: 31015 }), input()).status).toBe('applies');
    // The gift row is priced 5000 here on purpose: it still does not count.
    expect(evaluatePromotion(promotion({ minTotalMinor: 31016 }), input())).toEqual({
      status: 'RequirementsNotMet',
    });
  });

  it('does not apply to a cart with nothing to pay for', () => {
    expect(evaluatePromotion(promotion({}), input({ lines: [] }))).toEqual({ status: 'RequirementsNotMet' });
    expect(evaluatePromotion(promotion({}), input({ lines: [gift] }))).toEqual({
      status: 'RequirementsNotMet',
    });
  });
});

describe('SelectProducts (2)', () => {
  const threeForTwo = promotion({
    discountType: DISCOUNT_TYPE.SelectProducts,
    percentBasisPoints: 10000,
    minQuantity: 3,
    partNos: ['10000001', '20000002'],
  });

  it('frees the cheapest unit of each group of three, dearest units grouped first', () => {
    // Units by price: 10000 10000 8000 | 1005 1005 1005 -> the 8000 and one 1005 are free.
    expect(evaluatePromotion(threeForTwo, input())).toMatchObject({
      status: 'applies',
      rowDiscounts: [
        { rowId: 2, net: 8000, gross: 10000 },
        { rowId: 3, net: 1005, gross: 1256 },
      ],
      basketDiscount: { net: 0, gross: 0 },
    });
  });

  it('needs minQuantity matching units; gift rows do not count', () => {
    const jackets = { ...threeForTwo, partNos: ['10000001'] };
    // Two plus one jacket: exactly three, the gift jacket is not a fourth.
    expect(evaluatePromotion(jackets, input())).toMatchObject({ rowDiscounts: [{ rowId: 2, net: 8000 }] });
    expect(evaluatePromotion({ ...jackets, minQuantity: 4 }, input())).toEqual({
      status: 'RequirementsNotMet',
    });
  });

  it('discounts by a percentage with the rounding mode', () => {
    const halfOff = { ...threeForTwo, percentBasisPoints: 5000, partNos: ['20000002'] };
    // 50 % of 1005 = 502.5; of 1256 = 628.
    expect(evaluatePromotion(halfOff, input({ rounding: 'halfEven' }))).toMatchObject({
      rowDiscounts: [{ rowId: 3, net: 502, gross: 628 }],
    });
    expect(evaluatePromotion(halfOff, input({ rounding: 'awayFromZero' }))).toMatchObject({
      rowDiscounts: [{ rowId: 3, net: 503, gross: 628 }],
    });
  });
});

describe('DiscountProducts (4)', () => {
  const twentyOff = promotion({ discountType: DISCOUNT_TYPE.DiscountProducts, percentBasisPoints: 2000 });

  it('matches a 12-character colour part number exactly', () => {
    // Row 1: 20 % of 20000 and of 25000. Row 2 (other colour) and the gift row are not touched.
    expect(evaluatePromotion({ ...twentyOff, partNos: ['100000010101'] }, input())).toMatchObject({
      rowDiscounts: [{ rowId: 1, net: 4000, gross: 5000 }],
    });
  });

  it('matches every colour of an 8-character base part number', () => {
    expect(evaluatePromotion({ ...twentyOff, partNos: ['10000001'] }, input())).toMatchObject({
      rowDiscounts: [
        { rowId: 1, net: 4000, gross: 5000 },
        { rowId: 2, net: 1600, gross: 2000 },
      ],
    });
  });

  it('takes a net amount per unit, never below a zero price', () => {
    const perUnit = {
      ...twentyOff,
      percentBasisPoints: null,
      amountMinor: 3000,
      currency: 'SEK',
      partNos: ['10000001'],
    };
    // 3000 net is 3750 gross per unit.
    expect(evaluatePromotion(perUnit, input())).toMatchObject({
      rowDiscounts: [
        { rowId: 1, net: 6000, gross: 7500 },
        { rowId: 2, net: 3000, gross: 3750 },
      ],
    });
    // 9000 net (11250 gross) per unit is more than the 8000 jacket: it becomes free, no less.
    expect(evaluatePromotion({ ...perUnit, amountMinor: 9000 }, input())).toMatchObject({
      rowDiscounts: [
        { rowId: 1, net: 18000, gross: 22500 },
        { rowId: 2, net: 8000, gross: 10000 },
      ],
    });
  });

  it('needs minQuantity targeted units when it sets one', () => {
    // Two plus one jackets of base part number 10000001.
    const jackets = { ...twentyOff, partNos: ['10000001'] };
    expect(evaluatePromotion({ ...jackets, minQuantity: 3 }, input()).status).toBe('applies');
    expect(evaluatePromotion({ ...jackets, minQuantity: 4 }, input())).toEqual({
      status: 'RequirementsNotMet',
    });
  });

  it('needs a matching row', () => {
    expect(evaluatePromotion({ ...twentyOff, partNos: ['30000003'] }, input())).toEqual({
      status: 'RequirementsNotMet',
    });
  });
});

describe('AddProducts (5)', () => {
  const gloveGift = promotion({
    discountType: DISCOUNT_TYPE.AddProducts,
    percentBasisPoints: null,
    giftSku: '20000002010148',
    minTotalMinor: 30000,
  });

  it('names the gift when the products total is reached, and discounts nothing', () => {
    expect(evaluatePromotion(gloveGift, input())).toEqual({
      status: 'applies',
      rowDiscounts: [],
      basketDiscount: { net: 0, gross: 0 },
      deliveryDiscount: { net: 0, gross: 0 },
      giftSku: '20000002010148',
    });
    expect(evaluatePromotion(gloveGift, input({ lines: [jacket, gift] }))).toEqual({
      status: 'RequirementsNotMet',
    });
  });
});

describe('DiscountFreight (6)', () => {
  const freeDelivery = promotion({
    discountType: DISCOUNT_TYPE.DiscountFreight,
    percentBasisPoints: 10000,
    minTotalMinor: 30000,
  });

  it('makes delivery free above the products total', () => {
    expect(evaluatePromotion(freeDelivery, input())).toMatchObject({
      rowDiscounts: [],
      basketDiscount: { net: 0, gross: 0 },
      deliveryDiscount: { net: 4900, gross: 6125 },
    });
    expect(evaluatePromotion(freeDelivery, input({ lines: [jacket] }))).toEqual({
      status: 'RequirementsNotMet',
    });
  });

  it('discounts delivery by a percentage with the rounding mode', () => {
    const half = { ...freeDelivery, percentBasisPoints: 5000 };
    // 50 % of 4900 = 2450; of 6125 = 3062.5.
    expect(evaluatePromotion(half, input({ rounding: 'halfEven' }))).toMatchObject({
      deliveryDiscount: { net: 2450, gross: 3062 },
    });
    expect(evaluatePromotion(half, input({ rounding: 'awayFromZero' }))).toMatchObject({
      deliveryDiscount: { net: 2450, gross: 3063 },
    });
  });
});

describe('promotionDefinitionSchema', () => {
  const row = {
    ...promotion({}),
    validFrom: new Date('2026-01-01T00:00:00Z'),
    validTo: '2026-12-31T23:59:59+01:00',
  };

  it('reads a database row, timestamps as ISO text', () => {
    const parsed = promotionDefinitionSchema.parse(row);
    expect(parsed.validFrom).toBe('2026-01-01T00:00:00.000Z');
    expect(parsed.validTo).toBe('2026-12-31T22:59:59.000Z');
  });

  it('refuses a row its type cannot be evaluated from', () => {
    const bad = (overrides: Record<string, unknown>) =>
      promotionDefinitionSchema.safeParse({ ...row, ...overrides }).success;
    expect(bad({ amountMinor: 500, currency: 'SEK' })).toBe(false); // percent and amount
    expect(bad({ percentBasisPoints: null })).toBe(false); // neither
    expect(bad({ percentBasisPoints: null, amountMinor: 500 })).toBe(false); // amount without currency
    expect(bad({ discountType: 2 })).toBe(false); // no group size
    expect(bad({ discountType: 5, percentBasisPoints: null })).toBe(false); // no gift
    expect(bad({ discountType: 3 })).toBe(false);
    expect(bad({ percentBasisPoints: 10001 })).toBe(false);
    expect(bad({ partNos: ['1000000101'] })).toBe(false); // 10 characters
    expect(bad({ validTo: 'soon' })).toBe(false);
    expect(bad({ validFrom: '2027-01-01T00:00:00Z' })).toBe(false); // after validTo
    expect(bad({ partNos: ['10000001', '100000010101'] })).toBe(true);
  });
});

describe('discountStatusOf', () => {
  it('maps an evaluation to the discount-code status whose refusal message the buyer sees', () => {
    expect(discountStatusOf(evaluatePromotion(promotion({}), input()))).toBe('CodeAdded');
    expect(discountStatusOf({ status: 'RequirementsNotMet' })).toBe('RequirementsNotMet');
    expect(DISCOUNT_REFUSAL_MESSAGE.RequirementsNotMet).toBe(
      'The cart does not meet the requirements for this discount',
    );
    expect(discountStatusOf({ status: 'NotValid', reason: 'expired' })).toBe('NotValid');
    expect(DISCOUNT_REFUSAL_MESSAGE.NotValid).toBe('Invalid code');
  });
});

describe('promotionNameIn', () => {
  const promo = {
    name: 'A free gift',
    names: { sv: 'En gratis present', de: 'Ein Gratisgeschenk', fi: ' ' },
  };
  it('answers the buyer’s language, else the market’s, else English', () => {
    expect(promotionNameIn(promo, 'sv', 'sv')).toBe('En gratis present');
    expect(promotionNameIn(promo, 'en', 'de')).toBe('A free gift');
    expect(promotionNameIn(promo, 'pl', 'de')).toBe('Ein Gratisgeschenk');
    // A blank translation is no translation.
    expect(promotionNameIn(promo, 'fi', 'fi')).toBe('A free gift');
    expect(promotionNameIn({ name: 'X', names: {} }, 'lv', 'lv')).toBe('X');
  });
});
