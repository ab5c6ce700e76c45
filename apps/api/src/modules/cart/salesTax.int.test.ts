import type { CartView } from '@workwear/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { cartApi, insertPromotion, percentOf, sellableSkus, uniqueCode } from '../../testing/cartApi';
import { type TestServer, testServer } from '../../testing/testServer';

/**
 * US sales tax over real HTTP: TBD until the cart knows a delivery location with a rate in the shipped
 * table (apps/api/data/sales-tax-rates.json), then the tax of the rows (and of the F3000 freight row
 * where freight is taxed), computed here from the rows' prices. US prices carry no VAT.
 */
let api: TestServer;
let skus: string[];

/** The standard consumer parcel in USD, net = gross (deliveryFee.ts). */
const US_DELIVERY = 995;
/** California 7.25 %, freight not taxed; New York 4 %, freight taxed (the shipped table). */
const CA = { rate: 725, line1: '1 Market St', zipCode: '94105', city: 'San Francisco', region: 'CA' };
const NY = { rate: 400, line1: '350 5th Ave', zipCode: '10118', city: 'New York', region: 'NY' };
/** Illinois 6.25 %, freight not taxed. */
const IL = { rate: 625, line1: '121 N LaSalle St', zipCode: '60602', city: 'Chicago', region: 'IL' };

beforeAll(async () => {
  api = await testServer();
  skus = await sellableSkus(api.handle, 2);
});

const location = (place: typeof CA, overrides: Record<string, unknown> = {}) =>
  JSON.stringify({
    line1: place.line1,
    zipCode: place.zipCode,
    city: place.city,
    countryCode: 'US',
    region: place.region,
    ...overrides,
  });

async function usCart() {
  const client = cartApi(api.baseUrl, undefined, 'US');
  let cart = (await client.create()).body;
  cart = (await client.add(cart.id, { sku: skus[0], quantity: 2 })).body;
  cart = (await client.add(cart.id, { sku: skus[1], quantity: 3 })).body;
  return { client, cart };
}

const setLocation = (client: ReturnType<typeof cartApi>, cart: CartView, value: string) =>
  client.call<{ status: string; cart: CartView }>('PUT', `/api/cart/carts/${cart.id}/metadata/upsert`, {
    version: cart.version,
    key: 'TaxLocation',
    value,
  });

const rowsNet = (cart: CartView) => cart.rows.reduce((sum, r) => sum + r.price * r.quantity, 0);

/**
 * The tax on the rows' net plus `more` (taxable freight, or a negative discount), rounded once
 * half-even, as a US cart without engine promotions rounds.
 */
const rowsTax = (cart: CartView, rate: number, more = 0) => percentOf(rowsNet(cart) + more, rate, 'halfEven');

describe('a US cart’s sales tax', () => {
  it('is TBD without a location, then known for California (freight untaxed): total = net + tax', async () => {
    const { client, cart } = await usCart();
    expect(cart.rows.every((r) => r.price === r.priceIncVat)).toBe(true);
    const net = cart.rows.reduce((s, r) => s + r.price * r.quantity, 0) + US_DELIVERY;
    expect(cart.totals).toMatchObject({
      salesTax: { kind: 'tbd' },
      vat: 0,
      deliveryNet: US_DELIVERY,
      totalNet: net,
      totalGross: net,
    });

    const set = await setLocation(client, cart, location(CA));
    expect(set.status).toBe(200);
    const tax = rowsTax(set.body.cart, CA.rate);
    expect(tax).toBeGreaterThan(0);
    expect(set.body.cart.totals).toMatchObject({
      salesTax: { kind: 'known', amount: tax },
      vat: 0,
      totalNet: net,
      totalGross: net + tax,
    });
    // Read again, the cart gives the same tax.
    expect((await client.get(cart.id)).body.totals.salesTax).toEqual({ kind: 'known', amount: tax });
  });

  it('taxes the F3000 freight row where freight is taxed (New York)', async () => {
    const { client, cart } = await usCart();
    const res = await setLocation(client, cart, location(NY));
    const tax = rowsTax(res.body.cart, NY.rate, US_DELIVERY);
    const net = res.body.cart.totals.totalNet;
    expect(res.body.cart.totals).toMatchObject({
      salesTax: { kind: 'known', amount: tax },
      totalGross: net + tax,
    });
  });

  it('does not tax freight a promotion made free', async () => {
    const promo = uniqueCode('USFREESHIP');
    await insertPromotion(api.handle, {
      code: promo,
      discountType: 6,
      percent: 10_000,
      minTotal: 1,
      markets: ['us'],
    });
    const { client, cart } = await usCart();
    const located = (await setLocation(client, cart, location(NY))).body.cart;
    const res = await client.call<{ status: string; cart: CartView }>(
      'PUT',
      `/api/cart/carts/${cart.id}/metadata/upsert`,
      { version: located.version, key: 'PromotionCode', value: promo },
    );
    expect(res.body.status).toBe('CodeAdded');
    const tax = rowsTax(res.body.cart, NY.rate);
    expect(res.body.cart.totals).toMatchObject({
      deliveryNet: 0,
      salesTax: { kind: 'known', amount: tax },
      totalGross: res.body.cart.totals.totalNet + tax,
    });
  });

  it('taxes what is paid after a $25 code, not the undiscounted prices (issue 25)', async () => {
    const promo = uniqueCode('US25OFF');
    await insertPromotion(api.handle, {
      code: promo,
      discountType: 1,
      amount: 2500,
      currency: 'USD',
      minTotal: 1,
      markets: ['us'],
    });
    const { client, cart } = await usCart();
    const located = (await setLocation(client, cart, location(IL))).body.cart;
    const undiscounted = rowsTax(located, IL.rate);
    expect(located.totals.salesTax).toEqual({ kind: 'known', amount: undiscounted });
    const res = await client.call<{ status: string; cart: CartView }>(
      'PUT',
      `/api/cart/carts/${cart.id}/metadata/upsert`,
      { version: located.version, key: 'PromotionCode', value: promo },
    );
    expect(res.body.status).toBe('CodeAdded');
    const { totals } = res.body.cart;
    expect(totals.discountNet).toBe(2500);
    const tax = rowsTax(res.body.cart, IL.rate, -2500);
    expect(tax).toBeLessThan(undiscounted);
    expect(totals).toMatchObject({
      salesTax: { kind: 'known', amount: tax },
      totalGross: totals.totalNet + tax,
    });
  });

  it('stays TBD for a location without a rate or without the fields the request needs', async () => {
    const { client, cart } = await usCart();
    let current = cart;
    for (const value of [
      location(CA, { region: 'ZZ' }),
      location(CA, { countryCode: 'MX' }),
      location(CA, { city: '' }),
      location(CA, { line1: null }),
      '',
    ]) {
      const res = await setLocation(client, current, value);
      expect(res.status, value).toBe(200);
      expect(res.body.cart.totals.salesTax, value).toEqual({ kind: 'tbd' });
      current = res.body.cart;
    }
  });

  it('refuses a TaxLocation that is not a location with a 400 naming value, changing nothing', async () => {
    const { client, cart } = await usCart();
    for (const value of ['not json', '[1,2]', '{"city": 7}']) {
      const res = await setLocation(client, cart, value);
      expect(res.status, value).toBe(400);
      expect(res.body as unknown, value).toMatchObject({ details: { fields: [{ field: 'value' }] } });
    }
    const after = (await client.get(cart.id)).body;
    expect(after.version).toBe(cart.version);
    expect(after.metadata).toEqual([]);
  });

  it('is none in a VAT market, whatever location it is given', async () => {
    const client = cartApi(api.baseUrl, undefined, 'DE');
    let cart = (await client.create()).body;
    cart = (await client.add(cart.id, { sku: skus[0], quantity: 1 })).body;
    const res = await setLocation(client, cart, location(CA));
    expect(res.body.cart.totals.salesTax).toEqual({ kind: 'none' });
    expect(res.body.cart.totals.vat).toBeGreaterThan(0);
  });
});

describe('POST vat/product/bulk, /v2 and /v3', () => {
  // 2.00 x 7.25 % = 0.145: an exact half of a cent, 0.14 half-even and 0.15 away from zero.
  const request = {
    rows: [
      { reference: 'A00000000101XL_2.00', sku: 'A00000000101XL', quantity: 1, price: 200 },
      { reference: 'B00000000101XL_10.00', sku: 'B00000000101XL', quantity: 3, price: 1000 },
      { reference: 'F3000', sku: 'F3000', quantity: 1, price: US_DELIVERY },
    ],
    location: JSON.parse(location(CA)) as Record<string, string>,
  };
  const post = <T>(path: string, body: unknown) =>
    fetch(`${api.baseUrl}/api/price/vat/product/bulk${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then(async (res) => ({ status: res.status, body: (await res.json()) as T }));

  it('answers a rate per reference, freight at 0 where it is not taxed', async () => {
    const v1 = await post<{ reference: string; taxRate: string }[]>('', request);
    expect(v1.status).toBe(200);
    expect(v1.body).toEqual([
      { reference: 'A00000000101XL_2.00', taxRate: '0.0725' },
      { reference: 'B00000000101XL_10.00', taxRate: '0.0725' },
      { reference: 'F3000', taxRate: '0' },
    ]);
    const v2 = await post<Record<string, string>>('/v2', request);
    expect(v2.body).toEqual({
      'A00000000101XL_2.00': '0.0725',
      'B00000000101XL_10.00': '0.0725',
      F3000: '0',
    });
  });

  it('v3 gives the tax too, rounded half-even, and away from zero where the market uses the engine', async () => {
    const us = await post<{ reference: string; taxRate: string; tax: number }[]>('/v3?marketId=US', request);
    expect(us.status).toBe(200);
    expect(us.body.map((r) => r.tax)).toEqual([14, 218, 0]);
    const se = await post<{ tax: number }[]>('/v3?marketId=SE', request);
    expect(se.body.map((r) => r.tax)).toEqual([15, 218, 0]);
  });

  it('answers nothing for a location without a rate (tax TBD), and 400 for a bad request', async () => {
    const none = await post<unknown[]>('', { ...request, location: { ...request.location, region: 'ZZ' } });
    expect(none.body).toEqual([]);
    const bad = await post<{ details: { fields: { field: string }[] } }>('', {
      ...request,
      rows: [{ ...request.rows[0], quantity: 0 }],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.details.fields[0]!.field).toBe('rows.0.quantity');
  });
});
