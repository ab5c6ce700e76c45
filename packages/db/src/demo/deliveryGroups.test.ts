import {
  CHECKOUT_MARKETS,
  carrierTypeOf,
  getMarketById,
  MARKETS,
  percentOfMinor,
  SUPPORTED_LANGUAGES,
  standardDeliveryFee,
} from '@workwear/domain';
import { describe, expect, it } from 'vitest';
import { DEMO_DELIVERY_METHODS, demoDeliveryGroups } from './deliveryGroups';

const methodId = (key: string) => DEMO_DELIVERY_METHODS.find((m) => m.key === key)!.id;

describe('demo delivery methods', () => {
  it('name every method in all 14 languages, with the letters of each language', () => {
    for (const method of DEMO_DELIVERY_METHODS) {
      expect(Object.keys(method.names).sort(), method.key).toEqual([...SUPPORTED_LANGUAGES].sort());
      for (const name of Object.values(method.names))
        expect(name.trim().length, method.key).toBeGreaterThan(2);
    }
    const names = (language: (typeof SUPPORTED_LANGUAGES)[number]) =>
      DEMO_DELIVERY_METHODS.map((m) => m.names[language]).join(' ');
    expect(names('sv')).toMatch(/ä/);
    expect(names('nb')).toMatch(/ø/);
    expect(names('lv')).toMatch(/ņ/);
    expect(names('lv')).toMatch(/ā/);
    expect(names('pl')).toMatch(/ł/);
    expect(names('cs')).toMatch(/í/);
    expect(names('et')).toMatch(/ä/);
  });

  it('use carrier codes of both carrier types, with the cellphone and zero-cost rules on one each', () => {
    const types = DEMO_DELIVERY_METHODS.map((m) => carrierTypeOf(m.carrierCode));
    expect(types).not.toContain(undefined);
    expect(new Set(types)).toEqual(new Set(['parcel-b2b', 'service-point']));
    expect(DEMO_DELIVERY_METHODS.filter((m) => m.requiresCellphone).map((m) => m.key)).toEqual(['express']);
    expect(DEMO_DELIVERY_METHODS.filter((m) => m.requiresZeroDeliveryCost).map((m) => m.key)).toEqual([
      'ownCarrier',
    ]);
  });
});

describe('demo delivery groups', () => {
  const groups = demoDeliveryGroups();

  it('give every market, so every checkout market, one default group with every method', () => {
    for (const market of MARKETS) {
      const defaults = groups.filter((g) => g.market === market.name && g.isDefault);
      expect(defaults, market.name).toHaveLength(1);
      expect(defaults[0]!.entries.map((e) => e.methodId)).toEqual(DEMO_DELIVERY_METHODS.map((m) => m.id));
    }
    for (const id of CHECKOUT_MARKETS) {
      expect(
        groups.some((g) => g.isDefault && g.market === getMarketById(id)?.name),
        id,
      ).toBe(true);
    }
  });

  it('charge the cart’s consumer parcel fee for a parcel and the other methods relative to it', () => {
    for (const market of MARKETS) {
      const parcel = standardDeliveryFee(market, 'b2c').net;
      const fee = (key: string) =>
        groups
          .find((g) => g.market === market.name && g.isDefault)!
          .entries.find((e) => e.methodId === methodId(key))!.feeNet;
      expect(fee('standard'), market.name).toBe(parcel);
      expect(fee('servicePoint')).toBe(percentOfMinor(parcel, 8_000, 'halfEven'));
      expect(fee('express')).toBe(percentOfMinor(parcel, 25_000, 'halfEven'));
      expect(fee('ownCarrier')).toBeGreaterThan(0);
      for (const entry of groups.flatMap((g) => g.entries))
        expect(Number.isSafeInteger(entry.feeNet)).toBe(true);
    }
  });

  it('have a business group in se, de and us with free parcel delivery, express and no service point', () => {
    const business = groups.filter((g) => !g.isDefault);
    expect(business.map((g) => g.market).sort()).toEqual(['de', 'se', 'us']);
    for (const group of business) {
      const fees = new Map(group.entries.map((e) => [e.methodId, e.feeNet]));
      expect(fees.get(methodId('standard'))).toBe(0);
      expect(fees.get(methodId('ownCarrier'))).toBe(0);
      expect(fees.get(methodId('express'))).toBeGreaterThan(0);
      expect(fees.has(methodId('servicePoint'))).toBe(false);
    }
  });
});
