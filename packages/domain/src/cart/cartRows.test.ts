// biome-ignore lint/style/noRestrictedImports: fast-check is a test-only dev dependency; the rule guards domain's runtime imports.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyQuantityFactor,
  type CartMergeRow,
  canSplit,
  findMergeRow,
  isRowQuantity,
  MAX_ROW_QUANTITY,
  mergedRowNumbers,
  nextRowNumber,
  planCartMerge,
  planCartReplace,
  QUANTITY_RULE_MESSAGE,
  quantityStep,
  SPLIT_ERRORS,
  splitQuantities,
} from './cartRows';
import { quantitySchema } from './quantitySchema';

const SKU = 'A1B2C3D4E5F6XL';
const OTHER = 'A1B2C3D4E5F6M';

let nextId = 1;
function row(overrides: Partial<CartMergeRow> = {}): CartMergeRow {
  const id = nextId++;
  return {
    id,
    sku: SKU,
    quantity: 1,
    rowNumber: id,
    coWorkerId: null,
    parentRowId: null,
    promotionId: null,
    ...overrides,
  };
}

describe('findMergeRow', () => {
  it('merges the same sku into one row for anonymous and B2C visitors, whoever it is for', () => {
    const rows = [row({ sku: OTHER }), row({ coWorkerId: 7 })];
    for (const audience of ['anonymous', 'b2c'] as const) {
      expect(findMergeRow(rows, { sku: SKU, coWorkerId: null }, audience)).toBe(rows[1]);
      expect(findMergeRow(rows, { sku: SKU, coWorkerId: 9 }, audience)).toBe(rows[1]);
    }
  });

  it('merges for a business user only when the CoWorkerId matches, null matching null', () => {
    const forSeven = row({ coWorkerId: 7 });
    const forNobody = row({ coWorkerId: null });
    const rows = [forSeven, forNobody];
    expect(findMergeRow(rows, { sku: SKU, coWorkerId: 7 }, 'b2b')).toBe(forSeven);
    expect(findMergeRow(rows, { sku: SKU, coWorkerId: null }, 'b2b')).toBe(forNobody);
    expect(findMergeRow(rows, { sku: SKU, coWorkerId: 8 }, 'b2b')).toBeUndefined();
    expect(findMergeRow([forSeven], { sku: SKU, coWorkerId: null }, 'b2b')).toBeUndefined();
  });

  it('never merges into a gift row or a child row', () => {
    const rows = [row({ promotionId: 3 }), row({ parentRowId: 1 })];
    for (const audience of ['anonymous', 'b2c', 'b2b'] as const) {
      expect(findMergeRow(rows, { sku: SKU, coWorkerId: null }, audience)).toBeUndefined();
    }
  });

  it('needs the same sku, and picks the first qualifying row', () => {
    const first = row();
    const rows = [row({ sku: OTHER }), first, row()];
    expect(findMergeRow(rows, { sku: SKU, coWorkerId: null }, 'b2c')).toBe(first);
    expect(findMergeRow(rows, { sku: 'A1B2C3D4E5F6S', coWorkerId: null }, 'b2c')).toBeUndefined();
    expect(findMergeRow([], { sku: SKU, coWorkerId: null }, 'b2c')).toBeUndefined();
  });
});

describe('row numbers', () => {
  it('numbers a normal add max + 1, 1 in an empty cart', () => {
    expect(nextRowNumber([])).toBe(1);
    expect(nextRowNumber([{ rowNumber: 3 }, { rowNumber: 1 }])).toBe(4);
    expect(nextRowNumber([{ rowNumber: 250 }])).toBe(251);
  });

  it('numbers merged rows 100 apart after the highest', () => {
    expect(mergedRowNumbers([], 3)).toEqual([100, 200, 300]);
    expect(mergedRowNumbers([{ rowNumber: 2 }, { rowNumber: 7 }], 2)).toEqual([107, 207]);
    expect(mergedRowNumbers([{ rowNumber: 7 }], 0)).toEqual([]);
  });
});

describe('quantitySchema', () => {
  it('takes whole numbers from 1 to 9999', () => {
    for (const q of [1, 2, 9999]) expect(quantitySchema.parse(q)).toBe(q);
  });

  it('refuses zero, negatives, fractions, huge numbers and strings with the rule as message', () => {
    for (const q of [0, -1, 1.5, 10000, Number.NaN, Number.POSITIVE_INFINITY, '5', null]) {
      const result = quantitySchema.safeParse(q);
      expect(result.success, String(q)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(QUANTITY_RULE_MESSAGE);
    }
    expect(QUANTITY_RULE_MESSAGE).toBe('Quantity must be a whole number from 1 to 9999');
  });
});

describe('applyQuantityFactor', () => {
  it('leaves the quantity unchanged for a factor of 1 or less', () => {
    expect(applyQuantityFactor(7, 1)).toBe(7);
    expect(applyQuantityFactor(7, 0)).toBe(7);
    expect(applyQuantityFactor(9999, 1)).toBe(9999);
  });

  it('raises a quantity at or below the factor to the factor', () => {
    expect(applyQuantityFactor(1, 10)).toBe(10);
    expect(applyQuantityFactor(9, 10)).toBe(10);
    expect(applyQuantityFactor(10, 10)).toBe(10);
  });

  it('keeps a multiple, rounds down a remainder of at most half, and up above half', () => {
    expect(applyQuantityFactor(30, 10)).toBe(30);
    expect(applyQuantityFactor(34, 10)).toBe(30);
    expect(applyQuantityFactor(35, 10)).toBe(30);
    expect(applyQuantityFactor(36, 10)).toBe(40);
    expect(applyQuantityFactor(7, 3)).toBe(6);
    expect(applyQuantityFactor(8, 3)).toBe(9);
    expect(applyQuantityFactor(5, 2)).toBe(4);
  });

  it('never rounds past the largest multiple that fits the row maximum', () => {
    expect(applyQuantityFactor(9999, 10)).toBe(9990);
    expect(applyQuantityFactor(9996, 7)).toBe(9996);
    expect(applyQuantityFactor(9999, 9999)).toBe(9999);
  });

  it('throws on a factor that is not whole or cannot be ordered', () => {
    expect(() => applyQuantityFactor(5, 2.5)).toThrow(RangeError);
    expect(() => applyQuantityFactor(5, Number.NaN)).toThrow(RangeError);
    expect(() => applyQuantityFactor(5, 10000)).toThrow(RangeError);
  });

  it('always gives a multiple of the factor within 1..9999, near the asked quantity', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_ROW_QUANTITY }), fc.integer({ min: 1, max: 500 }), (q, f) => {
        const result = applyQuantityFactor(q, f);
        expect(result % f).toBe(0);
        expect(result).toBeGreaterThanOrEqual(f);
        expect(result).toBeLessThanOrEqual(MAX_ROW_QUANTITY);
        if (result !== Math.floor(MAX_ROW_QUANTITY / f) * f) expect(Math.abs(result - q)).toBeLessThan(f);
        expect(applyQuantityFactor(result, f)).toBe(result);
      }),
    );
  });
});

describe('quantityStep', () => {
  it('is the largest multiple of the factor at most 25', () => {
    expect(quantityStep(2)).toBe(24);
    expect(quantityStep(5)).toBe(25);
    expect(quantityStep(10)).toBe(20);
    expect(quantityStep(25)).toBe(25);
  });

  it('is 1 for a factor of 1 or less, and the factor itself above 25', () => {
    expect(quantityStep(1)).toBe(1);
    expect(quantityStep(0)).toBe(1);
    expect(quantityStep(26)).toBe(26);
    expect(quantityStep(100)).toBe(100);
  });
});

describe('split', () => {
  it('is offered for exactly one selected row whose quantity exceeds its factor', () => {
    expect(canSplit([{ quantity: 2, factor: 1 }])).toBe(true);
    expect(canSplit([{ quantity: 20, factor: 10 }])).toBe(true);
    expect(canSplit([{ quantity: 10, factor: 10 }])).toBe(false);
    expect(canSplit([{ quantity: 1, factor: 1 }])).toBe(false);
    expect(canSplit([])).toBe(false);
    expect(
      canSplit([
        { quantity: 5, factor: 1 },
        { quantity: 5, factor: 1 },
      ]),
    ).toBe(false);
  });

  it('splits off the factor by default', () => {
    expect(splitQuantities(5, 1)).toEqual({ keep: 4, splitOff: 1 });
    expect(splitQuantities(30, 10)).toEqual({ keep: 20, splitOff: 10 });
  });

  it('splits off a requested multiple of the factor below the quantity', () => {
    expect(splitQuantities(30, 10, 20)).toEqual({ keep: 10, splitOff: 20 });
    expect(splitQuantities(5, 1, 4)).toEqual({ keep: 1, splitOff: 4 });
  });

  it('refuses a row that cannot be split', () => {
    expect(splitQuantities(1, 1)).toEqual({ error: SPLIT_ERRORS.notSplittable });
    expect(splitQuantities(10, 10)).toEqual({ error: SPLIT_ERRORS.notSplittable });
  });

  it('refuses a split quantity that is not a positive multiple, or not below the quantity', () => {
    expect(splitQuantities(30, 10, 15)).toEqual({ error: SPLIT_ERRORS.notMultiple(10) });
    expect(splitQuantities(30, 10, 0)).toEqual({ error: SPLIT_ERRORS.notMultiple(10) });
    expect(splitQuantities(30, 10, -10)).toEqual({ error: SPLIT_ERRORS.notMultiple(10) });
    expect(splitQuantities(5, 1, 1.5)).toEqual({ error: SPLIT_ERRORS.notMultiple(1) });
    expect(splitQuantities(30, 10, 30)).toEqual({ error: SPLIT_ERRORS.notLess });
    expect(splitQuantities(30, 10, 40)).toEqual({ error: SPLIT_ERRORS.notLess });
    expect(SPLIT_ERRORS.notMultiple(10)).toBe('The quantity to split off must be a multiple of 10');
  });
});

describe('planCartMerge', () => {
  it('adds quantities to same-sku rows and appends the rest 100 apart', () => {
    const target = [row({ quantity: 2, rowNumber: 1 }), row({ sku: OTHER, rowNumber: 4 })];
    const same = row({ quantity: 3 });
    const fresh = row({ sku: 'ZZZZZZZZZZZZS' });
    const fresh2 = row({ sku: 'ZZZZZZZZZZZZM' });
    const plan = planCartMerge(target, [same, fresh, fresh2], 'b2c');
    expect(plan.choice).toBe('merge');
    expect(plan.clearTarget).toBe(false);
    expect(plan.increase).toEqual([{ rowId: target[0]!.id, quantity: 5 }]);
    expect(plan.append).toEqual([
      { row: fresh, rowNumber: 104 },
      { row: fresh2, rowNumber: 204 },
    ]);
    expect(plan.drop).toEqual([]);
    expect(plan.capped).toEqual([]);
  });

  it('adds several public rows of one sku into the same account row', () => {
    const target = [row({ quantity: 1 })];
    const plan = planCartMerge(target, [row({ quantity: 2 }), row({ quantity: 4 })], 'anonymous');
    expect(plan.increase).toEqual([{ rowId: target[0]!.id, quantity: 7 }]);
    expect(plan.append).toEqual([]);
  });

  it('caps a sum above the row maximum and reports the capped public row', () => {
    const target = [row({ quantity: 9000 })];
    const big = row({ quantity: 1500 });
    const plan = planCartMerge(target, [big], 'b2c');
    expect(plan.increase).toEqual([{ rowId: target[0]!.id, quantity: MAX_ROW_QUANTITY }]);
    expect(plan.capped).toEqual([big.id]);
  });

  it('drops public gift rows, appends child rows and never merges into account gift rows', () => {
    const target = [row({ promotionId: 5, rowNumber: 3 })];
    const gift = row({ promotionId: 5 });
    const child = row({ parentRowId: 99 });
    const plain = row();
    const plan = planCartMerge(target, [gift, child, plain], 'b2c');
    expect(plan.drop).toEqual([gift.id]);
    expect(plan.increase).toEqual([]);
    expect(plan.append.map((a) => [a.row, a.rowNumber])).toEqual([
      [child, 103],
      [plain, 203],
    ]);
  });

  it('follows the business add rule when the audience is b2b', () => {
    const target = [row({ coWorkerId: 1 })];
    const plan = planCartMerge(target, [row({ coWorkerId: 2 }), row({ coWorkerId: 1 })], 'b2b');
    expect(plan.increase).toEqual([{ rowId: target[0]!.id, quantity: 2 }]);
    expect(plan.append).toHaveLength(1);
  });
});

describe('planCartReplace', () => {
  it('clears the account cart and keeps the public rows with their row numbers, gifts dropped', () => {
    const a = row({ rowNumber: 1 });
    const b = row({ rowNumber: 2, sku: OTHER });
    const gift = row({ rowNumber: 3, promotionId: 1 });
    const plan = planCartReplace([a, b, gift]);
    expect(plan).toEqual({
      choice: 'overwrite',
      clearTarget: true,
      increase: [],
      append: [
        { row: a, rowNumber: 1 },
        { row: b, rowNumber: 2 },
      ],
      drop: [gift.id],
      capped: [],
    });
  });
});

describe('isRowQuantity', () => {
  it('accepts what quantitySchema accepts', () => {
    for (const q of [1, 2, 9999, 0, -1, 10000, 1.5, Number.NaN, Number.POSITIVE_INFINITY, '5', null]) {
      expect(isRowQuantity(q)).toBe(quantitySchema.safeParse(q).success);
    }
  });
});
