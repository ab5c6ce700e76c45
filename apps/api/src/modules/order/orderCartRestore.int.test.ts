import { DISCOUNT_TYPE } from '@workwear/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartApi, insertPromotion, uniqueCode } from '../../testing/cartApi';
import { cartWithRows, orderApi, sendBody, stockOf, testCompanyBuyer } from '../../testing/orderApi';
import { orderTestBed, type TestDelivery, type TestServer } from '../../testing/orderTestBed';
import { expireUnpaidOrders } from './orderExpiry';
import { MAX_DECLINED_PAYMENTS } from './orderPayments';

/**
 * A card order given up gives its cart back (issue 25, item 9): after a cancel on the payment page or
 * an expiry the buyer's active cart holds the lines again as they were sent (co-workers, comments,
 * split rows), a saved cart that was reopened and sent comes back under its name, and the cart may be
 * sent again as a new order.
 */
let api: TestServer;
let delivery: TestDelivery;
let skus: string[];
const cleanups: (() => Promise<unknown>)[] = [];

beforeAll(async () => {
  ({ api, delivery, skus } = await orderTestBed(3));
});

afterAll(async () => {
  for (const undo of cleanups.reverse()) await undo();
});

/** The rows as stored, in their order: what must come back unchanged. */
const rowsOf = (cartId: string) =>
  api.handle.rows<{
    row_number: number;
    sku: string;
    quantity: number;
    comment: string;
    co_worker_id: number | null;
  }>(
    sql`SELECT row_number, sku, quantity, comment, co_worker_id FROM cart_rows
        WHERE cart_id = ${cartId}::uuid ORDER BY row_number`,
  );

describe('a cancelled card payment', () => {
  it('puts the reopened saved cart back as the active cart, rows, co-workers, comments and splits as sent', async () => {
    const buyer = await testCompanyBuyer(api.handle);
    const carts = cartApi(api.baseUrl, buyer.bearer);
    const code = uniqueCode('RST');
    const promotionId = await insertPromotion(api.handle, {
      code,
      discountType: DISCOUNT_TYPE.DiscountBasket,
      percent: 1000,
      markets: ['se'],
    });
    cleanups.push(() => api.handle.db.execute(sql`DELETE FROM promotions WHERE id = ${promotionId}`));

    // A saved cart "Site kit", reopened later, with a comment, a co-worker and a split row.
    let cart = await cartWithRows(api.baseUrl, [{ sku: skus[0]!, quantity: 3 }], buyer.bearer);
    const row = cart.rows[0]!;
    cart = (
      await carts.updateRow(cart.id, row.id, {
        version: cart.version,
        comment: 'North gate',
        coWorkerId: buyer.customerId,
      })
    ).body;
    cart = (await carts.split(cart.id, row.id, { version: cart.version, quantity: 1 })).body;
    cart = (await carts.add(cart.id, { sku: skus[1]!, quantity: 2, version: cart.version })).body;
    const saved = await carts.update(cart.id, {
      version: cart.version,
      name: 'Site kit',
      metadata: { Status: 'saved', IsActive: 'False' },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const other = (await carts.create()).body;
    const reopened = await carts.update(cart.id, {
      version: saved.body.version,
      metadata: { Status: 'default', IsActive: 'True' },
    });
    expect(reopened.status).toBe(200);
    const withCode = await carts.upsert(cart.id, reopened.body.version, 'PromotionCode', code);
    expect(withCode.status, JSON.stringify(withCode.body)).toBe(200);
    const sentRows = await rowsOf(cart.id);
    expect(sentRows.map((r) => [r.sku, r.quantity, r.comment, r.co_worker_id])).toEqual([
      [skus[0], 2, 'North gate', buyer.customerId],
      [skus[0], 1, expect.any(String), null],
      [skus[1], 2, '', null],
    ]);
    expect(
      (
        await api.handle.rows(
          sql`SELECT 1 FROM cart_metadata WHERE cart_id = ${cart.id}::uuid AND key = 'PromotionCode'`,
        )
      ).length,
    ).toBe(1);

    const orders = orderApi(api.baseUrl, buyer.bearer);
    const sent = await orders.send(sendBody(cart, delivery));
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    // After the send the buyer starts a new cart and puts something in it.
    const next = (await carts.create()).body;
    expect(next.id).not.toBe(other.id);
    await carts.add(next.id, { sku: skus[2]!, quantity: 1, version: next.version });

    expect((await orders.cancel(sent.body.id)).status).toBe(200);
    const back = await carts.get(cart.id);
    expect(back.body).toMatchObject({ status: 'default', isActive: true, name: 'Site kit' });
    expect(await rowsOf(cart.id)).toEqual(sentRows);
    const codes = await api.handle.rows<{ value: string }>(
      sql`SELECT value FROM cart_metadata WHERE cart_id = ${cart.id}::uuid AND key = 'PromotionCode'`,
    );
    expect(codes).toEqual([]);
    // The cart the buyer had started meanwhile is kept as a saved cart, not lost.
    const list = await carts.call<{ id: string; status: string; isActive: boolean }[]>(
      'GET',
      '/api/cart/carts',
    );
    expect(list.body.find((c) => c.id === next.id)).toMatchObject({ status: 'saved', isActive: false });
    expect(list.body.filter((c) => c.isActive).map((c) => c.id)).toEqual([cart.id]);
    expect((await carts.create()).body.id).toBe(cart.id);

    // Sent again, it is a new order; the cancelled one stays as it was.
    const again = await orders.send(sendBody((await carts.get(cart.id)).body, delivery));
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    expect(again.body.id).not.toBe(sent.body.id);
    expect((await orders.get(sent.body.id)).body.paymentState).toBe('Cancelled');
  });
});

describe('a card payment that fails for good', () => {
  it(`gives the order up after ${MAX_DECLINED_PAYMENTS} declines: stock and cart back, no more attempts`, async () => {
    const cart = await cartWithRows(api.baseUrl, [{ sku: skus[2]!, quantity: 2 }]);
    const sentRows = await rowsOf(cart.id);
    const orders = orderApi(api.baseUrl);
    const sent = await orders.send(sendBody(cart, delivery));
    const stockSent = await stockOf(api.handle, skus[2]!);
    const decline = () =>
      orders.pay(sent.body.id, {
        paymentMethodId: 168,
        card: { number: '4000 0000 0000 0002', expiry: '12/30', cvc: '123' },
      });
    for (let i = 1; i < MAX_DECLINED_PAYMENTS; i++) {
      expect((await decline()).body.order).toMatchObject({ paymentState: 'Failed', awaitingPayment: true });
    }
    expect(await stockOf(api.handle, skus[2]!)).toBe(stockSent);
    const last = await decline();
    expect(last.body).toMatchObject({
      state: 'Failed',
      order: { paymentState: 'Cancelled', awaitingPayment: false },
    });
    expect(await stockOf(api.handle, skus[2]!)).toBe(stockSent! + 2);
    expect((await cartApi(api.baseUrl).get(cart.id)).body.status).toBe('default');
    expect(await rowsOf(cart.id)).toEqual(sentRows);
    expect((await decline()).status).toBe(409);
  });
});

describe('an expired unpaid order', () => {
  it('gives an anonymous buyer the cart their cookie names back, with its rows', async () => {
    const cart = await cartWithRows(api.baseUrl, [
      { sku: skus[0]!, quantity: 1 },
      { sku: skus[1]!, quantity: 2 },
    ]);
    const sentRows = await rowsOf(cart.id);
    const sent = await orderApi(api.baseUrl).send(sendBody(cart, delivery));
    expect(sent.status).toBe(201);
    expect((await cartApi(api.baseUrl).get(cart.id)).body.status).toBe('ordered');
    await api.handle.db.execute(
      sql`UPDATE orders SET created_at = now() - interval '2 hours' WHERE id = ${sent.body.id}::uuid`,
    );
    await expireUnpaidOrders({ handle: api.handle, publicOriginOf: () => 'https://shop.example' }, 30);
    const back = await cartApi(api.baseUrl).get(cart.id);
    expect(back.body).toMatchObject({ status: 'default', isActive: true });
    expect(await rowsOf(cart.id)).toEqual(sentRows);
  });
});
