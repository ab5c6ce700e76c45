import type { OnHand, ProductDetail, ProductListResponse, SizeGroup, SizeGuide } from '@workwear/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, testServer } from '../../testing/testServer';

let api: TestServer;
let sample: { base: string; partNo: string; sku: string; uniqueName: string; productId: number };

beforeAll(async () => {
  api = await testServer();
  const [row] = await api.handle.rows<typeof sample>(sql`
    SELECT p.base_part_no AS base, v.part_no AS "partNo", s.sku, p.unique_name AS "uniqueName", p.id AS "productId"
    FROM products p JOIN variants v ON v.product_id = p.id JOIN skus s ON s.variant_id = v.id
    WHERE p.size_guide_id IS NOT NULL AND EXISTS (SELECT 1 FROM product_relations r WHERE r.product_id = p.id)
    ORDER BY p.id, v.sort_order DESC LIMIT 1`);
  sample = row!;
});

describe('product detail', () => {
  it('finds a product by base part number, colour part number, sku and unique name', async () => {
    for (const key of [sample.base, sample.partNo, sample.sku]) {
      const res = await api.get<ProductDetail>(`/api/product/products/${encodeURIComponent(key)}`);
      expect(res.status).toBe(200);
      expect(res.body.basePartNo).toBe(sample.base);
    }
    const byName = await api.get<ProductDetail>(
      `/api/product/products/uniqueName/${sample.uniqueName}?cultureCode=en-SE`,
    );
    expect(byName.status).toBe(200);
    expect(byName.body.uniqueName).toBe(sample.uniqueName);
  });

  it('names the product by a 12-character colour part number: the colour asked for, else its first', async () => {
    const [first] = await api.handle.rows<{ partNo: string }>(sql`
      SELECT part_no AS "partNo" FROM variants WHERE product_id = ${sample.productId} ORDER BY sort_order, id LIMIT 1`);
    expect(first!.partNo).not.toBe(sample.partNo);
    const asked = [
      [sample.partNo, sample.partNo],
      [encodeURIComponent(sample.sku), sample.partNo],
      [sample.base, first!.partNo],
      [`uniqueName/${sample.uniqueName}`, first!.partNo],
    ] as const;
    for (const [path, partNo] of asked) {
      const { body } = await api.get<ProductDetail>(`/api/product/products/${path}`);
      expect(body.partNo, path).toBe(partNo);
      expect(body.partNo).toHaveLength(12);
      expect(body.basePartNo).toHaveLength(8);
      expect(body.partNo.startsWith(body.basePartNo)).toBe(true);
    }
  });

  it('carries variants with sizes, stock, prices, flags, selling points and parametrics', async () => {
    const { body } = await api.get<ProductDetail>(
      `/api/product/products/${sample.base}?includeMarketPrice=true`,
    );
    expect(body.variants.length).toBeGreaterThan(0);
    expect(body.usps.length).toBeLessThanOrEqual(10);
    expect(body.parametrics.length).toBeGreaterThan(0);
    const variant = body.variants.find((v) => v.partNo === sample.partNo)!;
    expect(variant.partNo.startsWith(sample.base)).toBe(true);
    expect(variant.sizes.map((s) => s.sku)).toContain(sample.sku);
    const [stock] = await api.handle.rows<{ on_hand: number }>(
      sql`SELECT coalesce(on_hand, 0) AS on_hand FROM stock WHERE sku = ${sample.sku}`,
    );
    expect(variant.sizes.find((s) => s.sku === sample.sku)!.availableStock).toBe(stock?.on_hand ?? 0);
    expect(variant.priceIncVat! > variant.price!).toBe(true);
    // Asked for, but anonymous callers never get the market price (pricing/prices.int.test.ts).
    expect(variant.marketPrice).toBeUndefined();
    expect(body.currency).toBe('SEK');
  });

  it('answers 404 for unknown products and 400 for malformed keys', async () => {
    expect((await api.get('/api/product/products/99999999')).status).toBe(404);
    expect((await api.get('/api/product/products/uniqueName/no-such-product')).status).toBe(404);
    expect((await api.get('/api/product/products/123')).status).toBe(400);
  });

  it('lists each kind of related product, never the product itself', async () => {
    for (const kind of ['siblings', 'accessories', 'similar', 'upSell', 'crossSell', 'recommendations']) {
      const res = await api.get<ProductListResponse>(`/api/product/products/${sample.base}/${kind}`);
      expect(res.status, kind).toBe(200);
      expect(res.body.pageSize).toBe(25);
      expect(res.body.results.every((r) => r.basePartNo !== sample.base)).toBe(true);
      const { n } = (
        await api.handle.rows<{ n: number }>(sql`
          SELECT count(DISTINCT r.related_product_id)::int AS n FROM product_relations r
          JOIN variant_listing l ON l.product_id = r.related_product_id AND l.is_sellable
          JOIN variant_prices vp ON vp.variant_id = l.variant_id
            AND vp.price_list_id = (SELECT id FROM price_lists WHERE code = 'PUBLIC-SE')
          WHERE r.product_id = ${sample.productId} AND r.kind = ${kind}`)
      )[0]!;
      expect(res.body.total, kind).toBe(n);
    }
    const far = await api.get<ProductListResponse>(
      `/api/product/products/${sample.base}/recommendations?page=99`,
    );
    expect(far.body.results).toEqual([]);
    expect(far.body.total).toBeGreaterThan(0);
    expect((await api.get('/api/product/products/99999999/similar')).status).toBe(404);
  });

  it('gives the size guide with body tables and product dimensions', async () => {
    const res = await api.get<SizeGuide>(`/api/product/products/${sample.base}/sizeguide?cultureCode=en-SE`);
    expect(res.status).toBe(200);
    expect(res.body.content !== null || res.body.fallbackPdfUrl !== null).toBe(true);
    expect(res.body.bodyMeasurementsTable.length).toBeGreaterThan(0);
    expect((await api.get('/api/product/products/99999999/sizeguide')).status).toBe(404);
  });

  it('reports stock on hand per colour and per base part number', async () => {
    const res = await api.get<OnHand[]>(`/api/product/Products/onHand?partNo=${sample.partNo}&marketId=SE`);
    expect(res.status).toBe(200);
    expect(res.body.map((s) => s.partNo)).toEqual([sample.partNo]);
    const base = await api.get<OnHand[]>(`/api/product/Products/${sample.base}/onHand?marketId=SE`);
    const { n } = (
      await api.handle.rows<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM variants WHERE product_id = ${sample.productId}`,
      )
    )[0]!;
    expect(base.body).toHaveLength(n);
    expect((await api.get('/api/product/Products/99999999/onHand')).status).toBe(404);
  });

  it('lists size groups with their sizes in order, cacheable for 300 s', async () => {
    const res = await api.get<SizeGroup[]>('/api/product/products/sizeGroups');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('max-age=300');
    const tops = res.body.find((g) => g.sizes.some((s) => s.code === 'XS'))!;
    const orders = tops.sizes.map((s) => s.sortOrder);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });

  it('serves a generated image per variant and 404 past its image count', async () => {
    const res = await api.get<string>(`/api/product/images/${sample.partNo}/1.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    expect(res.body).toContain('<svg');
    expect((await api.get(`/api/product/images/${sample.partNo}/9.svg`)).status).toBe(404);
  });
});
