import { beforeAll, describe, expect, it } from 'vitest';
import { cartWithRows, orderApi, sendBody, testCompanyBuyer } from '../../testing/orderApi';
import { queuedOrderMails } from '../../testing/orderMails';
import { orderTestBed, type TestDelivery, type TestServer } from '../../testing/orderTestBed';

/**
 * HidePrice after the order (issue 25, item 4): a buyer who sees no prices in the cart and checkout
 * gets a confirmation e-mail without amounts, whether the invoice send or the card payment queues it.
 */
let api: TestServer;
let delivery: TestDelivery;
let skus: string[];

beforeAll(async () => {
  ({ api, delivery, skus } = await orderTestBed(2));
});

const mailsOf = (orderId: string) => queuedOrderMails(api.handle, orderId);

const card = { paymentMethodId: 168, card: { number: '4111111111111111', expiry: '12/30', cvc: '123' } };
/** The order's total as the mail writes SEK: "1 234,56 kr" (a no-break space may group the thousands). */
const AMOUNT = /\d,\d\d\s?kr/;

describe('the confirmation e-mail of a buyer whose company hides prices', () => {
  it('has no amounts when the invoice send queues it; a company that shows prices gets them', async () => {
    const hidden = await testCompanyBuyer(api.handle, { HidePrice: 'True' });
    const shown = await testCompanyBuyer(api.handle);
    for (const [buyer, showPrices] of [
      [hidden, false],
      [shown, true],
    ] as const) {
      const cart = await cartWithRows(api.baseUrl, [{ sku: skus[0]!, quantity: 2 }], buyer.bearer);
      const res = await orderApi(api.baseUrl, buyer.bearer).send(
        sendBody(cart, delivery, { paymentMethodId: 20, useIncVat: false }),
      );
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const [queued] = await mailsOf(res.body.id);
      expect(queued?.showPrices).toBe(showPrices);
      for (const part of [queued!.mail.html, queued!.mail.text]) {
        expect(part).toContain(res.body.lines[0].name);
        if (showPrices) expect(part).toMatch(AMOUNT);
        else expect(part).not.toMatch(AMOUNT);
      }
    }
  });

  it('has no amounts when the card payment queues it', async () => {
    const hidden = await testCompanyBuyer(api.handle, { HidePrice: 'True' });
    const cart = await cartWithRows(api.baseUrl, [{ sku: skus[1]!, quantity: 1 }], hidden.bearer);
    const client = orderApi(api.baseUrl, hidden.bearer);
    const sent = await client.send(sendBody(cart, delivery, { useIncVat: false }));
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(await mailsOf(sent.body.id)).toEqual([]);
    const paid = await client.pay(sent.body.id, card);
    expect(paid.body.state, JSON.stringify(paid.body)).toBe('Confirmed');
    const [queued] = await mailsOf(sent.body.id);
    expect(queued?.showPrices).toBe(false);
    expect(queued!.mail.text).not.toMatch(AMOUNT);
  });
});
