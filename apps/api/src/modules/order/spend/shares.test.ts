import { describe, expect, it } from 'vitest';
import { sharesOf } from './shares';

const row = (rowId: number, coWorkerId: number | null, lineNet: number, discountNet = 0) => ({
  rowId,
  coWorkerId,
  lineNet,
  discountNet,
});
const total = (shares: readonly { amount: number }[]) => shares.reduce((sum, s) => sum + s.amount, 0);

describe('sharesOf', () => {
  it('gives each row to its co-worker, else to the buyer, after the row’s own discount', () => {
    const shares = sharesOf({
      buyerId: 7,
      rows: [row(1, null, 10_000, 1_000), row(2, 3, 5_000), row(3, 3, 2_500, 500), row(4, 9, 1_000)],
      totals: { discountNet: 1_500, deliveryNet: 0 },
    });
    expect(shares).toEqual([
      { customerId: 3, amount: 7_000, rowIds: [2, 3] },
      { customerId: 7, amount: 9_000, rowIds: [1] },
      { customerId: 9, amount: 1_000, rowIds: [4] },
    ]);
  });

  it('puts the delivery on the buyer’s share, even when none of the rows is theirs', () => {
    const shares = sharesOf({
      buyerId: 7,
      rows: [row(1, 3, 4_000)],
      totals: { discountNet: 0, deliveryNet: 4_900 },
    });
    expect(shares).toEqual([
      { customerId: 3, amount: 4_000, rowIds: [1] },
      { customerId: 7, amount: 4_900, rowIds: [] },
    ]);
  });

  it('spreads a basket discount by what each share costs, adding up to the order’s total ex VAT', () => {
    // 10 % off a basket of 100.01 + 200.01 + 300.01: 60.003 to spread, 6.001 / 20.001 / 30.001 exact.
    const rows = [row(1, null, 10_001), row(2, 5, 20_001), row(3, 6, 30_001)];
    const shares = sharesOf({ buyerId: 4, rows, totals: { discountNet: 6_000, deliveryNet: 1_234 } });
    expect(total(shares)).toBe(10_001 + 20_001 + 30_001 - 6_000 + 1_234);
    expect(shares.map((s) => s.amount)).toEqual([10_001 - 1_000 + 1_234, 20_001 - 2_000, 30_001 - 3_000]);
  });

  it('settles the basket discount’s last minor units by largest remainder, the same way every time', () => {
    // 1 unit of discount over three equal shares: the lowest customer id takes it.
    const rows = [row(1, 30, 100), row(2, 10, 100), row(3, 20, 100)];
    const shares = sharesOf({ buyerId: 10, rows, totals: { discountNet: 1, deliveryNet: 0 } });
    expect(shares.map((s) => [s.customerId, s.amount])).toEqual([
      [10, 99],
      [20, 100],
      [30, 100],
    ]);
    expect(total(shares)).toBe(299);
  });

  it('counts gift rows for nothing and an order with no rows as the delivery alone', () => {
    expect(
      sharesOf({ buyerId: 1, rows: [row(1, 2, 0)], totals: { discountNet: 0, deliveryNet: 0 } }),
    ).toEqual([{ customerId: 2, amount: 0, rowIds: [1] }]);
    expect(sharesOf({ buyerId: 1, rows: [], totals: { discountNet: 0, deliveryNet: 500 } })).toEqual([
      { customerId: 1, amount: 500, rowIds: [] },
    ]);
  });
});
