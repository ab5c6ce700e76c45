import {
  CHECKOUT_MARKETS,
  carrierTypeOf,
  getMarketById,
  MARKETS,
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

  it('charge round gross fees: the cart’s consumer parcel for a parcel, the others from the table', () => {
    for (const market of MARKETS) {
      const fee = (key: string) =>
        groups
          .find((g) => g.market === market.name && g.isDefault)!
          .entries.find((e) => e.methodId === methodId(key))!.feeGross;
      expect(fee('standard'), market.name).toBe(standardDeliveryFee(market, 'b2c').gross);
      for (const key of ['servicePoint', 'express', 'ownCarrier']) {
        expect(fee(key), `${market.name} ${key}`).toBeGreaterThan(0);
        // Round: whole units, or ,90/,95/,50 and the like, never 61,25.
        expect(fee(key) % 5, `${market.name} ${key}`).toBe(0);
      }
    }
    // The odd amounts are gone: 59, 49, 149 and 29 kr in Sweden.
    const se = groups.find((g) => g.market === 'se' && g.isDefault)!;
    expect(se.entries.map((e) => e.feeGross)).toEqual([5900, 4900, 14900, 2900]);
  });

  it('give every method its delivery time', () => {
    for (const method of DEMO_DELIVERY_METHODS) {
      expect(method.deliveryDaysMin).toBeGreaterThanOrEqual(1);
      expect(method.deliveryDaysMax).toBeGreaterThanOrEqual(method.deliveryDaysMin);
    }
  });

  it('have a business group in se, de and us with free parcel delivery, express and no service point', () => {
    const business = groups.filter((g) => !g.isDefault);
    expect(business.map((g) => g.market).sort()).toEqual(['de', 'se', 'us']);
    for (const group of business) {
      const fees = new Map(group.entries.map((e) => [e.methodId, e.feeGross]));
      expect(fees.get(methodId('standard'))).toBe(0);
      expect(fees.get(methodId('ownCarrier'))).toBe(0);
      expect(fees.get(methodId('express'))).toBeGreaterThan(0);
      expect(fees.has(methodId('servicePoint'))).toBe(false);
    }
  });
});
