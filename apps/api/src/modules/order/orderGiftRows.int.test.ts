import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartApi, freshCart, insertPromotion, uniqueCode } from '../../testing/cartApi';
import { orderApi, sendBody, testCompanyBuyer } from '../../testing/orderApi';
import { orderTestBed, type TestDelivery, type TestServer } from '../../testing/orderTestBed';

/**
 * A promotion's gift row in a company that requires a co-worker and a comment on every row (issue 25):
 * the gift cannot be edited, so the rules pass it by, and the cart that earned it can be sent.
 */
let api: TestServer;
let delivery: TestDelivery;
let skus: string[];
let promotionId = 0;

beforeAll(async () => {
  ({ api, delivery, skus } = await orderTestBed(2));
});

afterAll(async () => {
  await api.handle.db.execute(sql`DELETE FROM promotions WHERE id = ${promotionId}`);
});

describe('a gift row where every row needs a co-worker and a comment', () => {
  it('raises no row error and is sent with the order', async () => {
    const buyer = await testCompanyBuyer(api.handle, {
      ActivateMandatoryPersonalPackage: 'True',
      ActivateMandatoryRowCommentForAllRows: 'True',
    });
    const [bought, giftSku] = [skus[0]!, skus[1]!];
    const code = uniqueCode('GIFTROW');
    // A plain code: business carts in SE take them (ActivateDiscountCode; the engine serves consumers).
    promotionId = await insertPromotion(api.handle, {
      code,
      discountType: 5,
      giftSku,
      partNos: [bought.slice(0, 12)],
      markets: ['se'],
    });
    const carts = cartApi(api.baseUrl, buyer.bearer);
    const cart = await freshCart(carts);
    const added = await carts.add(cart.id, {
      sku: bought,
      quantity: 1,
      coWorkerId: buyer.customerId,
      comment: 'Till förrådet',
      version: cart.version,
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.rowErrors).toEqual([]);
    const coded = await carts.upsert(cart.id, added.body.version, 'PromotionCode', code);
    expect(coded.status, JSON.stringify(coded.body)).toBe(200);
    const withGift = coded.body.cart;
    expect(withGift.rows.map((r: { sku: string; gift: boolean }) => [r.sku, r.gift])).toEqual([
      [bought, false],
      [giftSku, true],
    ]);
    expect(withGift.rowErrors).toEqual([]);

    const sent = await orderApi(api.baseUrl, buyer.bearer).send(
      sendBody(withGift, delivery, { paymentMethodId: 20, useIncVat: false }),
    );
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(
      sent.body.summary.products.map((p: { fullSku: string; gift: boolean }) => [p.fullSku, p.gift]),
    ).toEqual([
      [bought, false],
      [giftSku, true],
    ]);
  });
});
