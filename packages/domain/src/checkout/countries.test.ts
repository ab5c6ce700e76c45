import { describe, expect, it } from 'vitest';
import { MARKETS } from '../markets';
import {
  COUNTRIES,
  countriesOfMarket,
  countryByCode,
  countryById,
  countryOfMarket,
  DELIVERY_COUNTRIES,
} from './countries';

describe('countries', () => {
  it('gives every market its own country, with ISO numeric ids', () => {
    expect(COUNTRIES).toEqual(MARKETS.map((m) => countryOfMarket(m.name)));
    expect(countryOfMarket('se')).toMatchObject({ id: 752, code: 'SE', name: 'Sweden' });
    expect(countryOfMarket('uk')).toMatchObject({ id: 826, code: 'GB' });
    expect(countryOfMarket('us')).toMatchObject({ id: 840, code: 'US' });
    expect(countryOfMarket('at').id).toBe(40);
    expect(new Set(COUNTRIES.map((c) => c.id)).size).toBe(COUNTRIES.length);
    expect(new Set(COUNTRIES.map((c) => c.code)).size).toBe(COUNTRIES.length);
  });

  it('delivers to the checkout markets only (not Iceland, Croatia, Slovenia)', () => {
    expect(DELIVERY_COUNTRIES).toHaveLength(20);
    expect(DELIVERY_COUNTRIES.map((c) => c.code)).not.toContain('IS');
    expect(DELIVERY_COUNTRIES.map((c) => c.code)).not.toContain('HR');
    expect(DELIVERY_COUNTRIES.map((c) => c.code)).not.toContain('SI');
  });

  it('validates addresses in the countries we chose', () => {
    const validated = COUNTRIES.filter((c) => c.useAddressValidation).map((c) => c.code);
    expect(validated.sort()).toEqual(['CA', 'DE', 'DK', 'FI', 'GB', 'NL', 'NO', 'SE', 'US']);
  });

  it('finds a country by id and by code in any case, UK read as GB', () => {
    expect(countryById(752)?.code).toBe('SE');
    expect(countryById(999)).toBeUndefined();
    expect(countryByCode(' se ')?.id).toBe(752);
    expect(countryByCode('uk')?.id).toBe(826);
    expect(countryByCode('ZZ')).toBeUndefined();
  });
});

describe('countriesOfMarket', () => {
  it('offers only the market own country without the choose-country setting', () => {
    const list = countriesOfMarket('de', { chooseDeliveryCountry: false });
    expect(list).toEqual([
      { id: 276, name: 'Germany', isPrimary: true, code: 'DE', useAddressValidation: true },
    ]);
  });

  it('offers every delivery country with the setting, primary first then by name', () => {
    const list = countriesOfMarket(MARKETS.find((m) => m.name === 'uk')!, { chooseDeliveryCountry: true });
    expect(list[0]).toMatchObject({ code: 'GB', isPrimary: true });
    expect(list).toHaveLength(20);
    expect(list.slice(1).every((c) => !c.isPrimary)).toBe(true);
    const names = list.slice(1).map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(names[0]).toBe('Austria');
  });

  it('keeps a non-checkout market own country first when it may choose', () => {
    const list = countriesOfMarket('is', { chooseDeliveryCountry: true });
    expect(list[0]).toMatchObject({ code: 'IS', isPrimary: true, useAddressValidation: false });
    expect(list).toHaveLength(21);
  });
});
