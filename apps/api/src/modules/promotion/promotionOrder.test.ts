import {
  DISCOUNT_REFUSAL_MESSAGE,
  DISCOUNT_TYPE,
  type PricedLine,
  type PromotionDefinition,
  type PromotionInput,
} from '@workwear/domain';
import { describe, expect, it } from 'vitest';
import { DISCOUNT_NOT_VALID } from './codePromotions';
import { applyPromotions, type PromotionsToApply } from './promotionOrder';

function promotion(overrides: Partial<PromotionDefinition>): PromotionDefinition {
  return {
    id: 1,
    code: null,
    name: 'Promotion',
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
    engine: true,
    validFrom: null,
    validTo: null,
    usageLimit: null,
    ...overrides,
  };
}

// Net 20000, gross 25000: one row of two jackets.
const jacket: PricedLine = {
  rowId: 1,
  sku: '10000001010148',
  partNo: '100000010101',
  quantity: 2,
  unitNet: 10000,
  unitGross: 12500,
  gift: false,
};

const input = (lines: readonly PricedLine[] = [jacket]): PromotionInput => ({
  lines,
  delivery: { net: 4900, gross: 6125 },
  vatRateBasisPoints: 2500,
  marketName: 'se',
  audience: 'b2c',
  now: new Date('2026-06-01T00:00:00Z'),
  rounding: 'halfEven',
});

const engineRules = { discountCodes: false, enginePromotions: true };

const apply = (overrides: Partial<PromotionsToApply>) =>
  applyPromotions({
    input: input(),
    rules: engineRules,
    automatic: [],
    kept: null,
    giftRows: [],
    ...overrides,
  });

const rowsOff = promotion({ id: 1, discountType: DISCOUNT_TYPE.DiscountProducts, percentBasisPoints: 5000 });
const basketOff = promotion({ id: 2, code: 'BASKET', discountType: DISCOUNT_TYPE.DiscountBasket });
const gives = promotion({ id: 3, discountType: DISCOUNT_TYPE.AddProducts, giftSku: '30000003010148' });

describe('applyPromotions', () => {
  it('takes a basket code off what the automatic row discounts leave', () => {
    const outcome = apply({ automatic: [rowsOff], kept: { promotion: basketOff } });
    expect(outcome.applied.map((a) => a.definition.id)).toEqual([1, 2]);
    expect(outcome.applied[0]!.evaluation.rowDiscounts).toEqual([{ rowId: 1, net: 10000, gross: 12500 }]);
    // 10 % of the 10000 net the row discount leaves, not of the 20000 the row costs.
    expect(outcome.applied[1]!.evaluation.basketDiscount).toEqual({ net: 1000, gross: 1250 });
    expect(outcome.codeDropped).toBeNull();
  });

  it('applies a row code before an automatic basket promotion', () => {
    const rowCode = { ...rowsOff, code: 'ROWS' };
    const automaticBasket = { ...basketOff, code: null };
    const outcome = apply({ automatic: [automaticBasket], kept: { promotion: rowCode } });
    expect(outcome.applied.map((a) => a.definition.id)).toEqual([1, 2]);
    expect(outcome.applied[1]!.evaluation.basketDiscount).toEqual({ net: 1000, gross: 1250 });
  });

  it('drops a kept code that is gone, that the cart does not take, or whose requirements fail', () => {
    expect(apply({ kept: { promotion: undefined } }).codeDropped).toEqual({ message: DISCOUNT_NOT_VALID });
    const plain = { ...basketOff, engine: false };
    expect(apply({ kept: { promotion: plain } }).codeDropped).toEqual({ message: DISCOUNT_NOT_VALID });
    const unmet = { ...basketOff, minTotalMinor: 50_000 };
    expect(apply({ kept: { promotion: unmet } }).codeDropped).toEqual({
      message: DISCOUNT_REFUSAL_MESSAGE.RequirementsNotMet,
    });
  });

  it('drops the code of a cart with nothing bought silently', () => {
    const outcome = apply({ input: input([]), kept: { promotion: basketOff } });
    expect(outcome).toMatchObject({ applied: [], codeDropped: {} });
    expect(outcome.codeDropped?.message).toBeUndefined();
  });

  it('keeps no code and drops none without one', () => {
    expect(apply({ automatic: [rowsOff] }).codeDropped).toBeNull();
  });

  it('makes the gift rows follow what applies', () => {
    const outcome = apply({
      automatic: [gives],
      giftRows: [
        { rowId: 7, promotionId: 9, sku: '40000004010148' },
        { rowId: 8, promotionId: 3, sku: '30000003010148' },
      ],
    });
    expect(outcome.removeGiftRows).toEqual([7]);
    expect(outcome.addGifts).toEqual([]);
    expect(apply({ automatic: [gives] }).addGifts).toEqual([{ promotionId: 3, sku: '30000003010148' }]);
  });
});
