import { describe, expect, it } from 'vitest';
import { addressLines, cityLines, countryName } from './addressLines';

const chicago = {
  addressLine1: '233 S Wacker Dr',
  zipCode: '60606',
  city: 'Chicago',
  region: 'IL',
  countryCode: 'US',
};

describe('addressLines', () => {
  it('writes a US address as "Chicago, IL 60606"', () => {
    expect(addressLines(chicago, { locale: 'en-US', recipient: 'Jane Doe' })).toEqual([
      'Jane Doe',
      '233 S Wacker Dr',
      'Chicago, IL 60606',
      'United States',
    ]);
  });

  it('puts the postcode before the city in Sweden, below it in the UK, after the province in Canada', () => {
    expect(cityLines({ addressLine1: 'x', zipCode: '111 22', city: 'Stockholm', countryCode: 'SE' })).toEqual(
      ['111 22 Stockholm'],
    );
    expect(cityLines({ addressLine1: 'x', zipCode: 'SW1A 1AA', city: 'London', countryCode: 'GB' })).toEqual([
      'London',
      'SW1A 1AA',
    ]);
    expect(
      cityLines({ addressLine1: 'x', zipCode: 'M5V 2T6', city: 'Toronto', region: 'ON', countryCode: 'CA' }),
    ).toEqual(['Toronto, ON M5V 2T6']);
  });

  it('leaves out empty parts, keeps letters such as ę and ř, and can leave out the country', () => {
    expect(
      addressLines(
        {
          careOf: ' ',
          addressLine1: 'ul. Świętokrzyska 1',
          addressLine2: null,
          zipCode: '00-001',
          city: 'Łęczna',
          countryCode: 'pl',
        },
        { locale: 'pl', country: false },
      ),
    ).toEqual(['ul. Świętokrzyska 1', '00-001 Łęczna']);
  });

  it('names the country in the locale, and prints a code it cannot name', () => {
    expect(countryName('DE', 'sv')).toBe('Tyskland');
    expect(countryName('??', 'sv')).toBe('??');
  });
});
