import { describe, expect, it } from 'vitest';
import { CA_PROVINCES, findRegion, hasRegions, postcodeFitsRegion, regionsOf, US_STATES } from './regions';

describe('regions', () => {
  it('lists the 50 states and DC, and the 13 provinces and territories', () => {
    expect(US_STATES).toHaveLength(51);
    expect(CA_PROVINCES).toHaveLength(13);
    expect(new Set(US_STATES.map((r) => r.code)).size).toBe(51);
    expect(regionsOf('us')).toBe(US_STATES);
    expect(regionsOf('SE')).toEqual([]);
    expect(hasRegions('CA')).toBe(true);
    expect(hasRegions('GB')).toBe(false);
  });

  it('finds a region by code in any case within its country only', () => {
    expect(findRegion('US', 'ny')?.name).toBe('New York');
    expect(findRegion('CA', 'QC')?.name).toBe('Quebec');
    expect(findRegion('CA', 'NY')).toBeUndefined();
    expect(findRegion('SE', 'AB')).toBeUndefined();
  });

  it.each([
    ['US', 'NY', '10001', true],
    ['US', 'NY', '00501', true],
    ['US', 'CA', '94105', true],
    ['US', 'CA', '10001', false],
    ['US', 'TX', '88510', true],
    ['US', 'DC', '20500', true],
    ['CA', 'ON', 'M5V 2T6', true],
    ['CA', 'ON', 'k1a 0b1', true],
    ['CA', 'QC', 'H2X 1Y4', true],
    ['CA', 'BC', 'M5V 2T6', false],
    ['CA', 'NU', 'X0A 0H0', true],
  ])('%s %s fits postcode %s: %s', (country, code, postcode, fits) => {
    const region = findRegion(country, code)!;
    expect(postcodeFitsRegion(region, postcode)).toBe(fits);
  });
});
