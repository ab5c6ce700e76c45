import { DEMO_DELIVERY_METHODS } from '@workwear/db/demo';
import { getMarketByName, netFromGross } from '@workwear/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { jsonCall } from '../../testing/cartApi';
import { cartWithRows, orderApi, sendBody, testCompanyBuyer } from '../../testing/orderApi';
import { orderTestBed, type TestDelivery, type TestServer } from '../../testing/orderTestBed';

/**
 * What buyers met at checkout (issue 27), as the API enforces it: the cellphone kept in E.164 and
 * valid for its country, a free-delivery-only method refused with its reason, the service point a
 * service-point method needs (from the market's points near a postcode) kept on the order, round
 * gross fees with their VAT worked back, and the company's name on a business order's addresses.
 */
let api: TestServer;
let delivery: TestDelivery;
let germanDelivery: TestDelivery;
let skus: string[];

beforeAll(async () => {
  let deliveries: Record<'se' | 'de', TestDelivery>;
  ({ api, delivery, deliveries, skus } = await orderTestBed(2, ['se', 'de']));
  germanDelivery = deliveries.de;
});

const anonymousCart = () => cartWithRows(api.baseUrl, [{ sku: skus[0]!, quantity: 1 }]);
const withPhone = (cellphone: string) => ({
  buyer: { firstName: 'Saga', lastName: 'Lind', email: 'saga@example.com', cellphone },
});

describe('the cellphone', () => {
  it('is kept in E.164, with its +, whether sent with it or as the dial code’s digits', async () => {
    for (const sent of ['+46701234567', '46701234567', '+46 70-123 45 67']) {
      const cart = await anonymousCart();
      const res = await orderApi(api.baseUrl).send(sendBody(cart, delivery, withPhone(sent)));
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body.buyer.cellphone).toBe('+46701234567');
      const [row] = await api.handle.rows<{ phone: string }>(
        sql`SELECT buyer->>'cellphone' AS phone FROM orders WHERE id = ${res.body.id}::uuid`,
      );
      expect(row!.phone).toBe('+46701234567');
    }
  });

  it('is refused naming the field when it is no valid number of its country (the issue’s 1701234567)', async () => {
    for (const sent of ['1701234567', '+4670123', '+49 151']) {
      const cart = await anonymousCart();
      const res = await orderApi(api.baseUrl).send(sendBody(cart, delivery, withPhone(sent)));
      expect(res.status, sent).toBe(400);
      expect(res.body.details.fields).toEqual([
        { field: 'buyer.cellphone', message: 'Phone number is not valid' },
      ]);
    }
  });
});

describe('a method only for free delivery', () => {
  it('is refused with code 15 and its reason while delivery costs, in the summary and at send', async () => {
    const cart = await anonymousCart();
    const client = orderApi(api.baseUrl);
    const summary = await client.summary({ cartId: cart.id, deliveryMethod: delivery.choice.freeOnly });
    expect(summary.status).toBe(422);
    expect(summary.body.orderErrorCode).toBe(15);
    const sent = await client.send(sendBody(cart, delivery, { deliveryMethod: delivery.choice.freeOnly }));
    expect(sent.status).toBe(422);
    expect(sent.body).toMatchObject({
      orderErrorCode: 15,
      message: 'The delivery method is only for orders with free delivery.',
    });
  });
});

describe('service points', () => {
  it('are the market’s points nearest the postcode, nearest first', async () => {
    const near = (zip: string, market = 'SE') =>
      jsonCall(
        `${api.baseUrl}/api/metadata/servicePoints?marketId=${market}&zipCode=${encodeURIComponent(zip)}`,
        'GET',
        undefined,
      );
    const stockholm = await near('111 22');
    expect(stockholm.status).toBe(200);
    expect(stockholm.body.length).toBe(5);
    expect(stockholm.body[0]).toMatchObject({ city: 'Stockholm', countryCode: 'SE' });
    const goteborg = await near('41130');
    expect(goteborg.body[0].city).toBe('Göteborg');
    const berlin = await near('10179', 'DE');
    expect(berlin.body[0]).toMatchObject({ city: 'Berlin', countryCode: 'DE' });
    expect((await near('')).status).toBe(400);
  });

  it('a service-point method needs one of the market’s points, and the order keeps it', async () => {
    const client = orderApi(api.baseUrl);
    const method = { deliveryMethod: delivery.choice.servicePoint };
    const none = await anonymousCart();
    const missing = await client.send(sendBody(none, delivery, method));
    expect(missing.status).toBe(400);
    expect(missing.body.details.fields).toEqual([
      { field: 'servicePointId', message: 'Choose a service point' },
    ]);
    const unknown = await client.send(sendBody(none, delivery, { ...method, servicePointId: 'de-sp-1' }));
    expect(unknown.status).toBe(400);
    expect(unknown.body.details.fields[0].field).toBe('servicePointId');
    const notTaken = await client.send(sendBody(none, delivery, { servicePointId: 'se-sp-1' }));
    expect(notTaken.status).toBe(400);

    const cart = await anonymousCart();
    const sent = await client.send(sendBody(cart, delivery, { ...method, servicePointId: 'se-sp-1' }));
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body.servicePoint).toMatchObject({
      id: 'se-sp-1',
      name: 'ICA Nära Odenplan',
      city: 'Stockholm',
    });
    const read = await client.get(sent.body.id);
    expect(read.body.servicePoint.id).toBe('se-sp-1');
    expect(read.body.deliveryMethod.carrierType).toBe('service-point');
  });
});

describe('delivery fees', () => {
  it('are round gross amounts per market, with the net worked back by the market’s VAT', async () => {
    for (const [market, gross] of [
      ['SE', [5900, 4900, 14900, 2900]],
      ['DE', [590, 490, 1490, 290]],
    ] as const) {
      const answer = await jsonCall(
        `${api.baseUrl}/api/metadata/deliveryMethods?marketId=${market}`,
        'GET',
        undefined,
      );
      const methods = (
        answer.body[0].methods as { deliveryMethodId: number; price: { net: number; gross: number } }[]
      ).filter((m) => DEMO_DELIVERY_METHODS.some((d) => d.id === m.deliveryMethodId));
      const rate = getMarketByName(market.toLowerCase())!.vatRateBasisPoints;
      expect(methods.map((m) => m.price)).toEqual(
        gross.map((g) => ({ gross: g, net: netFromGross(g, rate) })),
      );
    }
  });

  it('reach the summary as the round amount the list shows', async () => {
    const cart = await anonymousCart();
    const summary = await orderApi(api.baseUrl).summary({
      cartId: cart.id,
      deliveryMethod: delivery.choice.standard,
    });
    expect(summary.status).toBe(200);
    // The test parcel is 49 kr gross: 39,20 kr net and 9,80 kr VAT.
    expect(summary.body.totals).toMatchObject({ deliveryGross: 4900, deliveryNet: 3920 });
  });

  it('are shown to a guest who does not say on the basis the pages show: gross in Sweden, ex VAT in Germany', async () => {
    // The storefront shows a Swedish guest incl. VAT until they choose, a German guest ex VAT.
    const swedish = await orderApi(api.baseUrl).summary({
      cartId: (await anonymousCart()).id,
      deliveryMethod: delivery.choice.standard,
    });
    expect(swedish.status).toBe(200);
    expect(swedish.body.summary).toMatchObject({ useIncVat: true, deliveryPrice: 4900 });
    const germanCart = await cartWithRows(api.baseUrl, [{ sku: skus[0]!, quantity: 1 }], undefined, 'DE');
    const german = await orderApi(api.baseUrl, undefined, 'DE').summary({
      cartId: germanCart.id,
      deliveryMethod: germanDelivery.choice.standard,
    });
    expect(german.status, JSON.stringify(german.body)).toBe(200);
    const { totals, summary } = german.body;
    expect(summary.useIncVat).toBe(false);
    expect(summary.deliveryPrice).toBe(totals.deliveryNet);
    expect(summary.totalProducts).toBe(totals.productsNet);
  });
});

describe('a business order’s addresses', () => {
  it('name the buyer’s company, whatever the payload says', async () => {
    const buyer = await testCompanyBuyer(api.handle, { AllowInvoicePayment: 'True' });
    const [company] = await api.handle.rows<{ name: string }>(
      sql`SELECT name FROM companies WHERE id = ${buyer.companyId}`,
    );
    const cart = await cartWithRows(api.baseUrl, [{ sku: skus[1]!, quantity: 1 }], buyer.bearer);
    const res = await orderApi(api.baseUrl, buyer.bearer).send(
      sendBody(cart, delivery, {
        paymentMethodId: 20,
        useIncVat: false,
        invoiceAddress: { addressLine1: 'Box 12', zipCode: '11122', city: 'Stockholm', countryId: 752 },
      }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.deliveryAddress.companyName).toBe(company!.name);
    expect(res.body.invoiceAddress.companyName).toBe(company!.name);
  });

  it('a consumer’s order has none', async () => {
    const res = await orderApi(api.baseUrl).send(sendBody(await anonymousCart(), delivery));
    expect(res.status).toBe(201);
    expect(res.body.deliveryAddress.companyName).toBeNull();
  });
});
