import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cartApi, insertPromotion, percentOf, uniqueCode } from '../../testing/cartApi';
import { cartWithRows, orderApi, sendBody, testCompanyBuyer } from '../../testing/orderApi';
import { orderTestBed, type TestDelivery, type TestServer } from '../../testing/orderTestBed';
import { purgeAnonymousCarts } from '../cart';

/**
 * What send does beside the order: the summary before it (the same pricing), sales tax from the
 * delivery address in the US, the account a guest asks for, and the purchase event for search
 * analytics, all in the send's transaction.
 */
let api: TestServer;
let se: TestDelivery;
let us: TestDelivery;
let skus: string[];

beforeAll(async () => {
  ({
    api,
    deliveries: { se, us },
    skus,
  } = await orderTestBed(3, ['se', 'us']));
});

const NEW_YORK = {
  addressLine1: '350 Fifth Avenue',
  zipCode: '10118',
  city: 'New York',
  region: 'NY',
  countryId: 840,
};

describe('summary and send price alike', () => {
  it('answers before send what send then charges, with the chosen method’s fee', async () => {
    const cart = await cartWithRows(api.baseUrl, [{ sku: skus[0]!, quantity: 2 }]);
    const client = orderApi(api.baseUrl);
    const standard = await client.summary({ cartId: cart.id });
    expect(standard.status).toBe(200);
    expect(standard.body.totals.deliveryNet).toBe(cart.totals.deliveryNet);
    const summary = await client.summary({
      cartId: cart.id,
      deliveryMethod: se.choice.cellphone,
      useIncVat: true,
    });
    expect(summary.status, JSON.stringify(summary.body)).toBe(200);
    expect(summary.body.totals.deliveryNet).toBe(0);
    const sent = await client.send(sendBody(cart, se, { deliveryMethod: se.choice.cellphone }));
    expect(sent.status).toBe(201);
    expect(sent.body.totals).toEqual(summary.body.totals);
    expect(sent.body.summary).toEqual(summary.body.summary);
  });
});

describe('sales tax in the US', () => {
  it('stores the delivery address as the cart’s TaxLocation and charges the state’s tax', async () => {
    const cart = await cartWithRows(api.baseUrl, [{ sku: skus[1]!, quantity: 1 }], undefined, 'US');
    expect(cart.totals.salesTax).toEqual({ kind: 'tbd' });
    const summary = await orderApi(api.baseUrl, undefined, 'US').summary({
      cartId: cart.id,
      deliveryMethod: us.choice.standard,
      deliveryAddress: NEW_YORK,
    });
    expect(summary.status, JSON.stringify(summary.body)).toBe(200);
    const body = sendBody(cart, us, {
      marketId: 'US',
      cultureCode: 'en-US',
      deliveryAddress: NEW_YORK,
      deliveryMethod: us.choice.standard,
      useIncVat: false,
    });
    const res = await orderApi(api.baseUrl, undefined, 'US').send(body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { totals } = res.body;
    expect(totals.vat).toBe(0);
    // New York: 4 % on the goods and on delivery (freight taxable there).
    expect(totals.salesTax).toBe(
      Math.round((totals.productsNet - totals.discountNet + totals.deliveryNet) * 0.04),
    );
    expect(totals.totalGross).toBe(totals.totalNet + totals.salesTax);
    expect(summary.body.totals).toEqual(totals);
    const [location] = await api.handle.rows<{ value: string }>(
      sql`SELECT value FROM cart_metadata WHERE cart_id = ${cart.id}::uuid AND key = 'TaxLocation'`,
    );
    expect(JSON.parse(location!.value)).toMatchObject({ zipCode: '10118', region: 'NY', countryCode: 'US' });
  });
});

describe('sales tax after a discount code (issue 25)', () => {
  it('charges Illinois tax on what is paid after a $25 code, in the order and its stored snapshot', async () => {
    const code = uniqueCode('IL25OFF');
    await insertPromotion(api.handle, {
      code,
      discountType: 1,
      amount: 2500,
      currency: 'USD',
      minTotal: 1,
      markets: ['us'],
    });
    let cart = await cartWithRows(api.baseUrl, [{ sku: skus[1]!, quantity: 4 }], undefined, 'US');
    const coded = await cartApi(api.baseUrl, undefined, 'US').call<{ status: string; cart: typeof cart }>(
      'PUT',
      `/api/cart/carts/${cart.id}/metadata/upsert`,
      { version: cart.version, key: 'PromotionCode', value: code },
    );
    expect(coded.body.status).toBe('CodeAdded');
    cart = coded.body.cart;
    const chicago = {
      addressLine1: '121 N LaSalle St',
      zipCode: '60602',
      city: 'Chicago',
      region: 'IL',
      countryId: 840,
    };
    const res = await orderApi(api.baseUrl, undefined, 'US').send(
      sendBody(cart, us, {
        marketId: 'US',
        cultureCode: 'en-US',
        deliveryAddress: chicago,
        deliveryMethod: us.choice.standard,
        useIncVat: false,
      }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { totals } = res.body;
    expect(totals.discountNet).toBe(2500);
    // Illinois 6.25 %, freight untaxed, on the products less the code, rounded half to even.
    const paid = totals.productsNet - totals.discountNet;
    expect(totals.salesTax).toBe(percentOf(paid, 625, 'halfEven'));
    expect(totals.salesTax).toBeLessThan(percentOf(totals.productsNet, 625, 'halfEven'));
    // The stored snapshot, which the order pages and the confirmation e-mail render, holds the same.
    const [stored] = await api.handle.rows<{ sales_tax: number }>(
      sql`SELECT sales_tax::int FROM orders WHERE id = ${res.body.id}::uuid`,
    );
    expect(stored?.sales_tax).toBe(totals.salesTax);
  });
});

describe('a guest who asks for an account', () => {
  const card = (number: string) => ({ paymentMethodId: 168, card: { number, expiry: '12/30', cvc: '123' } });
  const accountsOf = (email: string) =>
    api.handle.rows<{ role_id: number; first_name: string }>(sql`
      SELECT a.role_id, c.first_name FROM accounts a JOIN customers c ON c.id = a.customer_id
      WHERE lower(a.login_name) = ${email}`);
  const mailsTo = (email: string) =>
    api.handle.rows<{ template: string }>(sql`
      SELECT payload->>'template' AS template FROM outbox
      WHERE topic = 'mail.send' AND payload->>'to' = ${email} AND payload->>'template' <> 'orderConfirmation'`);

  it('gets no account and no e-mail before the order is paid, nor when the payment is declined', async () => {
    const email = `unpaid-${Date.now()}@example.com`;
    const cart = await cartWithRows(api.baseUrl, [{ sku: skus[2]!, quantity: 1 }]);
    const buyer = { firstName: 'Greta', lastName: 'Guest', email };
    const client = orderApi(api.baseUrl);
    const res = await client.send(sendBody(cart, se, { buyer, createCustomerAccount: true }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(await accountsOf(email)).toEqual([]);
    expect((await client.pay(res.body.id, card('4000 0000 0000 0002'))).body.state).toBe('Failed');
    expect(await accountsOf(email)).toEqual([]);
    expect(await mailsTo(email)).toEqual([]);
  });

  it('gets a consumer account once paid, with the e-mail that confirms it; an existing e-mail is left alone', async () => {
    const email = `guest-${Date.now()}@example.com`;
    const cart = await cartWithRows(api.baseUrl, [{ sku: skus[2]!, quantity: 1 }]);
    const buyer = { firstName: 'Greta', lastName: 'Guest', email };
    const client = orderApi(api.baseUrl);
    const res = await client.send(sendBody(cart, se, { buyer, createCustomerAccount: true }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.buyer.id).toBeNull();
    const paid = await client.pay(res.body.id, card('5555 5555 5555 4444'));
    expect(paid.body.state).toBe('Confirmed');
    expect(await accountsOf(email)).toEqual([{ role_id: 111, first_name: 'Greta' }]);
    expect(await mailsTo(email)).toEqual([{ template: 'accountConfirmation' }]);
    // Its link is single use and chooses the password, valid for longer than a reset link.
    const [link] = await api.handle.rows<{ hours: number }>(sql`
      SELECT round(extract(epoch FROM r.expires_at - r.created_at) / 3600)::int AS hours
      FROM password_resets r JOIN accounts a ON a.id = r.account_id WHERE lower(a.login_name) = ${email}`);
    expect(link).toEqual({ hours: 72 });

    const second = await cartWithRows(api.baseUrl, [{ sku: skus[2]!, quantity: 1 }]);
    const again = await client.send(sendBody(second, se, { buyer, createCustomerAccount: true }));
    expect(again.status).toBe(201);
    expect((await client.pay(again.body.id, card('5555 5555 5555 4444'))).body.state).toBe('Confirmed');
    expect(await accountsOf(email)).toHaveLength(1);
    expect(await mailsTo(email)).toHaveLength(1);
  });
});

describe('search analytics', () => {
  it('records the purchase in the send’s transaction where the market has UseKlevu on', async () => {
    const cart = await cartWithRows(api.baseUrl, [{ sku: skus[0]!, quantity: 3 }]);
    const res = await orderApi(api.baseUrl).send(sendBody(cart, se));
    expect(res.status).toBe(201);
    const events = await api.handle.rows<{
      market_id: string;
      payload: { items: { units: number; item_id: string }[] };
    }>(sql`
      SELECT market_id, payload FROM search_analytics_events
      WHERE kind = 'purchase' AND payload->'items'->0->>'order_id' = ${String(res.body.orderNo)}`);
    expect(events).toHaveLength(1);
    expect(events[0]!.market_id).toBe('SE');
    expect(events[0]!.payload.items[0]).toMatchObject({ units: 3, item_id: skus[0]!.slice(0, 12) });
  });
});

describe('promotion uses an order made', () => {
  it('are final: the ordered cart can be neither deleted nor purged, so its use keeps counting', async () => {
    const code = uniqueCode('ORDUSE');
    const id = await insertPromotion(api.handle, {
      code,
      discountType: 1,
      percent: 500,
      markets: ['se'],
      usageLimit: 1,
    });
    try {
      const buyer = await testCompanyBuyer(api.handle);
      const cart = await cartWithRows(api.baseUrl, [{ sku: skus[0]!, quantity: 1 }], buyer.bearer);
      const carts = cartApi(api.baseUrl, buyer.bearer);
      expect((await carts.upsert(cart.id, cart.version, 'PromotionCode', code)).status).toBe(200);
      const sent = await orderApi(api.baseUrl, buyer.bearer).send(
        sendBody(cart, se, { paymentMethodId: 20, useIncVat: false }),
      );
      expect(sent.status).toBe(201);
      expect(sent.body.summary.promotionNames).toEqual([`Test ${code}`]);
      const version = (await carts.get(cart.id)).body.version;
      expect((await carts.call('DELETE', `/api/cart/carts/${cart.id}?version=${version}`)).status).toBe(422);
      const uses = () =>
        api.handle.rows<{ cart_id: string }>(
          sql`SELECT cart_id FROM promotion_uses WHERE promotion_id = ${id}`,
        );
      expect((await uses()).map((u) => u.cart_id)).toEqual([cart.id]);

      const guestCart = await cartWithRows(api.baseUrl, [{ sku: skus[0]!, quantity: 1 }]);
      expect((await orderApi(api.baseUrl).send(sendBody(guestCart, se))).status).toBe(201);
      await api.handle.db.execute(
        sql`UPDATE carts SET modified_at = now() - interval '400 days' WHERE id = ${guestCart.id}::uuid`,
      );
      await purgeAnonymousCarts(api.handle, 30);
      const [kept] = await api.handle.rows<{ status: string }>(
        sql`SELECT status FROM carts WHERE id = ${guestCart.id}::uuid`,
      );
      expect(kept?.status).toBe('ordered');
    } finally {
      await api.handle.db.execute(sql`DELETE FROM promotions WHERE id = ${id}`);
    }
  });
});
