import { describe, expect, it } from 'vitest';
import { ROLE } from '../roles';
import {
  amountLimitOf,
  effectiveLimit,
  fitsLimit,
  limitApplies,
  limitPreview,
  limitVisibility,
  mayBulkUpdateLimits,
  monthDates,
  periodKey,
  toPoints,
} from './amountLimits';

describe('amountLimitOf', () => {
  it('reads the info value in minor units, exactly', () => {
    expect(amountLimitOf({ AmountLimit: '5000' })).toBe(500_000);
    expect(amountLimitOf([{ key: 'AmountLimit', value: '1250.50' }])).toBe(125_050);
    expect(amountLimitOf({ AmountLimit: '' })).toBeNull();
    expect(amountLimitOf({ AmountLimit: '-5' })).toBeNull();
    expect(amountLimitOf({ AmountLimit: 'lots' })).toBeNull();
    expect(amountLimitOf({})).toBeNull();
  });

  it('falls back to the company default; zero is no limit', () => {
    expect(effectiveLimit(null, 300_000)).toBe(300_000);
    expect(effectiveLimit(100, 300_000)).toBe(100);
    expect(effectiveLimit(null, 0)).toBeNull();
    expect(effectiveLimit(0, 500)).toBeNull();
  });
});

describe('who is limited and who sees limits (spec §6)', () => {
  it('checks customer admins and plain users with UseAmountLimit on', () => {
    expect(limitApplies(true, ROLE.User)).toBe(true);
    expect(limitApplies(true, ROLE.CustomerAdmin)).toBe(true);
    expect(limitApplies(true, ROLE.Administrator)).toBe(false);
    expect(limitApplies(true, ROLE.Internal)).toBe(false);
    expect(limitApplies(false, ROLE.User)).toBe(false);
  });

  it('shows a plain customer admin the limit disabled under UseAmountLimitForCustomerAdmins', () => {
    const both = { UseAmountLimit: true, UseAmountLimitForCustomerAdmins: true };
    expect(limitVisibility(both, ROLE.CustomerAdmin, false)).toBe('disabled');
    expect(limitVisibility(both, ROLE.CustomerAdmin, true)).toBe('shown');
    expect(limitVisibility(both, ROLE.Administrator, false)).toBe('shown');
    expect(limitVisibility(both, ROLE.Internal, false)).toBe('shown');
    expect(
      limitVisibility(
        { UseAmountLimit: true, UseAmountLimitForCustomerAdmins: false },
        ROLE.CustomerAdmin,
        false,
      ),
    ).toBe('shown');
    expect(
      limitVisibility(
        { UseAmountLimit: false, UseAmountLimitForCustomerAdmins: true },
        ROLE.Administrator,
        false,
      ),
    ).toBe('hidden');
  });

  it('lets internal users, administrators and customer admins update limits in bulk', () => {
    expect([ROLE.Internal, ROLE.Administrator, ROLE.CustomerAdmin].every(mayBulkUpdateLimits)).toBe(true);
    expect(mayBulkUpdateLimits(ROLE.User)).toBe(false);
    expect(mayBulkUpdateLimits(ROLE.B2C)).toBe(false);
  });
});

describe('toPoints (spec §9)', () => {
  it('divides by the factor and rounds to 2 decimals, only with ShowPoints and a factor above 0', () => {
    // 1,000.00 / 3 = 333.333… points, rounded to 333.33 (33,333 hundredths).
    expect(toPoints(100_000, { ShowPoints: true, PricePointsFactor: 3 })).toBe(33_333);
    expect(toPoints(100_000, { ShowPoints: true, PricePointsFactor: 2.5 })).toBe(40_000);
    // 0.05 / 10 = 0.005 points: rounds away from zero to 0.01.
    expect(toPoints(5, { ShowPoints: true, PricePointsFactor: 10 })).toBe(1);
    expect(toPoints(100_000, { ShowPoints: false, PricePointsFactor: 3 })).toBeNull();
    expect(toPoints(100_000, { ShowPoints: true, PricePointsFactor: 0 })).toBeNull();
  });
});

describe('limitPreview and fitsLimit', () => {
  it('says limit − used − cart = remaining and flags going over', () => {
    expect(limitPreview(500_000, 100_000, 150_000)).toEqual({
      limit: 500_000,
      used: 100_000,
      thisCart: 150_000,
      remaining: 250_000,
      over: false,
    });
    expect(limitPreview(500_000, 400_000, 100_001).over).toBe(true);
  });
  it('lets an order reach the limit exactly, not pass it by one minor unit', () => {
    expect(fitsLimit(1000, 400, 600)).toBe(true);
    expect(fitsLimit(1000, 400, 601)).toBe(false);
    expect(fitsLimit(null, 10 ** 12, 1)).toBe(true);
  });
});

describe('monthDates', () => {
  it('gives the month’s first and last date in the market’s zone', () => {
    const newYear = new Date('2026-12-31T23:30:00Z');
    expect(monthDates(newYear, 'Europe/Stockholm')).toEqual({ from: '2027-01-01', to: '2027-01-31' });
    expect(monthDates(newYear, 'America/Chicago')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(monthDates(new Date('2028-02-10T12:00:00Z'), 'UTC')).toEqual({
      from: '2028-02-01',
      to: '2028-02-29',
    });
    expect(monthDates(new Date('2026-04-30T12:00:00Z'), 'UTC').to).toBe('2026-04-30');
  });
});

describe('periodKey', () => {
  // 2026-12-31 23:30 UTC is already 2027 in Stockholm and still 2026 in Chicago.
  const newYear = new Date('2026-12-31T23:30:00Z');
  it('counts in the company market’s time zone', () => {
    expect(periodKey('Month', newYear, 'Europe/Stockholm', 'o1')).toBe('2027-01');
    expect(periodKey('Month', newYear, 'America/Chicago', 'o1')).toBe('2026-12');
    expect(periodKey('Quarter', newYear, 'Europe/Stockholm', 'o1')).toBe('2027-Q1');
    expect(periodKey('Quarter', newYear, 'America/Chicago', 'o1')).toBe('2026-Q4');
    expect(periodKey('Year', newYear, 'America/Chicago', 'o1')).toBe('2026');
  });
  it('gives each order its own period when the limit is per order', () => {
    expect(periodKey('Order', newYear, 'UTC', 'abc')).toBe('order:abc');
  });
});
