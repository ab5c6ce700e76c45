import { divideRounded, tryToMinorUnits } from '../money';
import { type CustomerInfo, infoValue, ROLE } from '../roles';

/**
 * Amount limits (spec: cart-services-companies §3 Customer info AmountLimit, §6, §9; readings in
 * docs/companies/approvals-and-limits.md). Amounts are minor units of the company market's currency,
 * counted ex VAT with delivery.
 */

export const AMOUNT_LIMIT_PERIODS = ['Order', 'Month', 'Quarter', 'Year'] as const;
export type AmountLimitPeriod = (typeof AMOUNT_LIMIT_PERIODS)[number];

/** The most a limit may be: 12 digits of major units (999,999,999,999.99), as the bulk form says. */
export const MAX_AMOUNT_LIMIT_MINOR = 99_999_999_999_999;

/**
 * A customer's AmountLimit info value ("5000", "1250.50") in minor units; null when it is missing,
 * empty or not an amount (the company's default then applies).
 */
export function amountLimitOf(info: CustomerInfo): number | null {
  const raw = infoValue(info, 'AmountLimit');
  if (typeof raw !== 'string' && typeof raw !== 'number') return null;
  if (typeof raw === 'string' && raw.trim() === '') return null;
  const minor = tryToMinorUnits(raw);
  return minor === undefined || minor < 0 ? null : minor;
}

/** The customer's own limit, else the company's default; 0 or null is no limit. */
export function effectiveLimit(own: number | null, companyDefault: number): number | null {
  const limit = own ?? companyDefault;
  return limit > 0 ? limit : null;
}

/** §6: the check applies to business users with UseAmountLimit on, for customer admins and plain users. */
export function limitApplies(useAmountLimit: boolean, role: number): boolean {
  return useAmountLimit && (role === ROLE.User || role === ROLE.CustomerAdmin);
}

/** How a principal meets the limit fields: hidden, shown, or shown disabled (§6). */
export type LimitVisibility = 'hidden' | 'shown' | 'disabled';

/**
 * Shown when UseAmountLimit is on. With UseAmountLimitForCustomerAdmins, administrators, super
 * customer admins and internal users see it, and a plain customer admin sees it disabled.
 */
export function limitVisibility(
  settings: { readonly UseAmountLimit: boolean; readonly UseAmountLimitForCustomerAdmins: boolean },
  role: number,
  superCustomerAdmin: boolean,
): LimitVisibility {
  if (!settings.UseAmountLimit) return 'hidden';
  if (!settings.UseAmountLimitForCustomerAdmins) return 'shown';
  if (role === ROLE.Administrator || role === ROLE.Internal) return 'shown';
  if (role === ROLE.CustomerAdmin) return superCustomerAdmin ? 'shown' : 'disabled';
  return 'shown';
}

/** §6: bulk update of limits for internal users, administrators and customer admins. */
export const mayBulkUpdateLimits = (role: number): boolean =>
  role === ROLE.Internal || role === ROLE.Administrator || role === ROLE.CustomerAdmin;

/**
 * §9: with ShowPoints on and PricePointsFactor above 0 an amount is shown as points: divided by the
 * factor, rounded to 2 decimals. Returned in hundredths of a point (an integer, like minor units), or
 * null when amounts are shown as money.
 */
export function toPoints(
  minor: number,
  settings: { readonly ShowPoints: boolean; readonly PricePointsFactor: number },
): number | null {
  const factor = settings.PricePointsFactor;
  if (!settings.ShowPoints || !(factor > 0)) return null;
  // minor / 100 / factor points, in hundredths: minor / factor. The factor may have decimals: scale it.
  const scale = 1_000_000n;
  return divideRounded(BigInt(minor) * scale, BigInt(Math.round(factor * 1_000_000)));
}

/** The preview (§9): limit − cart total = remaining, after what the period has already used. */
export interface LimitPreview {
  readonly limit: number;
  readonly used: number;
  readonly thisCart: number;
  readonly remaining: number;
  readonly over: boolean;
}

export function limitPreview(limit: number, used: number, thisCart: number): LimitPreview {
  const remaining = limit - used - thisCart;
  return { limit, used, thisCart, remaining, over: remaining < 0 };
}

/** Whether an order's share fits what is left of the limit in its period. */
export const fitsLimit = (limit: number | null, used: number, share: number): boolean =>
  limit === null || used + share <= limit;

const partsIn = (at: Date, timeZone: string) => {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
  }).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { year: get('year'), month: Number(get('month')) };
};

/**
 * The period an order counts in, as a key of the ledger ('2026-11', '2026-Q4', '2026'), in the
 * company market's time zone; per order there is no shared period, so the key is the order's own id.
 */
export function periodKey(period: AmountLimitPeriod, at: Date, timeZone: string, orderId: string): string {
  if (period === 'Order') return `order:${orderId}`;
  const { year, month } = partsIn(at, timeZone);
  if (period === 'Year') return year;
  if (period === 'Quarter') return `${year}-Q${Math.ceil(month / 3)}`;
  return `${year}-${String(month).padStart(2, '0')}`;
}

/**
 * The calendar month `at` falls in, in `timeZone`, as its first and last date (YYYY-MM-DD): the
 * default range of the approval decisions' export, read in the company market's zone as the API reads it.
 */
export function monthDates(at: Date, timeZone: string): { from: string; to: string } {
  const { year, month } = partsIn(at, timeZone);
  const lastDay = new Date(Date.UTC(Number(year), month, 0)).getUTCDate();
  const prefix = `${year}-${String(month).padStart(2, '0')}`;
  return { from: `${prefix}-01`, to: `${prefix}-${String(lastDay).padStart(2, '0')}` };
}
