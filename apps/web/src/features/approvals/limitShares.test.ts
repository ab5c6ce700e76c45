import type { GroupedCartTotal } from '@workwear/contracts';
import { getMarketByName } from '@workwear/domain';
import { describe, expect, it } from 'vitest';
import { limitSharesView } from './limitShares';

const se = getMarketByName('se')!.currency;
const points = (amount: string) => `${amount} p`;

const share = (
  over: Partial<GroupedCartTotal['customers'][number]>,
): GroupedCartTotal['customers'][number] => ({
  customerId: 1,
  name: 'Anna Åkerlund',
  limit: 500_000,
  used: 100_000,
  thisCart: 150_050,
  remaining: 249_950,
  over: false,
  points: null,
  attestant: null,
  rowIds: [1],
  ...over,
});

const total = (customers: GroupedCartTotal['customers'], companyOver = false): GroupedCartTotal => ({
  currency: 'SEK',
  period: 'Month',
  visibility: 'shown',
  customers,
  company: companyOver ? { limit: 1, used: 0, thisCart: 2, remaining: -1, over: true } : null,
  approval: { needed: false, kind: null, attestants: [], refusalCode: null },
});

describe('limitSharesView', () => {
  it('shows limit, earlier use, this cart and what remains in money', () => {
    const [row] = limitSharesView(total([share({})]), se, points).rows;
    expect(row).toEqual({
      customerId: 1,
      name: 'Anna Åkerlund',
      limit: '5 000,00 kr',
      used: '1 000,00 kr',
      thisCart: '1 500,50 kr',
      remaining: '2 499,50 kr',
      state: 'within',
      approver: null,
    });
  });

  it('shows the figures in points (hundredths, two decimals) where the company shows points', () => {
    const [row] = limitSharesView(
      total([share({ points: { limit: 50_000, used: 0, thisCart: 1_234, remaining: 48_766 } })]),
      se,
      points,
    ).rows;
    expect([row?.limit, row?.thisCart, row?.remaining]).toEqual(['500,00 p', '12,34 p', '487,66 p']);
  });

  it('marks an over-limit share with who decides, or as refused without an attestant; no limit is no limit', () => {
    const view = limitSharesView(
      total(
        [
          share({
            over: true,
            remaining: -100,
            attestant: { customerId: 9, name: 'Maria', email: 'm@x.se' },
          }),
          share({ customerId: 2, over: true, remaining: -100 }),
          share({ customerId: 3, limit: null, remaining: null }),
        ],
        true,
      ),
      se,
      points,
    );
    expect(view.rows.map((r) => [r.state, r.approver])).toEqual([
      ['overApprover', 'Maria'],
      ['overRefused', null],
      ['noLimit', null],
    ]);
    expect(view.rows[2]?.limit).toBeNull();
    expect(view.companyOver).toBe(true);
  });
});
