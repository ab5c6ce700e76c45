import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cartApi } from '../../testing/cartApi';
import { cartWithRows, orderApi, sendBody, testCompanyBuyer } from '../../testing/orderApi';
import { orderTestBed, type TestDelivery, type TestServer } from '../../testing/orderTestBed';

/**
 * Order again for a business buyer (issue 27, item 10): the new cart has the order's rows as they
 * were, each with its co-worker and comment, split rows still split, and the order's purchase order
 * and project numbers kept on the cart for checkout to fill in.
 */
let api: TestServer;
let delivery: TestDelivery;
let skus: string[];

beforeAll(async () => {
  ({ api, delivery, skus } = await orderTestBed(2));
});

async function coWorkerIn(companyId: number, tag: string): Promise<number> {
  const [row] = await api.handle.rows<{ id: number }>(sql`
    INSERT INTO customers (customer_code, first_name, last_name, email_address, market_name, language)
    VALUES (${`REORDER-${tag}`}, 'Åsa', 'Łukasik', ${`reorder-${tag}@example.com`}, 'se', 'sv') RETURNING id`);
  await api.handle.db.execute(
    sql`INSERT INTO customer_companies (customer_id, company_id, is_default) VALUES (${row!.id}, ${companyId}, true)`,
  );
  return Number(row!.id);
}

const metaOf = (cart: { metadata: { key: string; value: string }[] }, key: string) =>
  cart.metadata.find((m) => m.key === key)?.value;

describe('order again (business)', () => {
  it('keeps co-workers, comments, split rows and the purchase order and project numbers', async () => {
    const buyer = await testCompanyBuyer(api.handle);
    const coWorker = await coWorkerIn(buyer.companyId, `${Date.now()}`);
    const carts = cartApi(api.baseUrl, buyer.bearer);
    let cart = await cartWithRows(api.baseUrl, [{ sku: skus[0]!, quantity: 2 }], buyer.bearer);
    const first = cart.rows[0]!;
    cart = (
      await carts.updateRow(cart.id, first.id, {
        version: cart.version,
        coWorkerId: coWorker,
        comment: 'Hjälm ę',
      })
    ).body;
    // Two rows of one sku without a co-worker: a split, which a merge would undo.
    cart = (await carts.add(cart.id, { sku: skus[1]!, quantity: 2, version: cart.version })).body;
    const toSplit = cart.rows.find((r) => r.sku === skus[1])!;
    const split = await carts.split(cart.id, toSplit.id, { version: cart.version, quantity: 1 });
    expect(split.status, JSON.stringify(split.body)).toBe(200);
    cart = split.body;
    expect(cart.rows.filter((r) => r.sku === skus[1]).map((r) => r.quantity)).toEqual([1, 1]);

    const sent = await orderApi(api.baseUrl, buyer.bearer).send(
      sendBody(cart, delivery, {
        paymentMethodId: 20,
        useIncVat: false,
        metadata: { OrderNumber: 'PO-4711', SalesRef: 'Projekt Åby 88' },
      }),
    );
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);

    const res = await orderApi(api.baseUrl, buyer.bearer).reorder(sent.body.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const again = res.body.cart;
    expect(again.id).not.toBe(cart.id);
    const shape = (rows: typeof cart.rows) =>
      rows
        .map((r) => ({ sku: r.sku, quantity: r.quantity, coWorkerId: r.coWorkerId, comment: r.comment }))
        .sort((a, b) => `${a.sku}${a.coWorkerId}`.localeCompare(`${b.sku}${b.coWorkerId}`));
    expect(shape(again.rows)).toEqual(shape(cart.rows));
    expect(again.rows.find((r: { sku: string }) => r.sku === skus[0])).toMatchObject({
      coWorkerId: coWorker,
      comment: 'Hjälm ę',
    });
    expect(metaOf(again, 'OrderNumber')).toBe('PO-4711');
    expect(metaOf(again, 'SalesRef')).toBe('Projekt Åby 88');
  });

  it('brings a row back without its co-worker when that person has left the company', async () => {
    const buyer = await testCompanyBuyer(api.handle);
    const coWorker = await coWorkerIn(buyer.companyId, `gone-${Date.now()}`);
    const carts = cartApi(api.baseUrl, buyer.bearer);
    let cart = await cartWithRows(api.baseUrl, [{ sku: skus[0]!, quantity: 1 }], buyer.bearer);
    cart = (await carts.updateRow(cart.id, cart.rows[0]!.id, { version: cart.version, coWorkerId: coWorker }))
      .body;
    const sent = await orderApi(api.baseUrl, buyer.bearer).send(
      sendBody(cart, delivery, { paymentMethodId: 20, useIncVat: false }),
    );
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    await api.handle.db.execute(sql`DELETE FROM customer_companies WHERE customer_id = ${coWorker}`);
    const res = await orderApi(api.baseUrl, buyer.bearer).reorder(sent.body.id);
    expect(res.status).toBe(200);
    expect(res.body.cart.rows.map((r: { coWorkerId: number | null }) => r.coWorkerId)).toEqual([null]);
    expect(res.body.lines[0].outcome).not.toBe('unavailable');
  });
});
