import { describe, expect, it } from 'vitest';
import { ROLE } from './roles';
import { searchAnalyticsApplies } from './searchAnalytics';

describe('searchAnalyticsApplies', () => {
  it('reports anonymous and consumer searches in a consumer market with UseKlevu on', () => {
    expect(searchAnalyticsApplies({ role: null, b2cMarket: true, useKlevu: true })).toBe(true);
    expect(searchAnalyticsApplies({ role: ROLE.B2C, b2cMarket: true, useKlevu: true })).toBe(true);
  });

  it('never reports business buyers, business-only markets or with the flag off', () => {
    for (const role of [ROLE.User, ROLE.CustomerAdmin, ROLE.Administrator, ROLE.Internal]) {
      expect(searchAnalyticsApplies({ role, b2cMarket: true, useKlevu: true })).toBe(false);
    }
    expect(searchAnalyticsApplies({ role: null, b2cMarket: false, useKlevu: true })).toBe(false);
    expect(searchAnalyticsApplies({ role: null, b2cMarket: true, useKlevu: false })).toBe(false);
  });
});
