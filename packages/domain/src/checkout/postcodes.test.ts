import { describe, expect, it } from 'vitest';
import { DELIVERY_COUNTRIES } from './countries';
import { hasPostcodeRule, isValidPostcode, normaliseZip } from './postcodes';

describe('postcodes', () => {
  it('knows the form of every delivery country', () => {
    for (const c of DELIVERY_COUNTRIES) expect(hasPostcodeRule(c.code), c.code).toBe(true);
  });

  it.each([
    ['SE', '12345', '123 45'],
    ['SE', '123 45', '123 45'],
    ['SE', 'SE-123 45', '123 45'],
    ['NO', '0150', '0150'],
    ['DK', '2100', '2100'],
    ['FI', '00100', '00100'],
    ['DE', '10115', '10115'],
    ['NL', '1012ab', '1012 AB'],
    ['GB', 'sw1a1aa', 'SW1A 1AA'],
    ['GB', 'M1 1AE', 'M1 1AE'],
    ['GB', 'EC1A  1BB', 'EC1A 1BB'],
    ['IE', 'd02x285', 'D02 X285'],
    ['PL', '00950', '00-950'],
    ['PL', '00-950', '00-950'],
    ['CZ', '11000', '110 00'],
    ['LV', 'lv-1050', 'LV-1050'],
    ['LV', '1050', 'LV-1050'],
    ['US', '10001', '10001'],
    ['US', '100011234', '10001-1234'],
    ['CA', 'm5v2t6', 'M5V 2T6'],
    ['ES', '28013', '28013'],
    ['CH', '8001', '8001'],
  ])('%s %s is valid and stored as %s', (country, typed, stored) => {
    expect(isValidPostcode(country, typed)).toBe(true);
    expect(normaliseZip(country, typed)).toBe(stored);
  });

  it.each([
    ['SE', '1234'],
    ['SE', '01234'],
    ['DE', '1011'],
    ['NL', '0123 AB'],
    ['NL', '1234 SS'],
    ['GB', 'SW1A'],
    ['US', '1234'],
    ['CA', 'D5V 2T6'],
    ['ES', '53001'],
    ['NO', 'ABCD'],
    ['ZZ', '12345'],
  ])('%s %s is not a valid postcode', (country, typed) => {
    expect(isValidPostcode(country, typed)).toBe(false);
  });

  it('only tidies a postcode that does not have its form', () => {
    expect(normaliseZip('SE', ' ab  12 ')).toBe('AB 12');
    expect(normaliseZip('ZZ', 'x1 2')).toBe('X1 2');
  });
});
