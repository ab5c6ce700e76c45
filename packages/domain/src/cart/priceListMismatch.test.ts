import { describe, expect, it } from 'vitest';
import { priceListItemLabel, reconcilePriceLists } from './priceListMismatch';

const jacket = { rowId: 1, sku: 'A1B2C3D4E5F6L', name: 'Winter jacket', priceListId: 10 };
const trousers = { rowId: 2, sku: 'B1B2C3D4E5F6C50', name: 'Work trousers', priceListId: 10 };
const gloves = { rowId: 3, sku: 'C1B2C3D4E5F69', name: 'Gloves', priceListId: null };

describe('reconcilePriceLists', () => {
  it('leaves rows still priced from their list unchanged', () => {
    const priced = new Map([
      [1, { priceListId: 10 }],
      [2, { priceListId: 10 }],
    ]);
    expect(reconcilePriceLists([jacket, trousers], priced)).toEqual({ remove: [], update: [], notices: [] });
  });

  it('removes a row no list prices, with the spec warning', () => {
    const priced = new Map([
      [1, undefined],
      [2, { priceListId: 10 }],
    ]);
    expect(reconcilePriceLists([jacket, trousers], priced)).toEqual({
      remove: [1],
      update: [],
      notices: [
        {
          kind: 'removed',
          rowId: 1,
          sku: jacket.sku,
          name: jacket.name,
          message:
            'Winter jacket (A1B2C3D4E5F6L) Does not exist in priceList and has been removed from your cart.',
        },
      ],
    });
  });

  it('removes a row missing from the priced map too', () => {
    expect(reconcilePriceLists([trousers], new Map()).remove).toEqual([2]);
  });

  it('updates a row priced from another list, with the spec notice', () => {
    const priced = new Map([[2, { priceListId: 20 }]]);
    expect(reconcilePriceLists([trousers], priced)).toEqual({
      remove: [],
      update: [{ rowId: 2, priceListId: 20 }],
      notices: [
        {
          kind: 'updated',
          rowId: 2,
          sku: trousers.sku,
          name: trousers.name,
          message:
            'Work trousers (B1B2C3D4E5F6C50) has been updated with the correct priceList. The price might have changed.',
        },
      ],
    });
  });

  it('sets the list of a row that had none, without a notice', () => {
    const priced = new Map([[3, { priceListId: 5 }]]);
    expect(reconcilePriceLists([gloves], priced)).toEqual({
      remove: [],
      update: [{ rowId: 3, priceListId: 5 }],
      notices: [],
    });
  });

  it('removes an unpriced row even when it had no list', () => {
    const result = reconcilePriceLists([gloves], new Map());
    expect(result.remove).toEqual([3]);
    expect(result.notices.map((n) => n.kind)).toEqual(['removed']);
  });
});

describe('priceListItemLabel', () => {
  it('names the row by name and sku, or by sku alone when it has no name', () => {
    expect(priceListItemLabel(jacket)).toBe('Winter jacket (A1B2C3D4E5F6L)');
    expect(priceListItemLabel({ sku: 'X1', name: '  ' })).toBe('X1');
  });
});
