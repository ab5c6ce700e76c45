import { describe, expect, it } from 'vitest';
import { internColumn, internedAt, packStrings, stringAt } from './compactStrings';

describe('packed strings', () => {
  it('give back each string, an empty one as empty and a missing one as undefined', () => {
    const values = ['Spodnie robocze', undefined, '', 'Pracovní bunda, příliš', 'Tööpüksid õues'];
    const packed = packStrings(values);
    expect(values.map((_, i) => stringAt(packed, i))).toEqual(values);
    expect(packed.offsets).toHaveLength(values.length + 1);
  });
});

describe('interned columns', () => {
  it('give back each value, null included, from two-byte codes while values are few', () => {
    const values = ['XS', 'M', null, 'XS', '3XL', null];
    const column = internColumn(values);
    expect(column.codes).toBeInstanceOf(Uint16Array);
    expect(column.table).toHaveLength(4);
    expect(values.map((_, i) => internedAt(column, i))).toEqual(values);
  });

  it('take four-byte codes past 65,536 distinct values', () => {
    const values = Array.from({ length: 70_000 }, (_, i) => `v${i}`);
    const column = internColumn(values);
    expect(column.codes).toBeInstanceOf(Int32Array);
    expect(internedAt(column, 69_999)).toBe('v69999');
  });
});
