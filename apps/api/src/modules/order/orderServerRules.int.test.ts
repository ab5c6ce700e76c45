import type { OrderSendBody } from '@workwear/contracts';
import type { DatabaseHandle } from '@workwear/db';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  cartWithRows,
  type OrderCallResult,
  orderApi,
  SWEDISH_ADDRESS,
  sendBody,
  type TestBuyer,
  testCompanyBuyer,
} from '../../testing/orderApi';
import { orderTestBed, type TestDelivery, type TestServer } from '../../testing/orderTestBed';

/**
 * The checkout's rules the storefront applies, enforced by the send whatever the payload says
 * (issue 25): the company's locked delivery address, FormViewRules on the buyer and address fields,
 * weekly delivery only where offered, a saved address only the buyer's or their company's, test
 * orders only from business buyers. Each refusal is a 400 naming the field, with nothing written.
 */
let api: TestServer;
let delivery: TestDelivery;
let skus: string[];

beforeAll(async () => {
  ({ api, delivery, skus } = await orderTestBed(2));
});

const GOTEBORG = {
  careOf: 'Godsmottagning',
  addressLine1: 'Lindholmsallén 10',
  zipCode: '41755',
  city: 'Göteborg',
  countryId: 752,
} as const;

async function addAddress(
  handle: DatabaseHandle,
  owner: { companyId: number } | { customerId: number },
  address: { careOf?: string; addressLine1: string; zipCode: string; city: string; countryId: number },
  position = 0,
): Promise<number> {
  const parts = sql`${address.careOf ?? null}, ${address.addressLine1}, ${address.zipCode}, ${address.city}, ${address.countryId}`;
  const [row] = await handle.rows<{ id: number }>(
    'companyId' in owner
      ? sql`INSERT INTO company_addresses (company_id, kind, position, care_of, address_line1, zip_code, city, country_id)
          VALUES (${owner.companyId}, 'delivery', ${position}, ${parts}) RETURNING id`
      : sql`INSERT INTO customer_addresses (customer_id, position, care_of, address_line1, zip_code, city, country_id)
          VALUES (${owner.customerId}, ${position}, ${parts}) RETURNING id`,
  );
  return Number(row!.id);
}

/** A business buyer's cart and the payload that sends it on invoice, with any field overridden. */
async function businessSend(buyer: TestBuyer, overrides: Partial<OrderSendBody> = {}) {
  const cart = await cartWithRows(api.baseUrl, [{ sku: skus[0]!, quantity: 1 }], buyer.bearer);
  const body = sendBody(cart, delivery, { paymentMethodId: 20, useIncVat: false, ...overrides });
  return { cart, res: await orderApi(api.baseUrl, buyer.bearer).send(body) };
}

async function storedOrder(orderId: string) {
  const [row] = await api.handle.rows<{
    delivery_address: Record<string, unknown>;
    metadata: Record<string, unknown>;
    is_test_order: boolean;
  }>(sql`SELECT delivery_address, metadata, is_test_order FROM orders WHERE id = ${orderId}::uuid`);
  return row!;
}

/** A 400 naming exactly these fields (with these messages), and the cart neither ordered nor changed. */
async function expectFieldsRefused(
  res: OrderCallResult<unknown>,
  cartId: string,
  fields: Record<string, string>,
) {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  const named = Object.fromEntries(
    (res.body.details.fields as { field: string; message: string }[]).map((f) => [f.field, f.message]),
  );
  expect(named).toEqual(fields);
  const [cart] = await api.handle.rows<{ status: string; orders: number }>(sql`
    SELECT status, (SELECT count(*)::int FROM orders WHERE cart_id = c.id) AS orders
    FROM carts c WHERE id = ${cartId}::uuid`);
  expect({ ordered: cart!.status === 'ordered', orders: Number(cart!.orders) }).toEqual({
    ordered: false,
    orders: 0,
  });
}

describe('LockDeliveryAddressInCheckout', () => {
  it('sends the order to the company’s address, not the one the payload names', async () => {
    const buyer = await testCompanyBuyer(api.handle, { LockDeliveryAddressInCheckout: 'True' });
    // Abroad first: the locked address is the first one the checkout delivers to (Sweden only).
    await addAddress(
      api.handle,
      buyer,
      { addressLine1: 'Karl Johans gate 1', zipCode: '0154', city: 'Oslo', countryId: 578 },
      0,
    );
    const locked = await addAddress(api.handle, buyer, GOTEBORG, 1);
    const { res } = await businessSend(buyer, { deliveryAddress: { ...SWEDISH_ADDRESS, isValidated: true } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.deliveryAddress).toMatchObject({ ...GOTEBORG, countryCode: 'SE' });
    const stored = await storedOrder(res.body.id);
    expect(stored.delivery_address).toMatchObject({
      city: 'Göteborg',
      addressId: locked,
      isValidated: false,
    });
  });

  it('keeps the payload’s own fields (validated) when they are the locked address', async () => {
    const buyer = await testCompanyBuyer(api.handle, { LockDeliveryAddressInCheckout: 'True' });
    const locked = await addAddress(api.handle, buyer, GOTEBORG);
    const { res } = await businessSend(buyer, {
      deliveryAddress: { ...GOTEBORG, addressLine1: 'LINDHOLMSALLÉN  10', isValidated: true },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const stored = await storedOrder(res.body.id);
    expect(stored.delivery_address).toMatchObject({ addressId: locked, isValidated: true, city: 'Göteborg' });
  });

  it('takes the typed address when the company has none the checkout delivers to', async () => {
    const buyer = await testCompanyBuyer(api.handle, { LockDeliveryAddressInCheckout: 'True' });
    const { res } = await businessSend(buyer);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.deliveryAddress.city).toBe('Stockholm');
  });
});

describe('FormViewRules on the buyer and address fields', () => {
  const rules = JSON.stringify([
    {
      context: 'Checkout',
      rules: [
        { ruleName: 'Cellphone', ruleType: 'Required' },
        { ruleName: 'careOf', ruleType: 'Required' },
        { ruleName: 'AddressLine2', ruleType: 'Required' },
      ],
    },
  ]);
  const buyerWithoutPhone = { firstName: 'Ola', lastName: 'Nordmann', email: 'ola@example.com' };

  it('refuses a business buyer’s payload without the fields they make required, naming each', async () => {
    const buyer = await testCompanyBuyer(api.handle, { FormViewRules: rules });
    const { cart, res } = await businessSend(buyer, {
      buyer: buyerWithoutPhone,
      invoiceAddress: { ...SWEDISH_ADDRESS, careOf: 'Ekonomi', addressLine2: ' ', zipCode: '1' },
    });
    // The address's own checks (the postcode's form) still run beside the rules'.
    await expectFieldsRefused(res, cart.id, {
      'buyer.cellphone': 'Required',
      'deliveryAddress.careOf': 'Required',
      'deliveryAddress.addressLine2': 'Required',
      'invoiceAddress.addressLine2': 'Required',
      'invoiceAddress.zipCode': 'Zip code is not valid',
    });
  });

  it('sends once they are filled', async () => {
    const buyer = await testCompanyBuyer(api.handle, { FormViewRules: rules });
    const { res } = await businessSend(buyer, {
      deliveryAddress: { ...SWEDISH_ADDRESS, careOf: 'Lager', addressLine2: 'Port 4' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  });

  it('leaves a consumer’s checkout as it is', async () => {
    const cart = await cartWithRows(api.baseUrl, [{ sku: skus[0]!, quantity: 1 }]);
    const res = await orderApi(api.baseUrl).send(sendBody(cart, delivery, { buyer: buyerWithoutPhone }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  });
});

describe('metadata.WeeklyDelivery', () => {
  it('is refused where the company does not offer weekly delivery, and a false one is not kept', async () => {
    const buyer = await testCompanyBuyer(api.handle);
    const asked = await businessSend(buyer, { metadata: { WeeklyDelivery: true } });
    await expectFieldsRefused(asked.res, asked.cart.id, {
      'metadata.WeeklyDelivery': 'Weekly delivery is not offered to this buyer',
    });
    const declined = await businessSend(buyer, { metadata: { WeeklyDelivery: false } });
    expect(declined.res.status, JSON.stringify(declined.res.body)).toBe(201);
    expect((await storedOrder(declined.res.body.id)).metadata).not.toHaveProperty('WeeklyDelivery');
  });

  it('is refused from a guest, and kept where the company has ActivateWeeklyDelivery', async () => {
    const cart = await cartWithRows(api.baseUrl, [{ sku: skus[0]!, quantity: 1 }]);
    const guest = await orderApi(api.baseUrl).send(
      sendBody(cart, delivery, { metadata: { WeeklyDelivery: true } }),
    );
    await expectFieldsRefused(guest, cart.id, {
      'metadata.WeeklyDelivery': 'Weekly delivery is not offered to this buyer',
    });
    const buyer = await testCompanyBuyer(api.handle, { ActivateWeeklyDelivery: 'True' });
    const { res } = await businessSend(buyer, { metadata: { WeeklyDelivery: true } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect((await storedOrder(res.body.id)).metadata).toMatchObject({ WeeklyDelivery: true });
  });
});

describe('deliveryAddress.addressId', () => {
  const NOT_ONE = { 'deliveryAddress.addressId': 'Not an address of the buyer or their company' };

  it('names one of the company’s addresses or the buyer’s own, and the order keeps it', async () => {
    const buyer = await testCompanyBuyer(api.handle);
    const companys = await addAddress(api.handle, buyer, GOTEBORG);
    const own = await addAddress(
      api.handle,
      { customerId: buyer.customerId },
      { ...SWEDISH_ADDRESS, addressLine1: 'Hemvägen 9' },
    );
    for (const addressId of [companys, own]) {
      const { res } = await businessSend(buyer, { deliveryAddress: { ...SWEDISH_ADDRESS, addressId } });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect((await storedOrder(res.body.id)).delivery_address).toMatchObject({ addressId });
    }
  });

  it('is refused when it is another company’s, another person’s or nobody’s', async () => {
    const buyer = await testCompanyBuyer(api.handle);
    const other = await testCompanyBuyer(api.handle);
    const theirs = await addAddress(api.handle, other, GOTEBORG);
    const theirOwn = await addAddress(api.handle, { customerId: other.customerId }, GOTEBORG);
    for (const addressId of [theirs, theirOwn, 2_000_000_000]) {
      const { cart, res } = await businessSend(buyer, { deliveryAddress: { ...SWEDISH_ADDRESS, addressId } });
      await expectFieldsRefused(res, cart.id, NOT_ONE);
    }
  });

  it('is refused from a guest, who has no saved address', async () => {
    const other = await testCompanyBuyer(api.handle);
    const theirs = await addAddress(api.handle, other, GOTEBORG);
    const cart = await cartWithRows(api.baseUrl, [{ sku: skus[1]!, quantity: 1 }]);
    const res = await orderApi(api.baseUrl).send(
      sendBody(cart, delivery, { deliveryAddress: { ...SWEDISH_ADDRESS, addressId: theirs } }),
    );
    await expectFieldsRefused(res, cart.id, NOT_ONE);
  });
});

describe('isTestOrder', () => {
  it('is refused from a guest and kept from a business buyer', async () => {
    const cart = await cartWithRows(api.baseUrl, [{ sku: skus[1]!, quantity: 1 }]);
    const guest = await orderApi(api.baseUrl).send(sendBody(cart, delivery, { isTestOrder: true }));
    await expectFieldsRefused(guest, cart.id, { isTestOrder: 'Only a business buyer can send a test order' });
    const buyer = await testCompanyBuyer(api.handle);
    const { res } = await businessSend(buyer, { isTestOrder: true });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect((await storedOrder(res.body.id)).is_test_order).toBe(true);
  });
});
