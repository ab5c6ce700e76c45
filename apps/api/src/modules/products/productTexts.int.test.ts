import type { ProductDetail, ProductListResponse, SuggestResponse } from '@workwear/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cartApi } from '../../testing/cartApi';
import {
  cartWithRows,
  ensureTestDelivery,
  orderApi,
  sendBody,
  setStock,
  type TestDelivery,
} from '../../testing/orderApi';
import { queuedOrderMails } from '../../testing/orderMails';
import { type TestServer, testServer } from '../../testing/testServer';

/**
 * Product texts per culture (issue 27): a US buyer (en-US) reads the US English name where the demo
 * catalogue has one ("Work pants"), every other English culture the shop's British English ("Work
 * trousers"), and a product without a US text its English one; the same in the product list, the
 * product page, search, suggestions, cart rows, order lines and the order's e-mail.
 */
let api: TestServer;
let us: TestDelivery;
/** A sellable colour of a product whose en-US name differs, with its names in en and en-US. */
let pants: { sku: string; partNo: string; uniqueName: string; en: string; enUs: string };
/** A product without a text of its own in en-US. */
let jacket: { partNo: string; en: string };

const CHICAGO = {
  addressLine1: '121 N LaSalle St',
  zipCode: '60602',
  city: 'Chicago',
  region: 'IL',
  countryId: 840,
};

const CARD = { paymentMethodId: 168, card: { number: '4111111111111111', expiry: '12/35', cvc: '123' } };

async function sellableColourOf(where: ReturnType<typeof sql>) {
  const [row] = await api.handle.rows<{
    sku: string;
    partNo: string;
    uniqueName: string;
    en: string;
    enUs: string | null;
  }>(sql`
    SELECT s.sku, v.part_no AS "partNo", p.unique_name AS "uniqueName", pt.name AS en, c.name AS "enUs"
    FROM products p
    JOIN product_translations pt ON pt.product_id = p.id AND pt.language = 'en'
    LEFT JOIN product_culture_texts c ON c.product_id = p.id AND c.culture = 'en-US'
    JOIN variants v ON v.product_id = p.id
    JOIN variant_listing l ON l.variant_id = v.id AND l.is_sellable AND l.has_stock
    JOIN skus s ON s.variant_id = v.id
    WHERE p.quantity_factor = 1 AND ${where}
    ORDER BY p.id, v.sort_order, s.sort_order LIMIT 1`);
  if (!row) throw new Error('The demo catalogue has no such product');
  return row;
}

async function get<T>(path: string): Promise<T> {
  const res = await api.get<T>(path);
  expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(200);
  return res.body;
}
const listed = (list: ProductListResponse, partNo: string) =>
  list.results.find((i) => i.partNo === partNo)?.name;

beforeAll(async () => {
  api = await testServer();
  us = await ensureTestDelivery(api.handle, 'us');
  const p = await sellableColourOf(sql`c.name LIKE '%pants%'`);
  pants = { ...p, enUs: p.enUs! };
  jacket = await sellableColourOf(sql`c.product_id IS NULL AND pt.name LIKE '%jacket%'`);
  await setStock(api.handle, [pants.sku], 1000);
}, 60_000);

describe('product texts per culture', () => {
  it('the demo catalogue names trousers pants in US English only', () => {
    expect(pants.en).toMatch(/trousers/);
    expect(pants.enUs).toMatch(/pants/);
    expect(pants.enUs).not.toMatch(/trousers/);
  });

  it('lists products with the US name in en-US, the British one in en-GB (UK) and en-SE', async () => {
    const query = `sku=${pants.partNo}&sku=${jacket.partNo}&pageSize=100`;
    const inUs = await get<ProductListResponse>(
      `/api/product/products?marketId=US&cultureCode=en-US&${query}`,
    );
    const inUk = await get<ProductListResponse>(
      `/api/product/products?marketId=UK&cultureCode=en-GB&${query}`,
    );
    const inSe = await get<ProductListResponse>(
      `/api/product/products?marketId=SE&cultureCode=en-SE&${query}`,
    );
    expect(listed(inUs, pants.partNo)).toBe(pants.enUs);
    expect(listed(inUk, pants.partNo)).toBe(pants.en);
    expect(listed(inSe, pants.partNo)).toBe(pants.en);
    // No US text of its own: the language's.
    expect(listed(inUs, jacket.partNo)).toBe(jacket.en);
  });

  it('shows the product page in the culture, name, description and SEO title alike', async () => {
    const inUs = await get<ProductDetail>(
      `/api/product/products/${pants.partNo}?marketId=US&cultureCode=en-US`,
    );
    const inUk = await get<ProductDetail>(
      `/api/product/products/${pants.partNo}?marketId=UK&cultureCode=en-GB`,
    );
    expect(inUs.name).toBe(pants.enUs);
    expect(inUs.description.startsWith(`${pants.enUs}:`)).toBe(true);
    expect(inUs.seo.title).not.toMatch(/trousers/i);
    expect(inUk.name).toBe(pants.en);
    expect(inUk.description.startsWith(`${pants.en}:`)).toBe(true);
    const jacketInUs = await get<ProductDetail>(
      `/api/product/products/${jacket.partNo}?marketId=US&cultureCode=en-US`,
    );
    expect(jacketInUs.name).toBe(jacket.en);
  });

  it('finds "pants" in search and suggestions, named as the culture names them', async () => {
    const found = await get<ProductListResponse>(
      `/api/product/products/search/pants?marketId=US&cultureCode=en-US&pageSize=100`,
    );
    expect(listed(found, pants.partNo)).toBe(pants.enUs);
    const word = pants.enUs.split(' ')[0]!.toLowerCase();
    const typed = encodeURIComponent(`${word} pan`);
    const suggested = await get<SuggestResponse>(
      `/api/product/suggest?marketId=US&cultureCode=en-US&query=${typed}`,
    );
    expect(suggested.products.length).toBeGreaterThan(0);
    for (const p of suggested.products) expect(p.name).not.toMatch(/trousers/);
    const inUk = await get<SuggestResponse>(
      `/api/product/suggest?marketId=UK&cultureCode=en-GB&query=${encodeURIComponent(`${word} trou`)}`,
    );
    for (const p of inUk.products) expect(p.name).not.toMatch(/pants/);
  });

  it('names the cart row, the order line and the order e-mail in US English for a US order', async () => {
    const inUk = await cartWithRows(api.baseUrl, [{ sku: pants.sku, quantity: 1 }], undefined, 'UK');
    expect(inUk.rows[0]?.name).toBe(pants.en);
    const cart = await cartWithRows(api.baseUrl, [{ sku: pants.sku, quantity: 1 }], undefined, 'US');
    expect(cart.rows[0]?.name).toBe(pants.enUs);
    expect((await cartApi(api.baseUrl, undefined, 'US').get(cart.id)).body.rows[0]?.name).toBe(pants.enUs);
    const sent = await orderApi(api.baseUrl, undefined, 'US').send(
      sendBody(cart, us, {
        marketId: 'US',
        cultureCode: 'en-US',
        deliveryAddress: CHICAGO,
        deliveryMethod: us.choice.standard,
        useIncVat: false,
      }),
    );
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body.lines.map((l: { name: string }) => l.name)).toEqual([pants.enUs]);
    // A card order's confirmation is queued when it is paid.
    const paid = await orderApi(api.baseUrl, undefined, 'US').pay(sent.body.id, CARD);
    expect(paid.body.state, JSON.stringify(paid.body)).toBe('Confirmed');
    const [queued] = await queuedOrderMails(api.handle, sent.body.id);
    for (const part of [queued!.mail.html, queued!.mail.text]) {
      expect(part).toContain(pants.enUs);
      expect(part).not.toContain(pants.en);
    }
  });
});
