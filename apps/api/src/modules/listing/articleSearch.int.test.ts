import type { ProductListResponse } from '@workwear/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, testServer } from '../../testing/testServer';

let api: TestServer;

/** A listed product with at least two colours and sizes: its first colour, a later colour and a sku of that. */
type Sample = { uniqueName: string; basePartNo: string; firstPartNo: string; partNo: string; sku: string };
let sample: Sample;

beforeAll(async () => {
  api = await testServer();
  const [row] = await api.handle.rows<Sample>(sql`
    SELECT p.unique_name AS "uniqueName", p.base_part_no AS "basePartNo",
      (SELECT part_no FROM variants f WHERE f.product_id = p.id ORDER BY f.sort_order, f.id LIMIT 1) AS "firstPartNo",
      v.part_no AS "partNo", s.sku
    FROM products p
    JOIN variants v ON v.product_id = p.id
    JOIN skus s ON s.variant_id = v.id AND length(s.sku) > 13
    JOIN variant_listing l ON l.variant_id = v.id AND l.is_sellable AND l.has_stock
    WHERE (SELECT count(*) FROM variants o WHERE o.product_id = p.id) > 1
      AND v.id <> (SELECT f.id FROM variants f WHERE f.product_id = p.id ORDER BY f.sort_order, f.id LIMIT 1)
    ORDER BY p.base_part_no, v.part_no, s.sku LIMIT 1`);
  sample = row!;
});

const search = async (query: string, extra = '') => {
  const res = await api.get<ProductListResponse>(
    `/api/product/products?query=${encodeURIComponent(query)}&pageSize=100${extra}`,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};
const names = (list: ProductListResponse) => new Set(list.results.map((r) => r.uniqueName));

/** The oracle: products with a sku starting with the prefix and a colour the market's list shows (sellable, in stock, priced). */
async function productsWithSkuPrefix(prefix: string): Promise<Set<string>> {
  const rows = await api.handle.rows<{ uniqueName: string }>(sql`
    SELECT p.unique_name AS "uniqueName" FROM products p
    WHERE EXISTS (SELECT 1 FROM variants v JOIN skus s ON s.variant_id = v.id
                  WHERE v.product_id = p.id AND starts_with(s.sku, ${prefix}))
      AND EXISTS (SELECT 1 FROM variant_listing l
                  JOIN variant_prices vp ON vp.variant_id = l.variant_id
                  JOIN price_lists pl ON pl.id = vp.price_list_id AND pl.code = 'PUBLIC-SE'
                  WHERE l.product_id = p.id AND l.is_sellable AND l.has_stock)`);
  return new Set(rows.map((r) => r.uniqueName));
}

describe('search by article number', () => {
  it('finds a product by its base part number and names it, at its first colour', async () => {
    const list = await search(sample.basePartNo);
    expect(names(list)).toEqual(new Set([sample.uniqueName]));
    expect(list.article).toEqual({
      match: 'basePartNo',
      uniqueName: sample.uniqueName,
      partNo: sample.firstPartNo,
    });
  });

  it('finds a product by a colour part number and names that colour', async () => {
    const list = await search(sample.partNo);
    expect(names(list)).toEqual(new Set([sample.uniqueName]));
    expect(list.article).toEqual({ match: 'partNo', uniqueName: sample.uniqueName, partNo: sample.partNo });
  });

  it('finds a product by a sku, in any letter case, and names the sku’s colour and the sku', async () => {
    for (const query of [sample.sku, sample.sku.toLowerCase(), ` ${sample.sku} `]) {
      const list = await search(query);
      expect(names(list)).toEqual(new Set([sample.uniqueName]));
      expect(list.article).toEqual({
        match: 'sku',
        uniqueName: sample.uniqueName,
        partNo: sample.partNo,
        sku: sample.sku,
      });
    }
  });

  it('reads a part number written in groups of four', async () => {
    const grouped = `${sample.partNo.slice(0, 4)} ${sample.partNo.slice(4, 8)}-${sample.partNo.slice(8)}`;
    expect((await search(grouped)).article?.partNo).toBe(sample.partNo);
  });

  it('finds every product whose article numbers start with a prefix, and names none', async () => {
    for (const prefix of [
      sample.basePartNo.slice(0, 5),
      sample.basePartNo.slice(0, 7),
      sample.partNo.slice(0, 10),
      sample.sku.slice(0, 13),
    ]) {
      const list = await search(prefix);
      const expected = await productsWithSkuPrefix(prefix);
      expect(expected.size, prefix).toBeGreaterThan(0);
      expect(names(list), prefix).toEqual(expected);
      expect(list.article, prefix).toBeUndefined();
    }
  });

  it('also answers through products/search/{term}', async () => {
    const res = await api.get<ProductListResponse>(`/api/product/products/search/${sample.partNo}`);
    expect(res.status).toBe(200);
    expect(res.body.article?.partNo).toBe(sample.partNo);
  });

  it('names no article for a number no product has, or a product the list does not show', async () => {
    const unknown = await search('99999999');
    expect(unknown.total).toBe(0);
    expect(unknown.article).toBeUndefined();
    // A category the product is not in: the list does not show it, so the search names nothing.
    const [other] = await api.handle.rows<{ slug: string }>(sql`
      SELECT ct.slug FROM category_translations ct
      WHERE ct.language = 'sv' AND NOT EXISTS (
        SELECT 1 FROM variant_listing l JOIN products p ON p.id = l.product_id
        WHERE p.base_part_no = ${sample.basePartNo} AND ct.category_id = ANY(l.category_ids))
      ORDER BY ct.category_id LIMIT 1`);
    const elsewhere = await search(sample.partNo, `&categorySlug=${other!.slug}`);
    expect(elsewhere.total).toBe(0);
    expect(elsewhere.article).toBeUndefined();
  });
});

describe('the order of a search', () => {
  it('is relevance when no sort is chosen: the full-text rank never rises down the list', async () => {
    const list = await search('jacket', '&cultureCode=en-SE&mode=Default');
    const rows = await api.handle.rows<{ uniqueName: string; rank: number }>(sql`
      SELECT p.unique_name AS "uniqueName", ts_rank(pt.search_vector, to_tsquery('english', 'jacket:*')) AS rank
      FROM product_translations pt JOIN products p ON p.id = pt.product_id WHERE pt.language = 'en'`);
    const rankOf = new Map(rows.map((r) => [r.uniqueName, r.rank]));
    const ranks = list.results.map((r) => rankOf.get(r.uniqueName)!);
    expect(ranks.length).toBeGreaterThan(5);
    expect(new Set(ranks).size).toBeGreaterThan(1);
    expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
    // The answer says so, instead of naming a sort the list does not follow.
    expect(list.sortField).toBe('Relevance');
  });
});
