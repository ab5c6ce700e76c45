import { describe, expect, it } from 'vitest';
import {
  buildSku,
  colourCodeOf,
  isBasePartNo,
  isPartNo,
  isSku,
  MAX_SKU_LENGTH,
  parseSku,
  skuGroups4x4x4,
} from './sku';

describe('parseSku', () => {
  it('returns null for a SKU shorter than 12 characters', () => {
    expect(parseSku('')).toBeNull();
    expect(parseSku('15001800')).toBeNull();
    expect(parseSku('15001800990')).toBeNull();
  });

  it('splits an exact 12-character part number with an empty size', () => {
    expect(parseSku('150018009900')).toEqual({
      basePartNo: '15001800',
      colourPartNo: '150018009900',
      colourCode: '9900',
      sizeCode: '',
    });
  });

  it('takes everything after character 12 as the size', () => {
    expect(parseSku('150018009900C50')).toEqual({
      basePartNo: '15001800',
      colourPartNo: '150018009900',
      colourCode: '9900',
      sizeCode: 'C50',
    });
    expect(parseSku('150018009900D1')?.sizeCode).toBe('D1');
  });
});

describe('colour readings', () => {
  it('reads characters 9-12 by default', () => {
    expect(colourCodeOf('150018009900')).toBe('9900');
    expect(colourCodeOf('150018009900C50')).toBe('9900');
    expect(colourCodeOf('150018009900', 'chars9to12')).toBe('9900');
  });

  it('reads five characters from the 8th in the other reading', () => {
    expect(colourCodeOf('150018049900', 'chars8to12')).toBe('49900');
    expect(colourCodeOf('150018049900C50', 'chars8to12')).toBe('49900');
  });

  it('returns null for short part numbers in either reading', () => {
    expect(colourCodeOf('1500180')).toBeNull();
    expect(colourCodeOf('15001804990', 'chars8to12')).toBeNull();
  });

  it('splits 4 + 4 + 4', () => {
    expect(skuGroups4x4x4('150018009900')).toEqual(['1500', '1800', '9900']);
    expect(skuGroups4x4x4('150018009900C50')).toEqual(['1500', '1800', '9900']);
    expect(skuGroups4x4x4('1500')).toBeNull();
  });
});

describe('part numbers and building SKUs', () => {
  it('accepts exactly 12 letters or digits as a part number', () => {
    expect(isPartNo('150018009900')).toBe(true);
    expect(isPartNo('AB0018009900')).toBe(true);
    expect(isPartNo('15001800990')).toBe(false);
    expect(isPartNo('150018009900C')).toBe(false);
    expect(isPartNo('1500-1800-99')).toBe(false);
    expect(isPartNo(150018009900)).toBe(false);
  });

  it('accepts exactly 8 letters or digits as a base part number', () => {
    expect(isBasePartNo('15001800')).toBe(true);
    expect(isBasePartNo('AB001800')).toBe(true);
    for (const bad of [
      '1500180',
      '150018009',
      'AB"01800',
      'AB\\01800',
      'ABCD,EFG',
      'AB\u00001800',
      15001800,
    ]) {
      expect(isBasePartNo(bad), String(bad)).toBe(false);
    }
  });

  it('builds a SKU from a colour part number and a size, and parses it back', () => {
    const sku = buildSku('150018009900', 'C50');
    expect(sku).toBe('150018009900C50');
    expect(parseSku(sku)?.sizeCode).toBe('C50');
    expect(buildSku('150018009900', '')).toBe('150018009900');
    expect(() => buildSku('15001800', 'C50')).toThrow(RangeError);
    expect(() => buildSku('150018009900C', '50')).toThrow(RangeError);
  });
});

describe('isSku', () => {
  it('takes 12 to 40 letters or digits, in either case', () => {
    expect(isSku('10000001010148')).toBe(true);
    expect(isSku('abcd1234ef56xl')).toBe(true);
    expect(isSku('A'.repeat(MAX_SKU_LENGTH))).toBe(true);
    expect(isSku('A'.repeat(MAX_SKU_LENGTH + 1))).toBe(false);
    expect(isSku('10000001010')).toBe(false);
    expect(isSku('100000010101-48')).toBe(false);
    expect(isSku(100000010101)).toBe(false);
  });
});
