import { describe, expect, it } from 'vitest';
import {
  FILTER_TYPE,
  filterTypeOf,
  formatCategoryListToken,
  formatFilterToken,
  parseCategoryListToken,
  parseFilterToken,
  sameFilterToken,
} from './filters';

describe('filterTypeOf', () => {
  it('gives 1 for list values, 5 for multiple values, otherwise 0', () => {
    expect(FILTER_TYPE).toEqual({ None: 0, ParametricList: 1, ParametricMultiple: 5 });
    expect(filterTypeOf({ listValues: [{ id: 1 }] })).toBe(1);
    expect(filterTypeOf({ multipleValues: [{ id: 1 }] })).toBe(5);
    expect(filterTypeOf({})).toBe(0);
    expect(filterTypeOf({ listValues: [], multipleValues: [] })).toBe(0);
    expect(filterTypeOf({ listValues: null, multipleValues: null })).toBe(0);
  });

  it('prefers list values when both are present, and skips an empty list', () => {
    expect(filterTypeOf({ listValues: [1], multipleValues: [2] })).toBe(1);
    expect(filterTypeOf({ listValues: [], multipleValues: [2] })).toBe(5);
  });
});

describe('filter tokens', () => {
  it('parses type and value id', () => {
    expect(parseFilterToken('5,123')).toEqual({ type: 5, valueId: 123 });
    expect(parseFilterToken('1,0')).toEqual({ type: 1, valueId: 0 });
    expect(parseFilterToken(' 1 , 42 ')).toEqual({ type: 1, valueId: 42 });
  });

  it('returns null for invalid tokens', () => {
    for (const bad of [
      '',
      '5',
      '5,',
      ',5',
      '0,12',
      '2,12',
      '5,abc',
      '5,-1',
      '5,1.5',
      '5,12,13',
      'ParametricMultiple,12',
      '5,99999999999999999999',
    ]) {
      expect(parseFilterToken(bad)).toBeNull();
    }
  });

  it('formats and round-trips', () => {
    expect(formatFilterToken({ type: 5, valueId: 123 })).toBe('5,123');
    const token = { type: 1, valueId: 77 } as const;
    expect(parseFilterToken(formatFilterToken(token))).toEqual(token);
  });

  it('compares tokens by type and id', () => {
    expect(sameFilterToken({ type: 1, valueId: 2 }, { type: 1, valueId: 2 })).toBe(true);
    expect(sameFilterToken({ type: 1, valueId: 2 }, { type: 5, valueId: 2 })).toBe(false);
  });

  it('reads the named ParametricMultiple form as a category list', () => {
    expect(parseCategoryListToken('ParametricMultiple,6008')).toBe(6008);
    expect(parseCategoryListToken('5,6008')).toBeNull();
    expect(parseCategoryListToken('ParametricMultiple,')).toBeNull();
    expect(parseCategoryListToken('ParametricList,1')).toBeNull();
    expect(formatCategoryListToken(800)).toBe('ParametricMultiple,800');
  });
});
