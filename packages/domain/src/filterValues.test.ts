import { describe, expect, it } from 'vitest';
import { parseFilterValues, readFilterValue, readPriceParameter } from './filterValues';

describe('readFilterValue', () => {
  it('reads a filter, a category list or a price from one value', () => {
    expect(readFilterValue('5,1003')).toEqual([
      { kind: 'filter', token: { type: 5, valueId: 1003 }, text: '5,1003' },
    ]);
    expect(readFilterValue('ParametricMultiple,6008')).toEqual([
      { kind: 'categoryList', categoryId: 6008, text: 'ParametricMultiple,6008' },
    ]);
    expect(readFilterValue('price,100,250.50')).toEqual([
      { kind: 'price', limit: { min: 10000, max: 25050 }, text: 'price,100,250.50' },
    ]);
  });

  it('reads comma-joined pieces within the value, staying in step after a bad one', () => {
    expect(readFilterValue('1,12,price,abc,200,5,7').map((p) => p.text)).toEqual([
      '1,12',
      'price,abc,200',
      '5,7',
    ]);
  });

  it('never reads past its own value: a short price or a bare word is the whole of it', () => {
    expect(readFilterValue('price,1000')).toEqual([{ kind: 'price', limit: null, text: 'price,1000' }]);
    expect(readFilterValue('price')).toEqual([{ kind: 'price', limit: null, text: 'price' }]);
    expect(readFilterValue('ParametricMultiple')).toEqual([
      { kind: 'unreadable', text: 'ParametricMultiple' },
    ]);
    expect(readFilterValue('5')).toEqual([{ kind: 'unreadable', text: '5' }]);
    expect(readFilterValue('')).toEqual([]);
  });
});

describe('parseFilterValues', () => {
  const colour = { type: 5, valueId: 1003 };

  it('keeps the colour filter after a price value with one bound (filters=price,1000&filters=5,1003)', () => {
    expect(parseFilterValues(['price,1000', '5,1003'])).toEqual({
      filters: [colour],
      categoryListIds: [],
      unreadable: [],
    });
  });

  it('invents no price range from a bare price word (filters=price&filters=5,1003)', () => {
    expect(parseFilterValues(['price', '5,1003'])).toEqual({
      filters: [colour],
      categoryListIds: [],
      unreadable: [],
    });
  });

  it('drops a bare category-list word and keeps the rest (filters=ParametricMultiple&filters=5,1003)', () => {
    expect(parseFilterValues(['ParametricMultiple', '5,1003'])).toEqual({
      filters: [colour],
      categoryListIds: [],
      unreadable: ['ParametricMultiple'],
    });
  });

  it('takes each value once and the last price that parses', () => {
    expect(
      parseFilterValues([
        '5,1003',
        '5,1003',
        'ParametricMultiple,800',
        'price,1,2',
        'price,x',
        'ParametricMultiple,800',
      ]),
    ).toEqual({
      filters: [colour],
      categoryListIds: [800],
      priceLimit: { min: 100, max: 200 },
      unreadable: [],
    });
  });
});

describe('readPriceParameter', () => {
  it('reads price,min,max or min,max, and null when it cannot be parsed', () => {
    expect(readPriceParameter('price,10,20')).toEqual({ min: 1000, max: 2000 });
    expect(readPriceParameter('10,20')).toEqual({ min: 1000, max: 2000 });
    expect(readPriceParameter('cheap')).toBeNull();
    expect(readPriceParameter('price,10')).toBeNull();
    expect(readPriceParameter('price,10,20,5,7')).toBeNull();
  });
});
