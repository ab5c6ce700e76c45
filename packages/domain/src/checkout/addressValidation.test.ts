import { describe, expect, it } from 'vitest';
import { isBoxAddress, validateAddress } from './addressValidation';

const VALID = { isValid: true, zipCodeError: false, addressError: false };
const ZIP_ERROR = { isValid: false, zipCodeError: true, addressError: false };
const ADDRESS_ERROR = { isValid: false, zipCodeError: false, addressError: true };

describe('validateAddress', () => {
  it('accepts well-formed addresses', () => {
    expect(
      validateAddress({ street: 'Drottninggatan 5', city: 'Stockholm', zip: '111 51', countryCode: 'SE' }),
    ).toEqual(VALID);
    expect(
      validateAddress({ street: 'Damrak 1', city: 'Amsterdam', zip: '1012LG', countryCode: 'NL' }),
    ).toEqual(VALID);
    expect(
      validateAddress({
        street: '350 5th Ave',
        city: 'New York',
        zip: '10118',
        region: 'ny',
        countryCode: 'US',
      }),
    ).toEqual(VALID);
    expect(
      validateAddress({
        street: '1 Yonge St',
        city: 'Toronto',
        zip: 'M5E 1E5',
        region: 'ON',
        countryCode: 'CA',
      }),
    ).toEqual(VALID);
  });

  it('flags a postcode without its country form as a zip-code error only', () => {
    expect(
      validateAddress({ street: 'Unter den Linden 1', city: 'Berlin', zip: '1011', countryCode: 'DE' }),
    ).toEqual(ZIP_ERROR);
  });

  it('flags a street without a house number, a blank city, or an unknown country as address errors', () => {
    expect(validateAddress({ street: 'Storgatan', city: 'Umeå', zip: '903 26', countryCode: 'SE' })).toEqual(
      ADDRESS_ERROR,
    );
    expect(validateAddress({ street: '12', city: 'Umeå', zip: '903 26', countryCode: 'SE' })).toEqual(
      ADDRESS_ERROR,
    );
    expect(validateAddress({ street: 'Storgatan 1', city: ' ', zip: '903 26', countryCode: 'SE' })).toEqual(
      ADDRESS_ERROR,
    );
    expect(validateAddress({ street: 'Main 1', city: 'X', zip: '1', countryCode: 'ZZ' })).toEqual(
      ADDRESS_ERROR,
    );
  });

  it('lets British and Irish houses go by name', () => {
    expect(
      validateAddress({ street: 'Rose Cottage, Mill Lane', city: 'York', zip: 'YO1 7HH', countryCode: 'GB' }),
    ).toEqual(VALID);
  });

  it('flags both errors at once', () => {
    expect(validateAddress({ street: 'Storgatan', city: 'Umeå', zip: 'x', countryCode: 'SE' })).toEqual({
      isValid: false,
      zipCodeError: true,
      addressError: true,
    });
  });

  it('refuses US and Canadian box addresses as address errors', () => {
    expect(
      validateAddress({
        street: 'PO Box 123',
        city: 'Austin',
        zip: '78701',
        region: 'TX',
        countryCode: 'US',
      }),
    ).toEqual(ADDRESS_ERROR);
    expect(
      validateAddress({
        street: 'C.P. 45',
        city: 'Montréal',
        zip: 'H2X 1Y4',
        region: 'QC',
        countryCode: 'CA',
      }),
    ).toEqual(ADDRESS_ERROR);
  });

  it('needs a known US or Canadian region (address error) that fits the postcode (zip-code error)', () => {
    expect(validateAddress({ street: '1 Main St', city: 'Austin', zip: '78701', countryCode: 'US' })).toEqual(
      ADDRESS_ERROR,
    );
    expect(
      validateAddress({ street: '1 Main St', city: 'Austin', zip: '78701', region: 'XX', countryCode: 'US' }),
    ).toEqual(ADDRESS_ERROR);
    expect(
      validateAddress({
        street: '1 Yonge St',
        city: 'Toronto',
        zip: 'M5E 1E5',
        region: 'BC',
        countryCode: 'CA',
      }),
    ).toEqual(ZIP_ERROR);
    expect(
      validateAddress({ street: '1 Main St', city: 'Austin', zip: '10001', region: 'TX', countryCode: 'US' }),
    ).toEqual(ZIP_ERROR);
  });
});

describe('isBoxAddress', () => {
  it.each([
    'PO Box 12',
    'P.O. Box 12',
    'p.o.box 12',
    'P O BOX 7',
    'Post Office Box 9',
    'Boîte postale 3',
    'Case postale 8',
    'CP 1234',
    'c.p. 99',
  ])('%s is a box address', (street) => expect(isBoxAddress(street)).toBe(true));

  it.each(['12 Depot Box Road', '1 Pine St', '45 Poplar Ave', 'Apt 3, 12 Cpl Ave', '1 Rue Champlain'])(
    '%s is not',
    (street) => expect(isBoxAddress(street)).toBe(false),
  );
});
