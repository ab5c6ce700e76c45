import { randomUUID } from 'node:crypto';
import type { CartView } from '@workwear/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { cartApi, insertPromotion } from '../../testing/cartApi';
import {
  ensureTestDelivery,
  orderApi,
  orderableSkus,
  sendBody,
  type TestDelivery,
} from '../../testing/orderApi';
import { type TestServer, testServer } from '../../testing/testServer';

/**
 * Promotion names are the shop's translated data (issue 27): the cart, the price service and the
 * order a buyer sends name a promotion in the buyer's language, else the market's, else English.
 */
let api: TestServer;
let delivery: TestDelivery;
let sku: string;

beforeAll(async () => {
  api = await testServer();
  delivery = await ensureTestDelivery(api.handle, 'se');
  [sku] = (await orderableSkus(api.handle, 1)) as [string];
});

type Upserted = { status: string; cart: CartView };

describe('a promotion’s name', () => {
  it('is the buyer’s language in the cart and the order, English where asked in English', async () => {
    const code = `NAMES${randomUUID().slice(0, 6).toUpperCase()}`;
    await insertPromotion(api.handle, {
      code,
      discountType: 1,
      percent: 1000,
      markets: ['se'],
      engine: true,
      audience: 'b2c',
      names: { sv: 'Tio procent rabatt på allt', de: 'Zehn Prozent Rabatt' },
    });
    const client = cartApi(api.baseUrl, undefined, 'SE');
    let cart = (await client.create()).body;
    cart = (await client.add(cart.id, { sku, quantity: 1 })).body;
    const applied = await client.call<Upserted>(
      'PUT',
      `/api/price/cart/${cart.id}/discountcodes/${code}?cultureCode=sv-SE`,
      { version: cart.version },
    );
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body.cart.promotions.map((p) => p.name)).toEqual(['Tio procent rabatt på allt']);

    const inEnglish = await client.call('GET', `/api/cart/carts/${cart.id}?cultureCode=en-SE`);
    expect(inEnglish.body.promotions.map((p) => p.name)).toEqual([`Test ${code}`]);

    const engine = await client.call<{ cartPromotions: { name: string }[] }>(
      'GET',
      `/api/price/cart/${cart.id}/promotions?cultureCode=sv-SE`,
    );
    expect(engine.body.cartPromotions.map((p) => p.name)).toContain('Tio procent rabatt på allt');

    const sent = await orderApi(api.baseUrl).send(sendBody(applied.body.cart, delivery));
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body.summary.promotionNames).toEqual(['Tio procent rabatt på allt']);
  });
});
