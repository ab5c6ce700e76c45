import { createHttpClient, createProductApi, type HttpError } from '@workwear/client';
import type { ProductDetail, ProductVariants, VariantDetail } from '@workwear/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, testServer } from '../../testing/testServer';

type ErrorBody = { details?: { fields: { field: string }[] } };

let api: TestServer;
let sample: { base: string; partNo: string; sku: string; productId: number; onHand: number };

beforeAll(async () => {
  api = await testServer();
  // A product with several colours, and a size of its last colour with stock.
  const [row] = await api.handle.rows<typeof sample>(sql`
    SELECT p.base_part_no AS base, v.part_no AS "partNo", s.sku, p.id AS "productId", st.on_hand AS "onHand"
    FROM products p JOIN variants v ON v.product_id = p.id JOIN skus s ON s.variant_id = v.id
    JOIN stock st ON st.sku = s.sku AND st.on_hand > 0
    WHERE (SELECT count(*) FROM variants w WHERE w.product_id = p.id) > 1
    ORDER BY p.id, v.sort_order DESC, s.sort_order LIMIT 1`);
  sample = row!;
});

const detailOf = async (query = '') =>
  (await api.get<ProductDetail>(`/api/product/products/${sample.base}${query}`)).body;

describe('variants of a product: GET /api/product/products/{partNo}/variants', () => {
  it("lists every colour of the product, in its order, priced and stocked as the product's detail", async () => {
    const res = await api.get<ProductVariants>(`/api/product/products/${sample.base}/variants`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const partNos = await api.handle.rows<{ partNo: string }>(sql`
      SELECT part_no AS "partNo" FROM variants WHERE product_id = ${sample.productId} ORDER BY sort_order, id`);
    expect(res.body.variants.map((v) => v.partNo)).toEqual(partNos.map((p) => p.partNo));
    expect(res.body.basePartNo).toBe(sample.base);
    expect(res.body.currency).toBe('SEK');
    expect(res.body.variants).toEqual((await detailOf()).variants);
    const byColour = await api.get<ProductVariants>(`/api/product/products/${sample.partNo}/variants`);
    expect(byColour.body).toEqual(res.body);
  });

  it("prices from the market's price list", async () => {
    const query = '?marketId=DK&cultureCode=da-DK&includeMarketPrice=true';
    const res = await api.get<ProductVariants>(`/api/product/products/${sample.base}/variants${query}`);
    expect(res.status).toBe(200);
    expect(res.body.currency).toBe('DKK');
    expect(res.body.variants).toEqual((await detailOf(query)).variants);
    const [listed] = await api.handle.rows<{ price: number }>(sql`
      SELECT vp.price FROM variant_prices vp JOIN variants v ON v.id = vp.variant_id
      JOIN price_lists pl ON pl.id = vp.price_list_id AND pl.code = 'PUBLIC-DK'
      WHERE v.part_no = ${sample.partNo}`);
    expect(res.body.variants.find((v) => v.partNo === sample.partNo)!.price).toBe(listed!.price);
  });

  it('answers 404 for a part number that names no product', async () => {
    expect((await api.get('/api/product/products/ZZZZ0000/variants')).status).toBe(404);
    expect((await api.get('/api/product/products/ZZZZ0000ZZZZ/variants')).status).toBe(404);
  });
});

describe('a variant by sku: GET /api/product/variants/{sku}', () => {
  it('gives the colour of a sku with its sizes, stock and price', async () => {
    const res = await api.get<VariantDetail>(`/api/product/variants/${encodeURIComponent(sample.sku)}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.partNo).toBe(sample.partNo);
    expect(res.body.basePartNo).toBe(sample.base);
    expect(res.body.currency).toBe('SEK');
    expect(res.body.sizes.find((s) => s.sku === sample.sku)!.availableStock).toBe(sample.onHand);
    const { uniqueName, variants } = await detailOf();
    const { basePartNo: _base, uniqueName: name, currency: _currency, ...variant } = res.body;
    expect(name).toBe(uniqueName);
    expect(variant).toEqual(variants.find((v) => v.partNo === sample.partNo));
    expect(variant.price).not.toBeNull();
    const byColour = await api.get<VariantDetail>(`/api/product/variants/${sample.partNo}`);
    expect(byColour.body).toEqual(res.body);
  });

  it('answers 404 for an unknown colour or size', async () => {
    expect((await api.get('/api/product/variants/ZZZZ0000ZZZZ')).status).toBe(404);
    expect((await api.get(`/api/product/variants/${sample.partNo}QQQ9`)).status).toBe(404);
  });
});

describe('the variants calls refuse malformed keys with a 400 naming the field', () => {
  const refused = async (path: string, field: string) => {
    const res = await api.get<ErrorBody>(path);
    expect(res.status, path).toBe(400);
    expect(res.body.details?.fields.map((f) => f.field)).toContain(field);
  };

  it('a part number that is neither 8 nor 12 letters or digits, or a sku shorter than a colour', async () => {
    await refused('/api/product/products/123/variants', 'partNo');
    await refused('/api/product/products/1000017098/variants', 'partNo');
    await refused('/api/product/products/AB%22CD123/variants', 'partNo');
    await refused('/api/product/products/AB%00CD12/variants', 'partNo');
    await refused(`/api/product/variants/${sample.base}`, 'sku');
    await refused('/api/product/variants/AB%00CD1234EF5', 'sku');
  });
});

describe('the variants calls through the storefront client', () => {
  it("reads a product's variants and a variant by sku within the contracts", async () => {
    const products = createProductApi(
      createHttpClient({
        baseUrl: api.baseUrl,
        defaultQuery: () => ({ marketId: 'NO', cultureCode: 'nb-NO' }),
      }),
    );
    const all = await products.variants(sample.base);
    expect(all.currency).toBe('NOK');
    const one = await products.variant(sample.sku);
    expect(one.partNo).toBe(sample.partNo);
    expect(all.variants.find((v) => v.partNo === sample.partNo)?.price).toBe(one.price);
    const missing = await products.variant('ZZZZ0000ZZZZ').catch((e: unknown) => e);
    expect((missing as HttpError).status).toBe(404);
  });
});
