import type { CompanyAddress } from '@workwear/contracts';
import { describe, expect, it } from 'vitest';
import { lockedAddressOf, savedAddressesOf } from './savedAddresses';

const address = (id: number, line: string, countryId = 752): CompanyAddress => ({
  id,
  careOf: null,
  addressLine1: line,
  addressLine2: null,
  zipCode: '111 22',
  city: 'Stockholm',
  region: null,
  countryId,
});

describe('savedAddressesOf', () => {
  it('offers the company’s addresses first, with their ids, then the person’s own without one', () => {
    const saved = savedAddressesOf({
      companyAddresses: [address(3, 'Verkstadsgatan 2')],
      ownAddresses: [address(3, 'Hemvägen 9')],
      countryIds: [752],
    });
    expect(saved.map((s) => [s.key, s.addressId, s.address.addressLine1])).toEqual([
      ['company-3', 3, 'Verkstadsgatan 2'],
      ['own-3', null, 'Hemvägen 9'],
    ]);
  });

  it('offers the same address once and none in a country the checkout does not deliver to', () => {
    const saved = savedAddressesOf({
      companyAddresses: [address(1, 'Storgatan 1'), address(2, 'Oslogata 1', 578)],
      ownAddresses: [address(5, ' storgatan  1 ')],
      countryIds: [752],
    });
    expect(saved.map((s) => s.key)).toEqual(['company-1']);
  });
});

describe('lockedAddressOf', () => {
  it('is the company’s first delivery address the checkout delivers to', () => {
    expect(
      lockedAddressOf([address(2, 'Oslogata 1', 578), address(4, 'Storgatan 1')], [752])?.addressId,
    ).toBe(4);
    expect(lockedAddressOf([], [752])).toBeNull();
  });
});
