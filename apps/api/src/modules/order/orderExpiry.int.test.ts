import { DEFAULT_RESERVATION_CAP, DISCOUNT_TYPE } from '@workwear/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartApi, insertPromotion, uniqueCode } from '../../testing/cartApi';
import {
  cartWithRows,
  orderApi,
  sendBody,
  setStock,
  stockOf,
  testCompanyBuyer,
} from '../../testing/orderApi';
import { orderTestBed, type TestDelivery, type TestServer } from '../../testing/orderTestBed';
import { expireUnpaidOrders } from './orderExpiry';

/**
 * Nothing is held without payment (issue 25, item 8), over real HTTP and the real database: an unpaid
 * card order expires after its time and gives back exactly its stock and its promotion use, the buyer
 * is told by e-mail and by the order itself; a guest's or consumer's order takes at most the market's
 * cap of one sku. The same under concurrent sends is orderExpiryConcurrency.int.test.ts (PostgreSQL).
 */
let api: TestServer;
let delivery: TestDelivery;
let skus: string[];
const cleanups: (() => Promise<unknown>)[] = [];
const MINUTES = 30;
const expiry = () =>
  expireUnpaidOrders({ handle: api.handle, publicOriginOf: () => 'https://shop.example' }, MINUTES);

beforeAll(async () => {
  ({ api, delivery, skus } = await orderTestBed(4));
});

afterAll(async () => {
  for (const undo of cleanups.reverse()) await undo();
});

/** Makes an order look `minutes` old, as if the buyer had left the payment page that long ago. */
const age = (orderId: string, minutes: number) =>
  api.handle.db.execute(
    sql`UPDATE orders SET created_at = now() - make_interval(mins => ${minutes}) WHERE id = ${orderId}::uuid`,
  );

const usesOf = async (promotionId: number) =>
  Number(
    (
      await api.handle.rows<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM promotion_uses WHERE promotion_id = ${promotionId}`,
      )
    )[0]!.n,
  );

const expiryMails = (orderNo: number) =>
  api.handle.rows<{ to: string; language: string; url: string }>(sql`
    SELECT payload->>'to' AS to, payload->>'language' AS language, payload->'data'->>'url' AS url
    FROM outbox WHERE topic = 'mail.send' AND payload->>'template' = 'orderExpired'
      AND (payload->'data'->>'orderNo')::int = ${orderNo}`);

describe('an unpaid card order', () => {
  it('expires after its time: exactly its stock and its promotion use go back, the buyer is told', async () => {
    const [sku] = skus;
    await setStock(api.handle, [sku!], 40);
    const code = uniqueCode('EXP');
    const promotionId = await insertPromotion(api.handle, {
      code,
      discountType: DISCOUNT_TYPE.DiscountBasket,
      percent: 1000,
      markets: ['se'],
      usageLimit: 1,
    });
    cleanups.push(() => api.handle.db.execute(sql`DELETE FROM promotions WHERE id = ${promotionId}`));
    // A business buyer paying by card: a business cart in SE takes plain codes (ActivateDiscountCode).
    const buyer = await testCompanyBuyer(api.handle);
    const cart = await cartWithRows(api.baseUrl, [{ sku: sku!, quantity: 3 }], buyer.bearer);
    const applied = await cartApi(api.baseUrl, buyer.bearer).upsert(
      cart.id,
      cart.version,
      'PromotionCode',
      code,
    );
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    const owner = orderApi(api.baseUrl, buyer.bearer);
    const guest = orderApi(api.baseUrl);
    const sent = await owner.send(sendBody(cart, delivery, { cultureCode: 'sv-SE' }));
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const young = await guest.send(
      sendBody(await cartWithRows(api.baseUrl, [{ sku: sku!, quantity: 2 }]), delivery),
    );
    expect(await stockOf(api.handle, sku!)).toBe(35);
    expect(await usesOf(promotionId)).toBe(1);

    // Not yet past its time: nothing happens.
    // (The state is asserted, not the sweep's answer: on the PostgreSQL server another file's sweep
    // may run at the same moment and expire it first.)
    await age(sent.body.id, MINUTES - 1);
    await expiry();
    expect(await stockOf(api.handle, sku!)).toBe(35);
    expect((await owner.get(sent.body.id)).body.awaitingPayment).toBe(true);

    await age(sent.body.id, MINUTES + 1);
    await expiry();
    expect(await stockOf(api.handle, sku!)).toBe(38);
    expect(await usesOf(promotionId)).toBe(0);
    const order = await owner.get(sent.body.id);
    expect(order.body).toMatchObject({ paymentState: 'Cancelled', status: 0, awaitingPayment: false });
    expect(order.body.expiredAt).toEqual(expect.any(String));
    expect(await expiryMails(sent.body.orderNo)).toEqual([
      {
        to: 'buyer@example.com',
        language: 'sv',
        url: `https://shop.example/sv/kassan/status/avbruten?order=${sent.body.id}`,
      },
    ]);
    const pay = await owner.pay(sent.body.id, {
      paymentMethodId: 168,
      card: { number: '4111 1111 1111 1111', expiry: '12/30', cvc: '123' },
    });
    expect(pay.status).toBe(409);

    // Once: a second sweep gives nothing back again; the young order keeps its stock.
    await expiry();
    expect(await stockOf(api.handle, sku!)).toBe(38);
    expect((await guest.get(young.body.id)).body.awaitingPayment).toBe(true);
    expect(await expiryMails(sent.body.orderNo)).toHaveLength(1);
  });

  it('is not expired once paid, nor when paid on invoice', async () => {
    const [, sku] = skus;
    const guest = orderApi(api.baseUrl);
    const paid = await guest.send(
      sendBody(await cartWithRows(api.baseUrl, [{ sku: sku!, quantity: 1 }]), delivery),
    );
    await guest.pay(paid.body.id, {
      paymentMethodId: 168,
      card: { number: '4111 1111 1111 1111', expiry: '12/30', cvc: '123' },
    });
    const buyer = await testCompanyBuyer(api.handle);
    const invoiced = await orderApi(api.baseUrl, buyer.bearer).send(
      sendBody(await cartWithRows(api.baseUrl, [{ sku: sku!, quantity: 1 }], buyer.bearer), delivery, {
        paymentMethodId: 20,
        useIncVat: false,
      }),
    );
    expect(invoiced.status, JSON.stringify(invoiced.body)).toBe(201);
    await age(paid.body.id, MINUTES * 10);
    await age(invoiced.body.id, MINUTES * 10);
    await expiry();
    expect((await guest.get(paid.body.id)).body.paymentState).toBe('Confirmed');
    expect((await orderApi(api.baseUrl, buyer.bearer).get(invoiced.body.id)).body).toMatchObject({
      paymentState: 'Confirmed',
      expiredAt: null,
    });
  });

  it('gives its promotion use back when the buyer cancels it too', async () => {
    const [, , sku] = skus;
    const code = uniqueCode('CXL');
    const promotionId = await insertPromotion(api.handle, {
      code,
      discountType: DISCOUNT_TYPE.DiscountBasket,
      percent: 1000,
      markets: ['se'],
      usageLimit: 1,
    });
    cleanups.push(() => api.handle.db.execute(sql`DELETE FROM promotions WHERE id = ${promotionId}`));
    const buyer = await testCompanyBuyer(api.handle);
    const cart = await cartWithRows(api.baseUrl, [{ sku: sku!, quantity: 1 }], buyer.bearer);
    await cartApi(api.baseUrl, buyer.bearer).upsert(cart.id, cart.version, 'PromotionCode', code);
    const owner = orderApi(api.baseUrl, buyer.bearer);
    const sent = await owner.send(sendBody(cart, delivery));
    expect(await usesOf(promotionId)).toBe(1);
    expect((await owner.cancel(sent.body.id)).status).toBe(200);
    expect(await usesOf(promotionId)).toBe(0);
  });
});

describe('the quantity a guest or consumer order may take of one sku', () => {
  it('is capped (code 10 naming the sku, nothing taken); a business buyer is not capped', async () => {
    const [, , , sku] = skus;
    const all = DEFAULT_RESERVATION_CAP + 143;
    await setStock(api.handle, [sku!], all);
    // Split over two rows: the cap counts the sku over the whole order.
    const cart = await cartWithRows(api.baseUrl, [
      { sku: sku!, quantity: DEFAULT_RESERVATION_CAP },
      { sku: sku!, quantity: 1 },
    ]);
    const refused = await orderApi(api.baseUrl).send(sendBody(cart, delivery));
    expect(refused.status, JSON.stringify(refused.body)).toBe(422);
    expect(refused.body).toMatchObject({ orderErrorCode: 10, skus: [sku] });
    expect(refused.body.message).toContain(String(DEFAULT_RESERVATION_CAP));
    expect(await stockOf(api.handle, sku!)).toBe(all);

    const atCap = await cartWithRows(api.baseUrl, [{ sku: sku!, quantity: DEFAULT_RESERVATION_CAP }]);
    expect((await orderApi(api.baseUrl).send(sendBody(atCap, delivery))).status).toBe(201);

    const buyer = await testCompanyBuyer(api.handle);
    const bulk = await cartWithRows(
      api.baseUrl,
      [{ sku: sku!, quantity: DEFAULT_RESERVATION_CAP + 1 }],
      buyer.bearer,
    );
    const sent = await orderApi(api.baseUrl, buyer.bearer).send(
      sendBody(bulk, delivery, { paymentMethodId: 20, useIncVat: false }),
    );
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  });
});
