import type { GroupedCartTotal } from '@workwear/contracts';
import { type CurrencyFormat, formatMoney, formatPoints } from '@workwear/domain';

/**
 * The cart's spending limits as the buyer reads them (spec §9: limit − cart total = remaining), one
 * row per customer the cart's rows are for, from the grouped total call: in money, or in points
 * (hundredths, two decimals) where the company shows points. An over-limit row says who will decide,
 * or that the order would be refused.
 */
export type LimitShareRow = {
  readonly customerId: number;
  readonly name: string;
  readonly limit: string | null;
  readonly used: string;
  readonly thisCart: string;
  readonly remaining: string | null;
  readonly state: 'noLimit' | 'within' | 'overApprover' | 'overRefused';
  /** Who decides an over-limit share (overApprover). */
  readonly approver: string | null;
};

export type LimitSharesView = {
  readonly visibility: GroupedCartTotal['visibility'];
  readonly period: GroupedCartTotal['period'];
  readonly rows: readonly LimitShareRow[];
  /** The company's own limit would be exceeded (code 4): refused whatever anyone approves. */
  readonly companyOver: boolean;
};

type Figures = { limit: number | null; used: number; thisCart: number; remaining: number | null };

export function limitSharesView(
  total: GroupedCartTotal,
  format: CurrencyFormat,
  pointsText: (amount: string) => string,
): LimitSharesView {
  const rows = total.customers.map((share): LimitShareRow => {
    const inPoints = share.points !== null;
    const figures: Figures = share.points ?? share;
    const show = (amount: number) =>
      inPoints ? pointsText(formatPoints(amount, format)) : formatMoney(amount, { currency: format });
    const state: LimitShareRow['state'] =
      figures.limit === null
        ? 'noLimit'
        : !share.over
          ? 'within'
          : share.attestant
            ? 'overApprover'
            : 'overRefused';
    return {
      customerId: share.customerId,
      name: share.name,
      limit: figures.limit === null ? null : show(figures.limit),
      used: show(figures.used),
      thisCart: show(figures.thisCart),
      remaining: figures.remaining === null ? null : show(figures.remaining),
      state,
      approver: share.attestant ? share.attestant.name || share.attestant.email : null,
    };
  });
  return {
    visibility: total.visibility,
    period: total.period,
    rows,
    companyOver: total.company?.over ?? false,
  };
}
