import { describe, expect, it } from 'vitest';
import { priceFormValues, submittedPriceLimit } from './priceForm';

const range = { currency: 'SEK', min: 47120, max: 154320, minIncVat: 58900, maxIncVat: 192950 };

describe('priceFormValues', () => {
  it('bounds the form by the list’s prices in whole units, incl. or excl. VAT as shown', () => {
    expect(priceFormValues(range, true, undefined)).toEqual({
      floor: 589,
      ceiling: 1930,
      min: '589',
      max: '1930',
    });
    expect(priceFormValues(range, false, undefined)).toEqual({
      floor: 471,
      ceiling: 1544,
      min: '471',
      max: '1544',
    });
  });

  it('shows an active limit in major units', () => {
    expect(priceFormValues(range, true, { min: 60000, max: 99950 })).toMatchObject({
      min: '600',
      max: '999.50',
    });
  });

  it('has no form when nothing has a price and no limit is set', () => {
    const empty = { currency: 'SEK', min: null, max: null, minIncVat: null, maxIncVat: null };
    expect(priceFormValues(empty, true, undefined)).toBeNull();
    expect(priceFormValues(empty, true, { min: 100, max: 200 })).toMatchObject({ min: '1', max: '2' });
  });
});

describe('submittedPriceLimit', () => {
  it('is undefined when no price form was sent', () => {
    expect(submittedPriceLimit({ filters: '5,1001' })).toBeUndefined();
  });

  it('reads the bounds in major units', () => {
    expect(submittedPriceLimit({ priceMin: '200', priceMax: '499.5' })).toEqual({
      limit: { min: 20000, max: 49950 },
    });
  });

  it('takes an empty minimum as zero', () => {
    expect(submittedPriceLimit({ priceMin: '', priceMax: '300' })).toEqual({ limit: { min: 0, max: 30000 } });
  });

  it('ignores a limit that does not parse or is reversed', () => {
    expect(submittedPriceLimit({ priceMin: '500', priceMax: '100' })).toEqual({ limit: undefined });
    expect(submittedPriceLimit({ priceMin: 'abc', priceMax: '100' })).toEqual({ limit: undefined });
    expect(submittedPriceLimit({ priceMin: '10' })).toEqual({ limit: undefined });
  });
});
