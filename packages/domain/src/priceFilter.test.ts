import { describe, expect, it } from 'vitest';
import { formatPriceFilter, isWithinPriceLimit, parsePriceFilter, parsePriceLimit } from './priceFilter';

describe('parsePriceLimit', () => {
  it('reads major-unit decimals into minor units', () => {
    expect(parsePriceLimit('100', '250.5')).toEqual({ min: 10000, max: 25050 });
    expect(parsePriceLimit('0', '0.99')).toEqual({ min: 0, max: 99 });
    expect(parsePriceLimit('10', '10')).toEqual({ min: 1000, max: 1000 });
  });

  it('needs both bounds', () => {
    expect(parsePriceLimit('', '500')).toBeUndefined();
    expect(parsePriceLimit('20', undefined)).toBeUndefined();
    expect(parsePriceLimit(' ', ' ')).toBeUndefined();
  });

  it('ignores the whole limit when a bound does not parse', () => {
    expect(parsePriceLimit('abc', '500')).toBeUndefined();
    expect(parsePriceLimit('100', '5O0')).toBeUndefined();
    expect(parsePriceLimit('1.005', '500')).toBeUndefined();
    expect(parsePriceLimit('1,5', '')).toBeUndefined();
    expect(parsePriceLimit('-1', '500')).toBeUndefined();
    expect(parsePriceLimit('Infinity', '')).toBeUndefined();
  });

  it('ignores a minimum above the maximum', () => {
    expect(parsePriceLimit('500', '100')).toBeUndefined();
  });
});

describe('price filter tokens', () => {
  it('parses price,min,max', () => {
    expect(parsePriceFilter('price,100,200')).toEqual({ min: 10000, max: 20000 });
    expect(parsePriceFilter(' price , 1 , 2 ')).toEqual({ min: 100, max: 200 });
  });

  it('returns null for tokens that are not price filters', () => {
    expect(parsePriceFilter('price,100')).toBeNull();
    expect(parsePriceFilter('price,1,2,3')).toBeNull();
    expect(parsePriceFilter('Price,1,2')).toBeNull();
    expect(parsePriceFilter('5,12')).toBeNull();
    expect(parsePriceFilter('price,x,y')).toBeNull();
    expect(parsePriceFilter('price,,')).toBeNull();
    expect(parsePriceFilter('price,,200')).toBeNull();
  });

  it('formats bounds in major units and round-trips', () => {
    expect(formatPriceFilter({ min: 10000, max: 25050 })).toBe('price,100,250.50');
    expect(formatPriceFilter({ min: 0, max: 5 })).toBe('price,0,0.05');
    for (const limit of [
      { min: 0, max: 1 },
      { min: 123456, max: 123456 },
      { min: 5, max: 99 },
    ]) {
      expect(parsePriceFilter(formatPriceFilter(limit))).toEqual(limit);
    }
  });

  it('checks a price against a limit, bounds included', () => {
    expect(isWithinPriceLimit(500, undefined)).toBe(true);
    expect(isWithinPriceLimit(500, { min: 500, max: 500 })).toBe(true);
    expect(isWithinPriceLimit(499, { min: 500, max: 600 })).toBe(false);
    expect(isWithinPriceLimit(501, { min: 0, max: 500 })).toBe(false);
  });
});
