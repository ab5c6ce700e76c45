import {
  BUSINESS_DELIVERY_GROUP_NAME,
  DEFAULT_DELIVERY_GROUP_NAME,
  DEMO_DELIVERY_METHODS,
  demoDeliveryGroups,
  ensureDemoCheckout,
} from '@workwear/db/demo';
import { getMarketByName, netFromGross } from '@workwear/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { type DemoPrincipal, demoBearers } from '../../testing/demoBearers';
import { type TestServer, testServer } from '../../testing/testServer';

/**
 * The metadata service over real HTTP on the demo world: countries per market and company setting,
 * regions, address validation, delivery methods per market and company group, payment methods.
 */
let api: TestServer;
const who: Record<string, DemoPrincipal> = {};
beforeAll(async () => {
  api = await testServer();
  await ensureDemoCheckout(api.handle);
  Object.assign(
    who,
    await demoBearers(api.handle, [
      'juergen.admin',
      'lukas.user',
      'erik.admin',
      'emily.user',
      'elin.consumer',
    ]),
  );
});

const get = <T>(path: string, bearer?: string) =>
  api.get<T>(`/api/metadata${path}`, bearer ? { Authorization: bearer } : {});

const post = async <T>(path: string, body: unknown) => {
  const res = await fetch(`${api.baseUrl}/api/metadata${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as T };
};

type Country = { id: number; name: string; isPrimary: boolean; code: string; useAddressValidation: boolean };

describe('countries', () => {
  it('offers the market’s own country only', async () => {
    const se = await get<Country[]>('/countries?marketId=SE');
    expect(se.status).toBe(200);
    expect(se.body).toEqual([
      { id: 752, name: 'Sweden', isPrimary: true, code: 'SE', useAddressValidation: true },
    ]);
    expect((await get<Country[]>('/countries?marketId=UK')).body).toEqual([
      { id: 826, name: 'United Kingdom', isPrimary: true, code: 'GB', useAddressValidation: true },
    ]);
    expect((await get<Country[]>('/countries?marketId=IT')).body).toEqual([
      { id: 380, name: 'Italy', isPrimary: true, code: 'IT', useAddressValidation: false },
    ]);
  });

  it('offers every delivery country, own first, to a company with the choose-country setting', async () => {
    // Müller & Söhne (juergen.admin) has ActivateChooseDeliveryCountryInCheckout on.
    const res = await get<Country[]>('/countries?marketId=DE', who['juergen.admin']!.bearer);
    expect(res.status).toBe(200);
    expect(res.body[0]).toEqual({
      id: 276,
      name: 'Germany',
      isPrimary: true,
      code: 'DE',
      useAddressValidation: true,
    });
    expect(res.body).toHaveLength(20);
    expect(res.body.filter((c) => c.isPrimary)).toHaveLength(1);
    expect(res.body.map((c) => c.code)).toEqual(expect.arrayContaining(['US', 'CA', 'GB', 'SE', 'NO']));
    const others = res.body.slice(1).map((c) => c.name);
    expect(others).toEqual([...others].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('offers the own country only to a company without the setting and to consumers', async () => {
    // Müller & Söhne Süd (lukas.user), a child of Müller, stores the setting off.
    expect((await get<Country[]>('/countries?marketId=DE', who['lukas.user']!.bearer)).body).toHaveLength(1);
    expect((await get<Country[]>('/countries?marketId=SE', who['elin.consumer']!.bearer)).body).toHaveLength(
      1,
    );
  });

  it('refuses an unknown market', async () => {
    expect((await get('/countries?marketId=XX')).status).toBe(400);
  });
});

describe('regions', () => {
  it('lists US states and DC, and Canadian provinces, by name', async () => {
    const us = await get<{ code: string; name: string }[]>('/regions?countryCode=US');
    expect(us.status).toBe(200);
    expect(us.body).toHaveLength(51);
    expect(us.body[0]).toEqual({ code: 'AL', name: 'Alabama' });
    expect(us.body).toContainEqual({ code: 'DC', name: 'District of Columbia' });
    const ca = await get<{ code: string; name: string }[]>('/regions?countryCode=ca');
    expect(ca.body).toHaveLength(13);
    expect(ca.body).toContainEqual({ code: 'QC', name: 'Quebec' });
  });

  it('has none for other countries, and refuses a code that is not two letters', async () => {
    expect((await get('/regions?countryCode=SE')).body).toEqual([]);
    expect((await get('/regions?countryCode=USA')).status).toBe(400);
  });
});

describe('AddressValidation', () => {
  const VALID = { isValid: true, zipCodeError: false, addressError: false };
  const validate = (body: Record<string, unknown>) =>
    post<{ isValid: boolean; zipCodeError: boolean; addressError: boolean }>('/AddressValidation', body);

  it('answers valid for a good address', async () => {
    const res = await validate({
      street: 'Drottninggatan 5',
      city: 'Stockholm',
      zip: '11151',
      countryCode: 'SE',
    });
    expect(res).toEqual({ status: 200, body: VALID });
  });

  it('flags a postcode that does not have its country’s form as a zip-code error', async () => {
    const res = await validate({
      street: 'Unter den Linden 1',
      city: 'Berlin',
      zip: '1011',
      countryCode: 'DE',
    });
    expect(res.body).toEqual({ isValid: false, zipCodeError: true, addressError: false });
  });

  it('flags a street without a house number as an address error', async () => {
    const res = await validate({ street: 'Storgatan', city: 'Umeå', zip: '903 26', countryCode: 'SE' });
    expect(res.body).toEqual({ isValid: false, zipCodeError: false, addressError: true });
  });

  it('refuses a US box address as an address error', async () => {
    const res = await validate({
      street: 'P.O. Box 1234',
      city: 'Austin',
      zip: '78701',
      region: 'TX',
      countryCode: 'US',
    });
    expect(res.body).toEqual({ isValid: false, zipCodeError: false, addressError: true });
  });

  it('flags a Canadian postcode of another province as a zip-code error', async () => {
    const res = await validate({
      street: '1 Yonge St',
      city: 'Toronto',
      zip: 'M5E 1E5',
      region: 'BC',
      countryCode: 'CA',
    });
    expect(res.body).toEqual({ isValid: false, zipCodeError: true, addressError: false });
    const right = await validate({
      street: '1 Yonge St',
      city: 'Toronto',
      zip: 'M5E 1E5',
      region: 'ON',
      countryCode: 'CA',
    });
    expect(right.body).toEqual(VALID);
  });

  it('answers valid in countries without address validation', async () => {
    const res = await validate({ street: 'Via Roma', city: 'Roma', zip: 'nope', countryCode: 'IT' });
    expect(res.body).toEqual(VALID);
  });

  it('refuses an unknown country and a missing field with 400', async () => {
    const unknown = await validate({ street: 'Main 1', city: 'X', zip: '1', countryCode: 'ZZ' });
    expect(unknown.status).toBe(400);
    const missing = await validate({ city: 'Stockholm', zip: '11151', countryCode: 'SE' });
    expect(missing.status).toBe(400);
  });
});

type DeliveryGroupBody = {
  deliveryGroupId: number;
  name: string;
  methods: {
    deliveryMethodId: number;
    deliveryGroupEntryId: number;
    name: string;
    carrierCode: number;
    carrierType: 'parcel-b2b' | 'service-point' | null;
    price: { net: number; gross: number };
    requiresCellphone: boolean;
    requiresZeroDeliveryCost: boolean;
    deliveryDays: { min: number; max: number };
  }[];
};

const sweden = getMarketByName('se')!;

const demoGroup = (market: string, name: string) =>
  demoDeliveryGroups().find((g) => g.market === market && g.name === name)!;

describe('delivery methods', () => {
  it('offers a guest the market’s default group, with carrier types and VAT on the fees', async () => {
    const res = await get<DeliveryGroupBody[]>('/deliveryMethods?marketId=SE&cultureCode=en-SE');
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(1);
    const [group] = res.body;
    expect(group!.name).toBe(DEFAULT_DELIVERY_GROUP_NAME);
    const expected = demoGroup('se', DEFAULT_DELIVERY_GROUP_NAME).entries;
    // The order tests add methods of their own to this group (the one database is shared by every
    // file): the demo's are checked here, in their order.
    const demoMethods = group!.methods.filter((m) =>
      DEMO_DELIVERY_METHODS.some((d) => d.id === m.deliveryMethodId),
    );
    expect(demoMethods.map((m) => m.deliveryMethodId)).toEqual(expected.map((e) => e.methodId));
    for (const method of demoMethods) {
      const demo = DEMO_DELIVERY_METHODS.find((m) => m.id === method.deliveryMethodId)!;
      expect(method.name).toBe(demo.names.en);
      expect(method.carrierCode).toBe(demo.carrierCode);
      expect(method.requiresCellphone).toBe(demo.requiresCellphone);
      expect(method.requiresZeroDeliveryCost).toBe(demo.requiresZeroDeliveryCost);
      // The fee is the round gross the demo sets; its net is worked back with the market's VAT.
      const fee = expected.find((e) => e.methodId === method.deliveryMethodId)!.feeGross;
      expect(method.price).toEqual({ net: netFromGross(fee, sweden.vatRateBasisPoints), gross: fee });
      expect(method.deliveryDays).toEqual({ min: demo.deliveryDaysMin, max: demo.deliveryDaysMax });
    }
    const typeOf = (code: number) => group!.methods.find((m) => m.carrierCode === code)?.carrierType;
    expect(typeOf(200)).toBe('parcel-b2b');
    expect(typeOf(1200)).toBe('service-point');
  });

  it('names the methods in the request’s language', async () => {
    const res = await get<DeliveryGroupBody[]>('/deliveryMethods?marketId=SE&cultureCode=sv-SE');
    expect(res.body[0]!.methods[0]!.name).toBe(DEMO_DELIVERY_METHODS[0]!.names.sv);
  });

  it('prices without tax in sales-tax markets', async () => {
    const res = await get<DeliveryGroupBody[]>('/deliveryMethods?marketId=US');
    expect(res.body[0]!.methods.length).toBeGreaterThan(0);
    for (const m of res.body[0]!.methods) expect(m.price.gross).toBe(m.price.net);
  });

  it('offers a company its own group in its market, and the default group elsewhere', async () => {
    const erik = who['erik.admin']!.bearer;
    const own = await get<DeliveryGroupBody[]>('/deliveryMethods?marketId=SE&cultureCode=en-SE', erik);
    expect(own.body).toHaveLength(1);
    expect(own.body[0]!.name).toBe(BUSINESS_DELIVERY_GROUP_NAME);
    const expected = demoGroup('se', BUSINESS_DELIVERY_GROUP_NAME).entries;
    expect(own.body[0]!.methods.map((m) => [m.deliveryMethodId, m.price.gross])).toEqual(
      expected.map((e) => [e.methodId, e.feeGross]),
    );
    expect(own.body[0]!.methods.some((m) => m.carrierType === 'service-point')).toBe(false);

    const abroad = await get<DeliveryGroupBody[]>('/deliveryMethods?marketId=DE', erik);
    expect(abroad.body[0]!.name).toBe(DEFAULT_DELIVERY_GROUP_NAME);
  });

  it('offers a company without a group of its own the market’s default group', async () => {
    const res = await get<DeliveryGroupBody[]>('/deliveryMethods?marketId=US', who['emily.user']!.bearer);
    expect(res.body[0]!.name).toBe(DEFAULT_DELIVERY_GROUP_NAME);
  });
});

describe('payment methods', () => {
  type Method = { id: number; code: string; name: string; active: boolean; provider: string };
  const ids = async (bearer?: string, market = 'SE') =>
    (await get<Method[]>(`/paymentMethods?marketId=${market}`, bearer)).body.map((m) => m.id);

  it('offers guests and consumers the card only', async () => {
    const res = await get<Method[]>('/paymentMethods?marketId=SE');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([{ id: 168, code: 'c card', name: 'Card', active: true, provider: 'card' }]);
    expect(await ids(who['elin.consumer']!.bearer)).toEqual([168]);
  });

  it('offers a company with AllowInvoicePayment on (the default) invoice after card', async () => {
    const res = await get<Method[]>('/paymentMethods?marketId=SE', who['erik.admin']!.bearer);
    expect(res.body).toEqual([
      { id: 168, code: 'c card', name: 'Card', active: true, provider: 'card' },
      { id: 20, code: 'invoice', name: 'Invoice', active: true, provider: 'invoice' },
    ]);
  });

  it('offers a company with AllowInvoicePayment off the card only', async () => {
    expect(await ids(who['emily.user']!.bearer, 'US')).toEqual([168]);
  });
});
