import { describe, expect, it } from 'vitest';
import {
  ADDRESS_MESSAGES,
  addressIssues,
  deliveryAddressIssues,
  zipNotInRegionParts,
} from './addressFieldRules';
import { isBoxAddress } from './addressValidation';
import type { CheckoutRuleOptions } from './checkoutFieldRules';
import { deliveryAddressFormSchema } from './checkoutForms';

const consumer: CheckoutRuleOptions = {
  b2b: false,
  rules: [],
  references: { useProjectNumber: false, useOrderNumber: false },
};
const US = 840;
const chicago = {
  careOf: '',
  addressLine1: '233 S Wacker Dr',
  addressLine2: '',
  zipCode: '60606',
  city: 'Chicago',
  region: 'IL',
  countryId: US,
};

describe('the ZIP code of another state', () => {
  it('names the ZIP code and the state chosen, on the zipCode field', () => {
    expect(addressIssues(consumer, { ...chicago, region: 'TX' })).toEqual([
      { path: 'zipCode', message: 'ZIP code 60606 is not in Texas' },
    ]);
    expect(addressIssues(consumer, chicago)).toEqual([]);
  });

  it('says postal code in Canada, and reads its parts back for translation', () => {
    const toronto = { ...chicago, zipCode: 'M5V 2T6', city: 'Toronto', region: 'BC', countryId: 124 };
    const [issue] = addressIssues(consumer, toronto);
    expect(issue).toEqual({ path: 'zipCode', message: 'Postal code M5V 2T6 is not in British Columbia' });
    expect(zipNotInRegionParts(issue!.message)).toEqual({ zip: 'M5V 2T6', region: 'British Columbia' });
    expect(zipNotInRegionParts('Zip code is not valid')).toBeUndefined();
  });

  it('is checked by the API’s schema too', () => {
    const parsed = deliveryAddressFormSchema.safeParse({ ...chicago, region: 'TX' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['zipCode', 'ZIP code 60606 is not in Texas'],
    ]);
  });
});

describe('a PO box', () => {
  it.each([
    'PO Box 12',
    'P.O. Box 7',
    'Box 123',
    'Postfach 10 01',
    'Postboks 44',
    'Postbus 5',
    'Skrytka pocztowa 3',
  ])('%s is refused as a delivery address, not as an invoice address', (street) => {
    expect(isBoxAddress(street)).toBe(true);
    const address = { ...chicago, addressLine1: street };
    expect(deliveryAddressIssues(consumer, address)).toContainEqual({
      path: 'addressLine1',
      message: ADDRESS_MESSAGES.poBox,
    });
    expect(addressIssues(consumer, address)).toEqual([]);
  });

  it.each(['Boxholmsgatan 4', '12 Depot Box Road', 'Postboksveien 3', 'Storgatan 1'])(
    '%s is a street',
    (street) => expect(isBoxAddress(street)).toBe(false),
  );

  it('is refused on the second line and c/o too, and by the API’s schema beside other fields’ errors', () => {
    expect(deliveryAddressIssues(consumer, { ...chicago, addressLine2: 'PO Box 9' })).toEqual([
      { path: 'addressLine2', message: ADDRESS_MESSAGES.poBox },
    ]);
    const parsed = deliveryAddressFormSchema.safeParse({ ...chicago, addressLine1: 'PO Box 1', city: '' });
    expect(parsed.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['addressLine1', 'city']);
  });
});
