import { DISCOUNT_TYPE, ROLE } from '@workwear/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { DEFAULT_SECURITY } from '../../http/security';
import { createLogger } from '../../logger';
import { bearerFor } from '../../testing/accessTokens';
import { cartApi, insertPromotion, uniqueCode } from '../../testing/cartApi';
import {
  cartWithRows,
  orderApi,
  sendBody,
  setCompanySetting,
  setStock,
  stockOf,
  testCompanyBuyer,
} from '../../testing/orderApi';
import { orderTestBed, type TestDelivery, type TestServer } from '../../testing/orderTestBed';

/**
 * Every order code send produces today, each from the situation the spec names, over real HTTP. A
 * refused send changes nothing: the cart stays as it was, the stock too.
 */
let api: TestServer;
let delivery: TestDelivery;
let skus: string[];
const cleanups: (() => Promise<unknown>)[] = [];

beforeAll(async () => {
  ({ api, delivery, skus } = await orderTestBed(8));
});

afterAll(async () => {
  for (const undo of cleanups.reverse()) await undo();
});

/** Sends and expects a refusal with the code (and the skus, when given); the cart must stay unordered. */
async function expectRefused(
  res: { status: number; body: { orderErrorCode?: number; skus?: string[] } },
  code: number,
  cartId: string,
  skusAtFault?: string[],
) {
  expect(res.status, JSON.stringify(res.body)).toBe(code === 37 || code === 38 ? 409 : 422);
  expect(res.body.orderErrorCode).toBe(code);
  if (skusAtFault) expect(res.body.skus).toEqual([...skusAtFault].sort());
  const [cart] = await api.handle.rows<{ status: string }>(
    sql`SELECT status FROM carts WHERE id = ${cartId}::uuid`,
  );
  expect(cart?.status).not.toBe('ordered');
}

/** A promotion for the test, removed after the file's tests; its id. */
async function promotionForTest(promotion: Parameters<typeof insertPromotion>[1]): Promise<number> {
  const id = await insertPromotion(api.handle, promotion);
  cleanups.push(() => api.handle.db.execute(sql`DELETE FROM promotions WHERE id = ${id}`));
  return id;
}

/** A 10 % basket code in SE for the test: its code and id. */
async function basketCodeForTest(prefix: string) {
  const code = uniqueCode(prefix);
  const id = await promotionForTest({
    code,
    discountType: DISCOUNT_TYPE.DiscountBasket,
    percent: 1000,
    markets: ['se'],
  });
  return { code, id };
}

const insertRow = (cartId: string, sku: string, rowNumber: number) =>
  api.handle.db.execute(sql`
    INSERT INTO cart_rows (cart_id, row_number, sku, quantity, comment) VALUES (${cartId}::uuid, ${rowNumber}, ${sku}, 1, '')`);

describe('the cart itself', () => {
  it('1: an empty cart', async () => {
    const cart = await cartWithRows(api.baseUrl, []);
    await expectRefused(await orderApi(api.baseUrl).send(sendBody(cart, delivery)), 1, cart.id);
  });

  it('13: a sku that is not an article number, named', async () => {
    const cart = await cartWithRows(api.baseUrl, [{ sku: skus[0]!, quantity: 1 }]);
    await insertRow(cart.id, 'not-a-sku', 50);
    await expectRefused(await orderApi(api.baseUrl).send(sendBody(cart, delivery)), 13, cart.id, [
      'not-a-sku',
    ]);
  });

  it('8: a sku the catalogue does not have, named', async () => {
    const cart = await cartWithRows(api.baseUrl, [{ sku: skus[0]!, quantity: 1 }]);
    await insertRow(cart.id, 'ZZZZZZZZZZZZ99', 50);
    await expectRefused(await orderApi(api.baseUrl).send(sendBody(cart, delivery)), 8, cart.id, [
      'ZZZZZZZZZZZZ99',
    ]);
  });

  it('9: a sku with no stock row; 10: not enough stock, and the stock stays as it was', async () => {
    const cart = await cartWithRows(api.baseUrl, [
      { sku: skus[1]!, quantity: 2 },
      { sku: skus[2]!, quantity: 1 },
    ]);
    await api.handle.db.execute(sql`DELETE FROM stock WHERE sku = ${skus[2]!}`);
    cleanups.push(() => setStock(api.handle, [skus[2]!], 1000));
    await expectRefused(await orderApi(api.baseUrl).send(sendBody(cart, delivery)), 9, cart.id, [skus[2]!]);
    await setStock(api.handle, [skus[2]!], 1000);
    await setStock(api.handle, [skus[1]!], 1);
    cleanups.push(() => setStock(api.handle, [skus[1]!], 1000));
    await expectRefused(await orderApi(api.baseUrl).send(sendBody(cart, delivery)), 10, cart.id, [skus[1]!]);
    expect(await stockOf(api.handle, skus[1]!)).toBe(1);
    expect(await stockOf(api.handle, skus[2]!)).toBe(1000);
    // The summary says the same before any send.
    const summary = await orderApi(api.baseUrl).summary({
      cartId: cart.id,
      deliveryMethod: delivery.choice.standard,
    });
    expect(summary.status).toBe(422);
    expect(summary.body.orderErrorCode).toBe(10);
  });
});

describe('delivery', () => {
  it('14: a method that needs the buyer’s cellphone, without one', async () => {
    const cart = await cartWithRows(api.baseUrl, [{ sku: skus[0]!, quantity: 1 }]);
    const body = sendBody(cart, delivery, {
      deliveryMethod: delivery.choice.cellphone,
      buyer: { firstName: 'No', lastName: 'Phone', email: 'nophone@example.com' },
    });
    await expectRefused(await orderApi(api.baseUrl).send(body), 14, cart.id);
  });

  it('15: a method for free delivery only, with a delivery cost', async () => {
    const cart = await cartWithRows(api.baseUrl, [{ sku: skus[0]!, quantity: 1 }]);
    const body = sendBody(cart, delivery, { deliveryMethod: delivery.choice.freeOnly });
    await expectRefused(await orderApi(api.baseUrl).send(body), 15, cart.id);
  });

  it('16: a method not in the buyer’s group, or named with another entry', async () => {
    const cart = await cartWithRows(api.baseUrl, [{ sku: skus[0]!, quantity: 1 }]);
    const wrongEntry = {
      ...delivery.choice.standard,
      deliveryGroupEntryId: delivery.choice.cellphone.deliveryGroupEntryId,
    };
    await expectRefused(
      await orderApi(api.baseUrl).send(sendBody(cart, delivery, { deliveryMethod: wrongEntry })),
      16,
      cart.id,
    );
    const other = await api.handle.rows<{ id: number }>(sql`
      INSERT INTO delivery_groups (market, name) VALUES ('se', 'Another group') RETURNING id`);
    const groupId = Number(other[0]!.id);
    cleanups.push(() => api.handle.db.execute(sql`DELETE FROM delivery_groups WHERE id = ${groupId}`));
    const [entry] = await api.handle.rows<{ id: number }>(sql`
      INSERT INTO delivery_group_entries (delivery_group_id, delivery_method_id, fee_gross)
      VALUES (${groupId}, 91001, 0) RETURNING id`);
    const notMine = {
      deliveryMethodId: 91_001,
      deliveryGroupId: groupId,
      deliveryGroupEntryId: Number(entry!.id),
    };
    await expectRefused(
      await orderApi(api.baseUrl).send(sendBody(cart, delivery, { deliveryMethod: notMine })),
      16,
      cart.id,
    );
  });
});

describe('the delivery group a company buyer gets', () => {
  type OfferedGroup = {
    deliveryGroupId: number;
    methods: { deliveryMethodId: number; deliveryGroupEntryId: number }[];
  };
  /** The methods GET metadata/deliveryMethods offers the buyer in SE, as send's deliveryMethod. */
  async function offeredTo(bearer: string) {
    const res = await fetch(`${api.baseUrl}/api/metadata/deliveryMethods?marketId=SE&cultureCode=sv-SE`, {
      headers: { authorization: bearer },
    });
    expect(res.status).toBe(200);
    const [group] = (await res.json()) as OfferedGroup[];
    return group!.methods.map((m) => ({
      deliveryMethodId: m.deliveryMethodId,
      deliveryGroupId: group!.deliveryGroupId,
      deliveryGroupEntryId: m.deliveryGroupEntryId,
    }));
  }
  /** A group of the market with the standard test method, made the company's own group. */
  async function companyGroup(companyId: number, market: string) {
    const [group] = await api.handle.rows<{ id: number }>(sql`
      INSERT INTO delivery_groups (market, name) VALUES (${market}, ${`Company group ${market}`}) RETURNING id`);
    const groupId = Number(group!.id);
    cleanups.push(async () => {
      await api.handle.db.execute(sql`UPDATE companies SET delivery_group_id = NULL WHERE id = ${companyId}`);
      await api.handle.db.execute(sql`DELETE FROM delivery_groups WHERE id = ${groupId}`);
    });
    const [entry] = await api.handle.rows<{ id: number }>(sql`
      INSERT INTO delivery_group_entries (delivery_group_id, delivery_method_id, fee_gross)
      VALUES (${groupId}, 91001, 1000) RETURNING id`);
    await api.handle.db.execute(
      sql`UPDATE companies SET delivery_group_id = ${groupId} WHERE id = ${companyId}`,
    );
    return { deliveryMethodId: 91_001, deliveryGroupId: groupId, deliveryGroupEntryId: Number(entry!.id) };
  }
  const b2bSend = (buyer: { bearer: string }, cart: { id: string }, method: object) =>
    orderApi(api.baseUrl, buyer.bearer).send(
      sendBody(cart, delivery, { paymentMethodId: 20, useIncVat: false, deliveryMethod: method as never }),
    );

  it('is the company’s own group in its market: send accepts its method, and 16 for the default group’s', async () => {
    const buyer = await testCompanyBuyer(api.handle);
    const own = await companyGroup(buyer.companyId, 'se');
    const offered = await offeredTo(buyer.bearer);
    expect(offered).toEqual([own]);
    const outside = await cartWithRows(api.baseUrl, [{ sku: skus[0]!, quantity: 1 }], buyer.bearer);
    await expectRefused(await b2bSend(buyer, outside, delivery.choice.standard), 16, outside.id);
    const sent = await b2bSend(buyer, outside, offered[0]!);
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  });

  it('is the market’s default group when the company’s own is of another market: send accepts what is offered', async () => {
    const buyer = await testCompanyBuyer(api.handle);
    const abroad = await companyGroup(buyer.companyId, 'de');
    const offered = await offeredTo(buyer.bearer);
    expect(offered.every((m) => m.deliveryGroupId === delivery.groupId)).toBe(true);
    const standard = offered.find((m) => m.deliveryMethodId === delivery.choice.standard.deliveryMethodId)!;
    expect(standard).toEqual(delivery.choice.standard);
    const cart = await cartWithRows(api.baseUrl, [{ sku: skus[0]!, quantity: 1 }], buyer.bearer);
    await expectRefused(await b2bSend(buyer, cart, abroad), 16, cart.id);
    const sent = await b2bSend(buyer, cart, standard);
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  });
});

describe('the business buyer and their company', () => {
  const b2bBody = (cart: { id: string }, extra: Partial<Parameters<typeof sendBody>[2]> = {}) =>
    sendBody(cart, delivery, { paymentMethodId: 20, useIncVat: false, ...extra });

  it('3: a blocked company', async () => {
    const buyer = await testCompanyBuyer(api.handle);
    await api.handle.db.execute(sql`UPDATE companies SET blocked = true WHERE id = ${buyer.companyId}`);
    const cart = await cartWithRows(api.baseUrl, [{ sku: skus[0]!, quantity: 1 }], buyer.bearer);
    await expectRefused(await orderApi(api.baseUrl, buyer.bearer).send(b2bBody(cart)), 3, cart.id);
  });

  it('27: a company with DisableCheckout', async () => {
    const buyer = await testCompanyBuyer(api.handle, { DisableCheckout: 'True' });
    const cart = await cartWithRows(api.baseUrl, [{ sku: skus[0]!, quantity: 1 }], buyer.bearer);
    await expectRefused(await orderApi(api.baseUrl, buyer.bearer).send(b2bBody(cart)), 27, cart.id);
  });

  it('36: a punch-out session, which must go back to its purchasing system, not out as an order', async () => {
    const buyer = await testCompanyBuyer(api.handle);
    await api.handle.db.execute(
      sql`UPDATE companies SET punch_out_type = 'OCI4' WHERE id = ${buyer.companyId}`,
    );
    const punchOut = await bearerFor(api.handle, {
      customerId: buyer.customerId,
      companyId: buyer.companyId,
      role: ROLE.User,
      market: 'se',
      sessionId: `punch-out-${buyer.customerId}`,
      punchOutType: 'OCI4',
    });
    const cart = await cartWithRows(api.baseUrl, [{ sku: skus[0]!, quantity: 1 }], punchOut);
    const res = await orderApi(api.baseUrl, punchOut).send(b2bBody(cart));
    await expectRefused(res, 36, cart.id);
    expect(res.body).toMatchObject({ code: 'order_refused', reason: 'HookUrlIsMissing' });
  });

  it('24: a buyer id that is not a customer of the company', async () => {
    const buyer = await testCompanyBuyer(api.handle);
    const stranger = await testCompanyBuyer(api.handle);
    const cart = await cartWithRows(api.baseUrl, [{ sku: skus[0]!, quantity: 1 }], buyer.bearer);
    const body = b2bBody(cart, {
      buyer: { id: stranger.customerId, firstName: 'Some', lastName: 'One', email: 'some.one@example.com' },
    });
    await expectRefused(await orderApi(api.baseUrl, buyer.bearer).send(body), 24, cart.id);
  });

  it('26: UseProjectNumber without SalesRef, UseOrderNumber without OrderNumber', async () => {
    const buyer = await testCompanyBuyer(api.handle, { UseProjectNumber: 'True' });
    const cart = await cartWithRows(api.baseUrl, [{ sku: skus[0]!, quantity: 1 }], buyer.bearer);
    const client = orderApi(api.baseUrl, buyer.bearer);
    await expectRefused(await client.send(b2bBody(cart)), 26, cart.id);
    await setCompanySetting(api.handle, buyer.companyId, 'UseProjectNumber', null);
    await setCompanySetting(api.handle, buyer.companyId, 'UseOrderNumber', 'True');
    await expectRefused(await client.send(b2bBody(cart, { metadata: { SalesRef: 'P-1' } })), 26, cart.id);
    const sent = await client.send(b2bBody(cart, { metadata: { OrderNumber: 'PO-77' } }));
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body.metadata.OrderNumber).toBe('PO-77');
  });
});

describe('promotions', () => {
  it('12: a kept code that no longer applies', async () => {
    const { code, id } = await basketCodeForTest('ORD12');
    // A business cart in SE takes plain codes (ActivateDiscountCode; the engine serves consumers only).
    const buyer = await testCompanyBuyer(api.handle);
    const cart = await cartWithRows(api.baseUrl, [{ sku: skus[3]!, quantity: 1 }], buyer.bearer);
    const applied = await cartApi(api.baseUrl, buyer.bearer).upsert(
      cart.id,
      cart.version,
      'PromotionCode',
      code,
    );
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    await api.handle.db.execute(
      sql`UPDATE promotions SET valid_to = now() - interval '1 day' WHERE id = ${id}`,
    );
    const body = sendBody(cart, delivery, { paymentMethodId: 20, useIncVat: false });
    await expectRefused(await orderApi(api.baseUrl, buyer.bearer).send(body), 12, cart.id);
  });

  it('22: a code kept in a cart that takes no codes of its kind', async () => {
    const { code } = await basketCodeForTest('ORD22');
    // An anonymous Swedish cart takes the engine's codes (UseNorcePromotions), not plain ones.
    const cart = await cartWithRows(api.baseUrl, [{ sku: skus[3]!, quantity: 1 }]);
    await api.handle.db.execute(sql`
      INSERT INTO cart_metadata (cart_id, key, value) VALUES (${cart.id}::uuid, 'PromotionCode', ${code})`);
    await expectRefused(await orderApi(api.baseUrl).send(sendBody(cart, delivery)), 22, cart.id);
  });

  it('29: a gift promotion that started after the cart was last read', async () => {
    const cart = await cartWithRows(api.baseUrl, [{ sku: skus[4]!, quantity: 1 }]);
    const id = await promotionForTest({
      code: null,
      discountType: DISCOUNT_TYPE.AddProducts,
      giftSku: skus[5]!,
      engine: true,
      markets: ['se'],
      partNos: [skus[4]!.slice(0, 12)],
    });
    try {
      await expectRefused(await orderApi(api.baseUrl).send(sendBody(cart, delivery)), 29, cart.id);
    } finally {
      await api.handle.db.execute(sql`DELETE FROM promotions WHERE id = ${id}`);
    }
  });
});

describe('the payload and the market', () => {
  it('400 naming acceptTerms when the terms are not accepted, and each bad field', async () => {
    const cart = await cartWithRows(api.baseUrl, [{ sku: skus[0]!, quantity: 1 }]);
    const res = await orderApi(api.baseUrl).send(
      sendBody(cart, delivery, {
        acceptTerms: false,
        deliveryAddress: { addressLine1: 'Storgatan 1', zipCode: '1', city: 'Stockholm', countryId: 752 },
        buyer: { firstName: 'A', lastName: 'B', email: 'not-an-email' },
      }),
    );
    expect(res.status).toBe(400);
    const fields = res.body.details.fields.map((f: { field: string }) => f.field).sort();
    expect(fields).toEqual(['acceptTerms', 'buyer.email', 'deliveryAddress.zipCode']);
  });

  it('400 naming the row when the cart is not valid (a comment the company makes mandatory)', async () => {
    const buyer = await testCompanyBuyer(api.handle, { ActivateMandatoryRowCommentForAllRows: 'True' });
    const cart = await cartWithRows(api.baseUrl, [{ sku: skus[0]!, quantity: 1 }], buyer.bearer);
    expect(cart.valid).toBe(false);
    const res = await orderApi(api.baseUrl, buyer.bearer).send(
      sendBody(cart, delivery, { paymentMethodId: 20, useIncVat: false }),
    );
    expect(res.status).toBe(400);
    expect(res.body.details.fields[0].field).toBe(`rows.${cart.rows[0]!.id}.comment`);
  });

  it('400 naming paymentMethodId when a consumer asks to pay on invoice', async () => {
    const cart = await cartWithRows(api.baseUrl, [{ sku: skus[0]!, quantity: 1 }]);
    const res = await orderApi(api.baseUrl).send(sendBody(cart, delivery, { paymentMethodId: 20 }));
    expect(res.status).toBe(400);
    expect(res.body.details.fields[0].field).toBe('paymentMethodId');
  });

  it('404 for a cart that does not exist or is another buyer’s', async () => {
    const buyer = await testCompanyBuyer(api.handle);
    const theirs = await cartWithRows(api.baseUrl, [{ sku: skus[0]!, quantity: 1 }], buyer.bearer);
    expect((await orderApi(api.baseUrl).send(sendBody(theirs, delivery))).status).toBe(404);
    const missing = { id: '00000000-0000-4000-8000-000000000000' };
    expect((await orderApi(api.baseUrl).send(sendBody(missing, delivery))).status).toBe(404);
  });

  it('403 where checkout is not open (production, a market outside the checkout markets)', async () => {
    const { app } = createApp({
      handle: api.handle,
      logger: createLogger('silent'),
      cache: false,
      security: { ...DEFAULT_SECURITY, rateLimits: null },
      features: { environment: 'production' },
    });
    const res = await app.request('/api/order/orders/send', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'Idempotency-Key': 'k-403' },
      body: JSON.stringify(
        sendBody({ id: '00000000-0000-4000-8000-000000000000' }, delivery, {
          marketId: 'IS',
          cultureCode: 'en-IS',
        }),
      ),
    });
    expect(res.status).toBe(403);
  });
});
