import { ADDRESS_MESSAGES } from '@workwear/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { cartWithRows, orderApi, SWEDISH_ADDRESS, sendBody } from '../../testing/orderApi';
import { orderTestBed, type TestDelivery, type TestServer } from '../../testing/orderTestBed';

/**
 * The delivery address rules of issue 27 at the API's order send (the form checks the same rules):
 * no PO box on a delivery address (an invoice address may be one), and a ZIP code of another state
 * is refused naming the state. Nothing is written for a refused send.
 */
let api: TestServer;
let deliveries: Record<'se' | 'us', TestDelivery>;
let skus: string[];

beforeAll(async () => {
  ({ api, deliveries, skus } = await orderTestBed(1, ['se', 'us']));
}, 60_000);

type Refusal = { details?: { fields: { field: string; message: string }[] } };

describe('order send: delivery address rules', () => {
  it('refuses a PO box as the delivery address, naming the field; takes it as the invoice address', async () => {
    const cart = await cartWithRows(api.baseUrl, [{ sku: skus[0]!, quantity: 1 }]);
    const box = { ...SWEDISH_ADDRESS, addressLine1: 'Box 1234' };
    const refused = await orderApi(api.baseUrl).send(sendBody(cart, deliveries.se, { deliveryAddress: box }));
    expect(refused.status).toBe(400);
    expect((refused.body as Refusal).details?.fields).toContainEqual({
      field: 'deliveryAddress.addressLine1',
      message: ADDRESS_MESSAGES.poBox,
    });
    const invoiceToBox = await orderApi(api.baseUrl).send(
      sendBody(cart, deliveries.se, { invoiceAddress: { ...box, isValidated: false, saveAddress: false } }),
    );
    expect(invoiceToBox.status, JSON.stringify(invoiceToBox.body)).toBe(201);
  });

  it('refuses a ZIP code of another state, naming the state', async () => {
    const cart = await cartWithRows(api.baseUrl, [{ sku: skus[0]!, quantity: 1 }], undefined, 'US');
    const texas = {
      addressLine1: '233 S Wacker Dr',
      zipCode: '60606',
      city: 'Chicago',
      region: 'TX',
      countryId: 840,
    };
    const refused = await orderApi(api.baseUrl, undefined, 'US').send(
      sendBody(cart, deliveries.us, {
        marketId: 'US',
        cultureCode: 'en-US',
        deliveryAddress: texas,
        deliveryMethod: deliveries.us.choice.standard,
        useIncVat: false,
      }),
    );
    expect(refused.status).toBe(400);
    expect((refused.body as Refusal).details?.fields).toContainEqual({
      field: 'deliveryAddress.zipCode',
      message: 'ZIP code 60606 is not in Texas',
    });
  });
});
