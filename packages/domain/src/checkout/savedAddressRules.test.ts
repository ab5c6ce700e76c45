import { describe, expect, it } from 'vitest';
import { addressPlaceKey, isSameAddressPlace, lockedDeliveryAddress } from './savedAddressRules';

const at = (id: number, countryId: number) => ({ id, countryId });

describe('lockedDeliveryAddress', () => {
  it('is the company’s first delivery address in a country the checkout delivers to', () => {
    expect(lockedDeliveryAddress([at(2, 578), at(4, 752), at(6, 752)], [752])?.id).toBe(4);
    expect(lockedDeliveryAddress([at(2, 578)], [752])).toBeUndefined();
    expect(lockedDeliveryAddress([], [752])).toBeUndefined();
  });
});

describe('addressPlaceKey', () => {
  const a = { addressLine1: 'Storgatan 1', zipCode: '11122', city: 'Stockholm', countryId: 752 };

  it('compares addresses without case or extra blanks, a missing part as an empty one', () => {
    expect(addressPlaceKey(a)).toBe(addressPlaceKey({ ...a, addressLine1: ' STORGATAN   1', careOf: '' }));
    expect(isSameAddressPlace(a, { ...a, region: null, countryId: '752' })).toBe(true);
  });

  it('tells another place apart by any of its parts', () => {
    expect(isSameAddressPlace(a, { ...a, zipCode: '11123' })).toBe(false);
    expect(isSameAddressPlace(a, { ...a, city: 'Göteborg' })).toBe(false);
    expect(isSameAddressPlace(a, { ...a, careOf: 'Lager 2' })).toBe(false);
    expect(isSameAddressPlace(a, { ...a, countryId: 578 })).toBe(false);
  });
});
