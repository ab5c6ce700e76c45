import { createHttpClient, createOrderApi, HttpError } from '@workwear/client';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type DemoPrincipal, demoBearers } from '../../testing/demoBearers';
import {
  cartWithRows,
  ensureTestDelivery,
  newIdempotencyKey,
  orderApi,
  orderableSkus,
  sendBody,
  stockOf,
  type TestDelivery,
} from '../../testing/orderApi';
import { type TestServer, testServer } from '../../testing/testServer';

/**
 * Order send over real HTTP on the demo world: a guest, a signed-in consumer and a business buyer on
 * invoice each make an order; the order holds the cart's prices, the stock goes down with a
 * reservation per sku, the cart is ordered, and a repeat answers the same order.
 */
let api: TestServer;
let delivery: TestDelivery;
let skus: string[];
const who: Record<string, DemoPrincipal> = {};

beforeAll(async () => {
  api = await testServer();
  delivery = await ensureTestDelivery(api.handle);
  skus = await orderableSkus(api.handle, 6);
  Object.assign(who, await demoBearers(api.handle, ['elin.consumer', 'nils.user', 'oliver.consumer']));
});

const reservations = (orderId: string) =>
  api.handle.rows<{ sku: string; quantity: number; released_at: string | null }>(
    sql`SELECT sku, quantity, released_at FROM stock_reservations WHERE order_id = ${orderId}::uuid ORDER BY sku`,
  );

describe('a guest consumer sends an order', () => {
  it('writes the order at the cart’s prices, takes the stock and marks the cart ordered', async () => {
    const cart = await cartWithRows(api.baseUrl, [
      { sku: skus[0]!, quantity: 2 },
      { sku: skus[1]!, quantity: 1 },
    ]);
    const before = [await stockOf(api.handle, skus[0]!), await stockOf(api.handle, skus[1]!)];
    const res = await orderApi(api.baseUrl).send(sendBody(cart, delivery));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const order = res.body;
    expect(order.orderNo).toBeGreaterThanOrEqual(100001);
    expect(order.cartId).toBe(cart.id);
    expect(order.status).toBe(100);
    expect(order.paymentState).toBe('Pending');
    expect(order.awaitingPayment).toBe(true);
    expect(order.buyer.id).toBeNull();
    expect(order.lines.map((l: { sku: string }) => l.sku)).toEqual([skus[0], skus[1]]);
    expect(order.totals.productsGross).toBe(cart.totals.productsGross);
    // The test parcel's fee is 49 kr as paid (gross); its net is worked back with Sweden's 25 % VAT.
    expect(order.totals.deliveryNet).toBe(3920);
    expect(order.totals.deliveryGross).toBe(4900);
    expect(order.totals.totalGross).toBe(
      order.totals.productsGross - order.totals.discountGross + order.totals.deliveryGross,
    );
    expect(order.summary.totalPrice).toBe(order.totals.totalGross);
    expect(order.deliveryMethod).toMatchObject({ id: 91_001, carrierCode: 200, carrierType: 'parcel-b2b' });

    expect(await stockOf(api.handle, skus[0]!)).toBe(before[0]! - 2);
    expect(await stockOf(api.handle, skus[1]!)).toBe(before[1]! - 1);
    expect(await reservations(order.id)).toEqual([
      { sku: skus[0], quantity: 2, released_at: null },
      { sku: skus[1], quantity: 1, released_at: null },
    ]);
    const [stored] = await api.handle.rows<{ status: string; is_active: boolean }>(
      sql`SELECT status, is_active FROM carts WHERE id = ${cart.id}::uuid`,
    );
    expect(stored).toEqual({ status: 'ordered', is_active: false });

    const fetched = await orderApi(api.baseUrl).get(order.id);
    expect(fetched.status).toBe(200);
    expect(fetched.body).toEqual(order);
  });

  it('answers the same order to a second send of the cart, and to a repeat of the key', async () => {
    const cart = await cartWithRows(api.baseUrl, [{ sku: skus[2]!, quantity: 1 }]);
    const key = newIdempotencyKey();
    const client = orderApi(api.baseUrl);
    const first = await client.send(sendBody(cart, delivery), key);
    expect(first.status).toBe(201);
    const replay = await client.send(sendBody(cart, delivery), key);
    // The stored answer, status and all: the first send made the order.
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body.id).toBe(first.body.id);
    const again = await client.send(sendBody(cart, delivery));
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    const otherBody = await client.send(sendBody(cart, delivery, { comment: 'another body' }), key);
    expect(otherBody.status).toBe(422);
    const [count] = await api.handle.rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM orders WHERE cart_id = ${cart.id}::uuid`,
    );
    expect(Number(count!.n)).toBe(1);
  });

  it('refuses a send without an Idempotency-Key (400 naming the header)', async () => {
    const cart = await cartWithRows(api.baseUrl, [{ sku: skus[0]!, quantity: 1 }]);
    const res = await orderApi(api.baseUrl).send(sendBody(cart, delivery), null);
    expect(res.status).toBe(400);
    expect(res.body.details.fields[0].field).toBe('Idempotency-Key');
  });
});

describe('the typed client (packages/client createOrderApi)', () => {
  const typed = () =>
    createOrderApi(
      createHttpClient({
        baseUrl: api.baseUrl,
        defaultQuery: () => ({ marketId: 'SE', cultureCode: 'sv-SE' }),
      }),
    );

  it('answers an order code as a refused Result, and a key reused with another body as an HttpError 422', async () => {
    const cart = await cartWithRows(api.baseUrl, [{ sku: skus[5]!, quantity: 1 }]);
    const key = newIdempotencyKey();
    const sent = await typed().send(sendBody(cart, delivery), key);
    expect(sent.ok && sent.value.cartId).toBe(cart.id);

    // Not an order refusal: the body is the plain error shape, so the client throws it as it came.
    const reused = await typed()
      .send(sendBody(cart, delivery, { comment: 'another body' }), key)
      .catch((e: unknown) => e);
    expect(reused).toBeInstanceOf(HttpError);
    expect((reused as HttpError).status).toBe(422);

    const empty = await cartWithRows(api.baseUrl, []);
    const refused = await typed().send(sendBody(empty, delivery), newIdempotencyKey());
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.refusal).toMatchObject({
      orderErrorCode: 1,
      reason: 'CartProductsAreMissing',
    });
  });
});
