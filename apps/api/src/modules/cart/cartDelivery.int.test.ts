import { DISCOUNT_TYPE } from '@workwear/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { cartApi, insertPromotion, jsonCall } from '../../testing/cartApi';
import {
  cartWithRows,
  ensureTestDelivery,
  orderApi,
  orderableSkus,
  testCompanyBuyer,
} from '../../testing/orderApi';
import { type TestServer, testServer } from '../../testing/testServer';

/**
 * Issue 25, item 3: the cart's delivery is what checkout charges for the method it lists first for
 * this buyer (the first method of their delivery group), for consumers and for business buyers,
 * in the company's own group or the market's default one. Before, a business cart said "Free" and
 * checkout charged the parcel.
 */
let api: TestServer;
let skus: string[];

beforeAll(async () => {
  api = await testServer();
  for (const market of ['se', 'us', 'de']) await ensureTestDelivery(api.handle, market);
  skus = await orderableSkus(api.handle, 12);
});

type Method = { deliveryMethodId: number; deliveryGroupEntryId: number; price: { net: number } };
type Group = { deliveryGroupId: number; methods: Method[] };

/** The method checkout lists first for the principal, as the payload names it. */
async function firstMethod(market: string, bearer?: string) {
  const res = await jsonCall(`${api.baseUrl}/api/metadata/deliveryMethods?marketId=${market}`, 'GET', bearer);
  expect(res.status).toBe(200);
  const [group] = res.body as Group[];
  const method = group!.methods[0]!;
  return {
    choice: {
      deliveryMethodId: method.deliveryMethodId,
      deliveryGroupId: group!.deliveryGroupId,
      deliveryGroupEntryId: method.deliveryGroupEntryId,
    },
    feeNet: method.price.net,
  };
}

describe('the delivery a cart shows', () => {
  it.each([
    ['a guest', 'SE', false],
    ['a business buyer in the market’s default group', 'SE', true],
    ['a business buyer in the market’s default group', 'US', true],
    ['a business buyer in the market’s default group', 'DE', true],
  ] as const)(
    'is what checkout charges %s in %s for the method it lists first',
    async (_who, market, b2b) => {
      const bearer = b2b ? (await testCompanyBuyer(api.handle, {}, market.toLowerCase())).bearer : undefined;
      const cart = await cartWithRows(api.baseUrl, [{ sku: skus[0]!, quantity: 1 }], bearer, market);
      const first = await firstMethod(market, bearer);
      // The default groups price their first method (the parcel) above nothing: it is not free.
      expect(first.feeNet).toBeGreaterThan(0);
      const summary = await orderApi(api.baseUrl, bearer, market).summary({
        cartId: cart.id,
        deliveryMethod: first.choice,
      });
      expect(summary.status, JSON.stringify(summary.body)).toBe(200);
      expect(cart.totals.deliveryNet).toBe(summary.body.totals.deliveryNet);
      expect(cart.totals.deliveryGross).toBe(summary.body.totals.deliveryGross);
      expect(cart.totals.deliveryNet).toBe(first.feeNet);
    },
  );
});

/** A sku of the cart's market that costs this buyer less than `below` net (minor units), and its price. */
async function cheapSku(market: string, below: number, bearer?: string) {
  for (const sku of skus) {
    const cart = await cartWithRows(api.baseUrl, [{ sku, quantity: 1 }], bearer, market);
    const price = cart.rows[0]!.price;
    if (price < below) return { sku, price };
  }
  throw new Error(`no sku under ${below} in ${market}`);
}

describe('free delivery', () => {
  it('is what the top message promises a German business buyer: from 200 € ex VAT, in the cart and at checkout', async () => {
    const buyer = await testCompanyBuyer(api.handle, {}, 'de');
    const { sku, price } = await cheapSku('DE', 10_000, buyer.bearer);
    const below = Math.ceil(20_000 / price) - 1;
    const first = await firstMethod('DE', buyer.bearer);
    const short = await cartWithRows(api.baseUrl, [{ sku, quantity: below }], buyer.bearer, 'DE');
    expect(short.totals.productsNet).toBeLessThan(20_000);
    expect(short.totals.deliveryNet).toBe(first.feeNet);
    expect(short.freeDelivery).toMatchObject({
      thresholdNet: 20_000,
      remainingNet: 20_000 - short.totals.productsNet,
    });

    const carts = cartApi(api.baseUrl, buyer.bearer, 'DE');
    const added = await carts.add(short.id, { sku, quantity: 1, version: short.version });
    expect(added.status).toBe(200);
    const reached = added.body;
    expect(reached.totals.productsNet).toBeGreaterThanOrEqual(20_000);
    expect(reached.totals.deliveryNet).toBe(0);
    expect(reached.freeDelivery).toBeUndefined();
    const summary = await orderApi(api.baseUrl, buyer.bearer, 'DE').summary({
      cartId: reached.id,
      deliveryMethod: first.choice,
    });
    expect(summary.status, JSON.stringify(summary.body)).toBe(200);
    expect(summary.body.totals.deliveryNet).toBe(0);
    expect(summary.body.totals.totalNet).toBe(reached.totals.totalNet);
  });

  it('tells a Swedish guest what is left to the engine’s free delivery, which then applies', async () => {
    const { sku, price } = await cheapSku('SE', 50_000);
    // The engine's free delivery from SEK 1,500 ex VAT, as the demo's: this one needs the test's part
    // number in the cart, so no other test's cart meets it, and it is deleted at the end.
    const promotionId = await insertPromotion(api.handle, {
      code: null,
      discountType: DISCOUNT_TYPE.DiscountFreight,
      percent: 10_000,
      minTotal: 150_000,
      currency: 'SEK',
      minQuantity: 1,
      partNos: [sku.slice(0, 12)],
      markets: ['se'],
      audience: 'b2c',
      engine: true,
    });
    onTestFinished(async () => {
      await api.handle.db.execute(sql`DELETE FROM promotions WHERE id = ${promotionId}`);
    });
    const cart = await cartWithRows(api.baseUrl, [{ sku, quantity: 1 }], undefined, 'SE');
    const progress = cart.freeDelivery!;
    expect(progress.thresholdNet).toBe(150_000);
    expect(progress.remainingNet).toBe(progress.thresholdNet - cart.totals.productsNet);
    // Sweden's 25 % VAT on what is left, for those shown prices incl. VAT.
    expect(progress.remainingGross).toBe(Math.round(progress.remainingNet * 1.25));
    expect(cart.totals.deliveryNet).toBeGreaterThan(0);

    const more = Math.ceil(progress.remainingNet / price);
    const carts = cartApi(api.baseUrl, undefined, 'SE');
    const added = await carts.add(cart.id, { sku, quantity: more, version: cart.version });
    expect(added.status).toBe(200);
    expect(added.body.totals.productsNet).toBeGreaterThanOrEqual(progress.thresholdNet);
    expect(added.body.totals.deliveryNet).toBe(0);
    expect(added.body.freeDelivery).toBeUndefined();
  });
});
