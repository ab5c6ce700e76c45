import { describe, expect, it } from 'vitest';
import { countryName, dialCodeOptions } from './dialCodes';

describe('dialCodeOptions', () => {
  it('offers each dial code once, named by its countries in the visitor’s language', () => {
    const options = dialCodeOptions('en');
    expect(options.filter((o) => o.value === '+1')).toEqual([
      { value: '+1', label: '+1 Canada, United States' },
    ]);
    expect(new Set(options.map((o) => o.value)).size).toBe(options.length);
    expect(options.find((o) => o.value === '+46')?.label).toBe('+46 Sweden');
    expect(dialCodeOptions('sv').find((o) => o.value === '+46')?.label).toBe('+46 Sverige');
  });

  it('sorts by the dial code’s number', () => {
    const numbers = dialCodeOptions('en').map((o) => Number(o.value.slice(1)));
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
  });
});

describe('countryName', () => {
  it('names a country in the language, the market name uk as GB', () => {
    expect(countryName('DE', 'de', 'Germany')).toBe('Deutschland');
    expect(countryName('UK', 'en', 'United Kingdom')).toBe('United Kingdom');
  });
});
