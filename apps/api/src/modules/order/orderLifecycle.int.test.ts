import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cartApi } from '../../testing/cartApi';
import { type DemoPrincipal, demoBearers } from '../../testing/demoBearers';
import {
  cartWithRows,
  orderApi,
  sendBody,
  setStock,
  stockOf,
  type TestBuyer,
  testCompanyBuyer,
} from '../../testing/orderApi';
import { orderTestBed, type TestDelivery, type TestServer } from '../../testing/orderTestBed';

/**
 * After send, over real HTTP: a signed-in consumer's and a business buyer's orders, the confirmation
 * e-mail in the outbox in the order's language, card payments declined and retried, a cancel that
 * gives the stock back, the history sorted and paged, reorder, and who may reach an order.
 */
let api: TestServer;
let delivery: TestDelivery;
let skus: string[];
let business: TestBuyer;
const who: Record<string, DemoPrincipal> = {};

beforeAll(async () => {
  ({ api, delivery, skus } = await orderTestBed(6));
  business = await testCompanyBuyer(api.handle);
  Object.assign(who, await demoBearers(api.handle, ['elin.consumer', 'oliver.consumer']));
});

/** The confirmation e-mails queued for an order (the outbox's mail.send entries naming it). */
const mailsOf = (orderId: string) =>
  api.handle.rows<{ to: string; language: string; template: string }>(sql`
    SELECT payload->>'to' AS to, payload->>'language' AS language, payload->>'template' AS template
    FROM outbox WHERE topic = 'mail.send' AND payload->'data'->'order'->>'id' = ${orderId} ORDER BY id`);

const card = (number: string) => ({ paymentMethodId: 168, card: { number, expiry: '12/30', cvc: '123' } });

describe('a signed-in consumer', () => {
  it('sends with a card: the order is theirs, awaits payment, and the buyer gets a fresh cart', async () => {
    const bearer = who['elin.consumer']!.bearer;
    const cart = await cartWithRows(api.baseUrl, [{ sku: skus[0]!, quantity: 1 }], bearer);
    const res = await orderApi(api.baseUrl, bearer).send(sendBody(cart, delivery));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.paymentState).toBe('Pending');
    expect(await mailsOf(res.body.id)).toEqual([]);
    const next = await cartApi(api.baseUrl, bearer).create();
    expect(next.status).toBe(201);
    expect(next.body.id).not.toBe(cart.id);
    // The ordered cart takes no change any more.
    const add = await cartApi(api.baseUrl, bearer).add(cart.id, { sku: skus[1]!, quantity: 1 });
    expect(add.status).toBe(422);
  });

  it('pays after a decline: Failed with the reason, then Confirmed with the e-mail in the order’s language', async () => {
    const bearer = who['oliver.consumer']!.bearer;
    const cart = await cartWithRows(api.baseUrl, [{ sku: skus[1]!, quantity: 1 }], bearer);
    const client = orderApi(api.baseUrl, bearer);
    const sent = await client.send(sendBody(cart, delivery, { cultureCode: 'en-SE' }));
    expect(sent.status).toBe(201);
    const id = sent.body.id;

    const badNumber = await client.pay(id, card('4111 1111 1111 1112'));
    expect(badNumber.status).toBe(400);
    expect(badNumber.body.details.fields[0].field).toBe('card.number');

    const declined = await client.pay(id, card('4000 0000 0000 0002'));
    expect(declined.status).toBe(200);
    expect(declined.body).toMatchObject({ state: 'Failed', declineReason: 'insufficient_funds' });
    expect(declined.body.order).toMatchObject({ paymentState: 'Failed', awaitingPayment: true });
    const expired = await client.pay(id, card('4000 0000 0000 0069'));
    expect(expired.body.declineReason).toBe('expired_card');
    const unsupported = await client.pay(id, card('4242 4242 4242 4242'));
    expect(unsupported.body.declineReason).toBe('card_not_supported');
    expect(await mailsOf(id)).toEqual([]);

    const paid = await client.pay(id, card('5555 5555 5555 4444'));
    expect(paid.body).toMatchObject({
      state: 'Confirmed',
      order: { paymentState: 'Confirmed', awaitingPayment: false },
    });
    expect(await mailsOf(id)).toEqual([
      { to: 'buyer@example.com', language: 'en', template: 'orderConfirmation' },
    ]);
    const again = await client.pay(id, card('4111 1111 1111 1111'));
    expect(again.status).toBe(409);
    const attempts = await api.handle.rows<{ state: string; error: string | null }>(
      sql`SELECT state, error FROM payments WHERE order_id = ${id}::uuid ORDER BY id`,
    );
    expect(attempts.map((a) => a.state)).toEqual(['Failed', 'Failed', 'Failed', 'Confirmed']);
  });

  it('cancels an unpaid order: payment Cancelled, status Default, the stock back', async () => {
    const bearer = who['elin.consumer']!.bearer;
    await setStock(api.handle, [skus[2]!], 50);
    const cart = await cartWithRows(api.baseUrl, [{ sku: skus[2]!, quantity: 3 }], bearer);
    const client = orderApi(api.baseUrl, bearer);
    const sent = await client.send(sendBody(cart, delivery));
    expect(await stockOf(api.handle, skus[2]!)).toBe(47);
    const cancelled = await client.cancel(sent.body.id);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ paymentState: 'Cancelled', status: 0, awaitingPayment: false });
    expect(await stockOf(api.handle, skus[2]!)).toBe(50);
    const [reservation] = await api.handle.rows<{ released: boolean }>(
      sql`SELECT released_at IS NOT NULL AS released FROM stock_reservations WHERE order_id = ${sent.body.id}::uuid`,
    );
    expect(reservation?.released).toBe(true);
    expect((await client.cancel(sent.body.id)).status).toBe(409);
    expect((await client.pay(sent.body.id, card('4111111111111111'))).status).toBe(409);
  });
});

describe('a business buyer on invoice', () => {
  it('sends: the order is confirmed at once and the confirmation e-mail is queued in the same send', async () => {
    const cart = await cartWithRows(api.baseUrl, [{ sku: skus[3]!, quantity: 2 }], business.bearer);
    const body = sendBody(cart, delivery, {
      paymentMethodId: 20,
      useIncVat: false,
      buyer: { id: business.customerId, firstName: 'Bo', lastName: 'Buyer', email: 'bo@example.com' },
      metadata: { OrderLabel: 'Site 4', ExtraOrderConfirmationEmail: 'boss@example.com' },
      comment: 'Leave at\nthe gate',
    });
    const res = await orderApi(api.baseUrl, business.bearer).send(body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      paymentState: 'Confirmed',
      awaitingPayment: false,
      paymentMethodId: 20,
      comment: 'Leave at the gate',
      buyer: { id: business.customerId, companyId: business.companyId },
      metadata: { OrderLabel: 'Site 4' },
    });
    expect(res.body.summary.totalProducts).toBe(res.body.totals.productsNet);
    expect(await mailsOf(res.body.id)).toEqual([
      { to: 'bo@example.com', language: 'sv', template: 'orderConfirmation' },
      { to: 'boss@example.com', language: 'sv', template: 'orderConfirmation' },
    ]);
    expect(
      (await orderApi(api.baseUrl, business.bearer).pay(res.body.id, card('4111111111111111'))).status,
    ).toBe(409);
  });
});

describe('who reaches an order', () => {
  it('a guest order by its id alone; a signed-in buyer’s only by them (404 for anyone else)', async () => {
    const guestCart = await cartWithRows(api.baseUrl, [{ sku: skus[0]!, quantity: 1 }]);
    const guest = (await orderApi(api.baseUrl).send(sendBody(guestCart, delivery))).body;
    expect((await orderApi(api.baseUrl, who['elin.consumer']!.bearer).get(guest.id)).status).toBe(200);

    const bearer = who['elin.consumer']!.bearer;
    const cart = await cartWithRows(api.baseUrl, [{ sku: skus[0]!, quantity: 1 }], bearer);
    const mine = (await orderApi(api.baseUrl, bearer).send(sendBody(cart, delivery))).body;
    expect((await orderApi(api.baseUrl, bearer).get(mine.id)).status).toBe(200);
    for (const other of [undefined, who['oliver.consumer']!.bearer, business.bearer]) {
      const client = orderApi(api.baseUrl, other);
      expect((await client.get(mine.id)).status).toBe(404);
      expect((await client.cancel(mine.id)).status).toBe(404);
      expect((await client.pay(mine.id, card('4111111111111111'))).status).toBe(404);
      expect((await client.reorder(mine.id)).status).toBe(404);
      // Sending the buyer's ordered cart as someone else: the cart is not theirs either.
      expect((await client.send(sendBody(cart, delivery))).status).toBe(404);
    }
    expect((await orderApi(api.baseUrl).get('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await orderApi(api.baseUrl).get('not-a-uuid')).status).toBe(400);
  });
});

describe('order history', () => {
  it('lists a buyer’s own orders, sorted and paged; 401 when not signed in', async () => {
    const buyer = await testCompanyBuyer(api.handle);
    const numbers = ['PO-B', 'PO-C', 'PO-A'];
    for (const orderNumber of numbers) {
      const cart = await cartWithRows(api.baseUrl, [{ sku: skus[4]!, quantity: 1 }], buyer.bearer);
      const res = await orderApi(api.baseUrl, buyer.bearer).send(
        sendBody(cart, delivery, {
          paymentMethodId: 20,
          useIncVat: false,
          metadata: { OrderNumber: orderNumber },
        }),
      );
      expect(res.status).toBe(201);
    }
    const client = orderApi(api.baseUrl, buyer.bearer);
    const byDate = await client.list();
    expect(byDate.status).toBe(200);
    expect(byDate.body.total).toBe(3);
    expect(byDate.body.results.map((r: { orderNumber: string }) => r.orderNumber)).toEqual([
      'PO-A',
      'PO-C',
      'PO-B',
    ]);
    const byNumber = await client.list('sortField=OrderNumber&sortOrder=Asc');
    expect(byNumber.body.results.map((r: { orderNumber: string }) => r.orderNumber)).toEqual([
      'PO-A',
      'PO-B',
      'PO-C',
    ]);
    const byOrderNo = await client.list('sortField=OrderNo&sortOrder=Asc&pageSize=2&page=2');
    expect(byOrderNo.body).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(byOrderNo.body.results.map((r: { orderNumber: string }) => r.orderNumber)).toEqual(['PO-A']);
    expect(byOrderNo.body.results[0]).toMatchObject({
      status: 100,
      paymentState: 'Confirmed',
      lineCount: 1,
      lineStatus: 0,
    });
    for (const sortField of ['Id', 'BuyerEmail', 'Status', 'DispatchNumber', 'Date']) {
      const res = await client.list(`sortField=${sortField}`);
      expect(res.status).toBe(200);
      expect(res.body.total).toBe(3);
    }
    expect((await orderApi(api.baseUrl).list()).status).toBe(401);
    const other = await orderApi(api.baseUrl, business.bearer).list();
    expect(other.body.results.some((r: { orderNumber: string }) => numbers.includes(r.orderNumber))).toBe(
      false,
    );
  });
});

describe('reorder', () => {
  it('adds the lines to the buyer’s cart, telling which are added, at another price, or gone', async () => {
    const bearer = who['elin.consumer']!.bearer;
    const cart = await cartWithRows(
      api.baseUrl,
      [
        { sku: skus[0]!, quantity: 1 },
        { sku: skus[5]!, quantity: 2 },
      ],
      bearer,
    );
    const order = (await orderApi(api.baseUrl, bearer).send(sendBody(cart, delivery))).body;
    // One line's price as the order kept it differs from today's; the other's sku is no longer sold.
    await api.handle.db.execute(
      sql`UPDATE order_lines SET unit_gross = unit_gross + 100 WHERE order_id = ${order.id}::uuid AND sku = ${skus[0]!}`,
    );
    const gone = 'ZZZZZZZZZZZZ42';
    // Line and reservation alike, so the order still holds what its lines took (orderInvariants).
    for (const table of ['order_lines', 'stock_reservations']) {
      await api.handle.db.execute(
        sql`UPDATE ${sql.identifier(table)} SET sku = ${gone} WHERE order_id = ${order.id}::uuid AND sku = ${skus[5]!}`,
      );
    }
    const res = await orderApi(api.baseUrl, bearer).reorder(order.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.lines).toEqual([
      expect.objectContaining({ sku: skus[0], outcome: 'priceChanged', price: order.lines[0].unitGross }),
      expect.objectContaining({ sku: gone, outcome: 'unavailable', price: null }),
    ]);
    expect(res.body.cart.id).not.toBe(cart.id);
    expect(res.body.cart.rows.map((r: { sku: string }) => r.sku)).toEqual([skus[0]]);
    const again = await orderApi(api.baseUrl, bearer).reorder(order.id, { cartId: res.body.cart.id });
    expect(again.body.cart.id).toBe(res.body.cart.id);
    expect(again.body.cart.rows[0].quantity).toBe(2);
  });
});
