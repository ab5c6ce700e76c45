import type { OrderView } from '@workwear/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { agreedAndPublicSkus, type PricedSku } from '../../testing/agreedSkus';
import { companyIdOf } from '../../testing/demoBearers';
import {
  cartWithRows,
  ensureTestDelivery,
  orderApi,
  sendBody,
  type TestBuyer,
  type TestDelivery,
  testCompanyBuyer,
} from '../../testing/orderApi';
import { queuedOrderMails } from '../../testing/orderMails';
import { type TestServer, testServer } from '../../testing/testServer';

/**
 * Issue 25: the order keeps what its prices were. A line priced at send from one of the company's
 * agreed lists says `agreed` in the order, its summary and the confirmation e-mail ("Avtalspris"),
 * and a line at the public price does not. Where the company hides prices, the e-mail says nothing.
 * The buyers are test companies buying from Nordbygg's lists, so no demo buyer's cart is touched.
 */
let api: TestServer;
let delivery: TestDelivery;

/** A Swedish test company that buys from the lists of Nordbygg (Anna's company): some agreed prices. */
async function agreementBuyer(settings: Record<string, string> = {}): Promise<TestBuyer> {
  const buyer = await testCompanyBuyer(api.handle, settings);
  const nordbygg = await companyIdOf(api.handle, 'Nordbygg Entreprenad AB');
  await api.handle.db.execute(sql`
    UPDATE companies SET primary_price_list_id = (SELECT primary_price_list_id FROM companies WHERE id = ${nordbygg})
    WHERE id = ${buyer.companyId}`);
  await api.handle.db.execute(sql`
    INSERT INTO company_price_lists (company_id, price_list_id)
    SELECT ${buyer.companyId}, price_list_id FROM company_price_lists WHERE company_id = ${nordbygg}`);
  return buyer;
}

async function sendBoth(buyer: TestBuyer, skus: { agreed: PricedSku; pub: PricedSku }) {
  const cart = await cartWithRows(
    api.baseUrl,
    [
      { sku: skus.agreed.sku, quantity: 1 },
      { sku: skus.pub.sku, quantity: 1 },
    ],
    buyer.bearer,
  );
  const res = await orderApi(api.baseUrl, buyer.bearer).send(
    sendBody(cart, delivery, { paymentMethodId: 20, useIncVat: false }),
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as OrderView;
}

beforeAll(async () => {
  api = await testServer();
  delivery = await ensureTestDelivery(api.handle);
});

describe('an order line priced from an agreed list', () => {
  it('says agreed in the order, its summary, its page call and its e-mail; a public line does not', async () => {
    const buyer = await agreementBuyer();
    const skus = await agreedAndPublicSkus(api, buyer.bearer);
    const order = await sendBoth(buyer, skus);
    const line = (o: OrderView, sku: string) => o.lines.find((l) => l.sku === sku)!;
    const product = (o: OrderView, sku: string) => o.summary.products.find((p) => p.fullSku === sku)!;
    const read = await orderApi(api.baseUrl, buyer.bearer).get(order.id);
    expect(read.status).toBe(200);
    for (const o of [order, read.body]) {
      expect(line(o, skus.agreed.sku).agreed).toBe(true);
      expect(line(o, skus.pub.sku).agreed).toBe(false);
      expect(product(o, skus.agreed.sku).agreed).toBe(true);
      expect(product(o, skus.pub.sku).agreed).toBe(false);
    }
    const [queued] = await queuedOrderMails(api.handle, order.id);
    expect(queued?.showPrices).toBe(true);
    for (const part of [queued!.mail.html, queued!.mail.text]) {
      expect(part.split('Avtalspris')).toHaveLength(2);
    }
    const text = queued!.mail.text.split('\n');
    const named = text.findIndex((l) => l.startsWith(line(order, skus.agreed.sku).name));
    expect(text[named + 1]).toContain('Avtalspris');
  });

  it('is not named in the e-mail of a company that hides prices', async () => {
    const buyer = await agreementBuyer({ HidePrice: 'True' });
    const skus = await agreedAndPublicSkus(api, (await agreementBuyer()).bearer);
    const order = await sendBoth(buyer, skus);
    const [queued] = await queuedOrderMails(api.handle, order.id);
    expect(queued?.showPrices).toBe(false);
    for (const part of [queued!.mail.html, queued!.mail.text]) expect(part).not.toContain('Avtalspris');
  });
});
