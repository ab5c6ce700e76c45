import type { ProductListResponse } from '@workwear/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, testServer } from '../../testing/testServer';

type ErrorBody = { code: string; message: string; details?: { fields: { field: string }[] } };

let api: TestServer;
beforeAll(async () => {
  api = await testServer();
});

const list = async (query: string) => {
  const res = await api.get<ProductListResponse>(`/api/product/products?api-version=2&${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};

const expectFieldError = async (path: string, field: string, status = 400) => {
  const res = await api.get<ErrorBody>(path);
  expect(res.status).toBe(status);
  expect(res.body.details?.fields.map((f) => f.field)).toContain(field);
};

async function one<T>(query: ReturnType<typeof sql>): Promise<T> {
  const [row] = await api.handle.rows<T>(query);
  return row!;
}

const sePriceList = sql`(SELECT id FROM price_lists WHERE code = 'PUBLIC-SE')`;

describe('GET /api/product/products', () => {
  it('lists sellable colours in stock of the market, 24 a page, by popularity rank', async () => {
    const body = await list('');
    const { n } = await one<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM variant_listing l
      JOIN variant_prices vp ON vp.variant_id = l.variant_id AND vp.price_list_id = ${sePriceList}
      WHERE l.is_sellable AND l.has_stock`);
    expect(body.total).toBe(n);
    expect(body.pageSize).toBe(24);
    expect(body.results).toHaveLength(24);
    expect(body.sortField).toBe('PopularityRank');
    const ranks = body.results.map((r) => r.popRank30 ?? Number.POSITIVE_INFINITY);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(body.results[0]!.price!.currency).toBe('SEK');
    expect(body.results[0]!.partNo).toHaveLength(12);
  });

  it('pages without overlap, and a page past the end is empty with the total kept', async () => {
    const first = await list('pageSize=10&page=1&sortField=PartNo');
    const second = await list('pageSize=10&page=2&sortField=PartNo');
    const ids = new Set(first.results.map((r) => r.partNo));
    expect(second.results.some((r) => ids.has(r.partNo))).toBe(false);
    expect(second.results[0]!.partNo > first.results.at(-1)!.partNo).toBe(true);
    const last = await list(`pageSize=10&page=${first.totalPages}&sortField=PartNo`);
    expect(last.results.length).toBe(first.total - (first.totalPages - 1) * 10);
    const past = await list(`pageSize=10&page=${first.totalPages + 1}`);
    expect(past.results).toEqual([]);
    expect(past.total).toBe(first.total);
  });

  it('refuses page 0, a page size above the cap and an unknown api version', async () => {
    await expectFieldError('/api/product/products?page=0', 'page');
    await expectFieldError('/api/product/products?pageSize=101', 'pageSize');
    await expectFieldError('/api/product/products?api-version=3', 'api-version');
    await expectFieldError('/api/product/products?mode=Everything', 'mode');
    await expectFieldError('/api/product/products?sortField=Colour', 'sortField');
  });

  it('sorts by every sort field in its direction, missing values last', async () => {
    const byPartNo = await list('sortField=PartNo&pageSize=50');
    const partNos = byPartNo.results.map((r) => r.partNo);
    expect(partNos).toEqual([...partNos].sort());

    const low = await list('sortField=LowestPrice&pageSize=50');
    const lowPrices = low.results.map((r) => r.price!.price);
    expect(lowPrices).toEqual([...lowPrices].sort((a, b) => a - b));
    const cheapest = await one<{ min: number }>(sql`
      SELECT min(vp.price)::int AS min FROM variant_listing l
      JOIN variant_prices vp ON vp.variant_id = l.variant_id AND vp.price_list_id = ${sePriceList}
      WHERE l.is_sellable AND l.has_stock`);
    expect(lowPrices[0]).toBe(cheapest.min);

    const high = await list('sortField=HighestPrice&pageSize=50');
    const highPrices = high.results.map((r) => r.price!.price);
    expect(highPrices).toEqual([...highPrices].sort((a, b) => b - a));
    expect(high.sortOrder).toBe('desc');

    const stars = await list('sortField=StarsAverage&pageSize=100');
    const ratings = stars.results.map((r) => r.starsAverage);
    const firstNull = ratings.indexOf(null);
    const rated = (firstNull === -1 ? ratings : ratings.slice(0, firstNull)) as number[];
    expect(rated).toEqual([...rated].sort((a, b) => b - a));
    if (firstNull !== -1) expect(ratings.slice(firstNull).every((r) => r === null)).toBe(true);

    const news = await list('sortField=Flags&pageSize=30');
    const flagged = news.results.findIndex((r) => r.flags.length === 0);
    if (flagged !== -1) expect(news.results.slice(flagged).every((r) => r.flags.length === 0)).toBe(true);

    const names = (await list('sortField=Name&pageSize=50&cultureCode=en-SE')).results.map((r) => r.name);
    expect(names[0]!.localeCompare(names.at(-1)!, 'en', { sensitivity: 'base' })).toBeLessThanOrEqual(0);
  });

  it('filters by multiple values with OR inside a field and AND across fields', async () => {
    const filters = await api.get<{
      parametrics: { parametricCode: string; multipleValues?: { id: number }[] }[];
    }>('/api/product/filter/search');
    const colour = filters.body.parametrics.find((p) => p.parametricCode === 'colour')!;
    const [c1, c2] = colour.multipleValues!;
    const one1 = await list(`filters=5,${c1!.id}&pageSize=100`);
    const one2 = await list(`filters=5,${c2!.id}&pageSize=100`);
    const both = await list(`filters=5,${c1!.id}&filters=5,${c2!.id}&pageSize=100`);
    expect(one1.total).toBeGreaterThan(0);
    expect(both.total).toBe(one1.total + one2.total);
    const colourOf = await api.handle.rows<{ part_no: string; color_value_id: number }>(
      sql`SELECT part_no, color_value_id FROM variants`,
    );
    const colours = new Map(colourOf.map((r) => [r.part_no, r.color_value_id]));
    expect(one1.results.every((r) => colours.get(r.partNo) === c1!.id)).toBe(true);
  });

  it('requires every selected value of an AND filter', async () => {
    const [pair] = await api.handle.rows<{ a: number; b: number }>(sql`
      SELECT a.value_id AS a, b.value_id AS b FROM product_parametric_values a
      JOIN product_parametric_values b ON b.product_id = a.product_id AND b.value_id > a.value_id
      JOIN parametric_values va ON va.id = a.value_id JOIN parametric_values vb ON vb.id = b.value_id
      JOIN parametrics p ON p.id = va.parametric_id AND p.id = vb.parametric_id AND p.is_and_filter AND p.kind = 'multiple'
      LIMIT 1`);
    expect(pair, 'the demo catalogue has a product with two values of an AND filter').toBeDefined();
    const a = await list(`filters=5,${pair!.a}&pageSize=100&mode=AllVariants`);
    const ab = await list(`filters=5,${pair!.a}&filters=5,${pair!.b}&pageSize=100&mode=AllVariants`);
    expect(ab.total).toBeGreaterThan(0);
    expect(ab.total).toBeLessThanOrEqual(a.total);
    const { n } = await one<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM variant_listing l
      JOIN variant_prices vp ON vp.variant_id = l.variant_id AND vp.price_list_id = ${sePriceList}
      WHERE (l.product_value_ids || l.variant_value_ids || l.sku_value_ids) @> ARRAY[${pair!.a}, ${pair!.b}]::int[]`);
    expect(ab.total).toBe(n);
  });

  it('treats orFilters as one extra OR group', async () => {
    const [v] = await api.handle.rows<{ id: number }>(
      sql`SELECT id FROM parametric_values WHERE parametric_id = 1 ORDER BY id LIMIT 1`,
    );
    const withOr = await list(`orFilters=5,${v!.id}`);
    const withFilter = await list(`filters=5,${v!.id}`);
    expect(withOr.total).toBe(withFilter.total);
  });

  it('refuses filters naming an unknown value, a wrong type or a malformed token', async () => {
    await expectFieldError('/api/product/products?filters=5,999999', 'filters');
    await expectFieldError('/api/product/products?filters=banana', 'filters');
    const [gender] = await api.handle.rows<{ id: number }>(sql`
      SELECT v.id FROM parametric_values v JOIN parametrics p ON p.id = v.parametric_id WHERE p.kind = 'list' LIMIT 1`);
    await expectFieldError(`/api/product/products?filters=5,${gender!.id}`, 'filters');
    await expectFieldError('/api/product/products?orFilters=1,999999', 'orFilters');
  });

  it('limits by price range in major units and ignores an unparsable one', async () => {
    const all = await list('');
    const ranged = await list('price=price,200,500&pageSize=100');
    expect(ranged.total).toBeLessThan(all.total);
    expect(ranged.results.every((r) => r.price!.price >= 20000 && r.price!.price <= 50000)).toBe(true);
    const incVat = await list('price=price,200,500&useIncVat=true&pageSize=100');
    expect(incVat.results.every((r) => r.price!.priceIncVat >= 20000 && r.price!.priceIncVat <= 50000)).toBe(
      true,
    );
    expect((await list('price=price,abc,500')).total).toBe(all.total);
    expect((await list('price=price,500,200')).total).toBe(all.total);
    expect((await list('filters=price,200,500')).total).toBe(ranged.total);
  });

  it('lists a category with its descendants by id, slug or category-list token', async () => {
    const byId = await list('categoryId=100');
    const { n } = await one<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM variant_listing l
      JOIN variant_prices vp ON vp.variant_id = l.variant_id AND vp.price_list_id = ${sePriceList}
      WHERE l.is_sellable AND l.has_stock AND 100 = ANY(l.category_ids)`);
    expect(byId.total).toBe(n);
    const { slug } = await one<{ slug: string }>(
      sql`SELECT slug FROM category_translations WHERE category_id = 100 AND language = 'sv'`,
    );
    expect((await list(`categorySlug=${slug}`)).total).toBe(n);
    expect((await list('filters=ParametricMultiple,100')).total).toBe(n);
    const res = await api.get('/api/product/products?categorySlug=no-such-category');
    expect(res.status).toBe(404);
    await expectFieldError('/api/product/products?categoryId=424242', 'categoryId');
  });

  it('shows one item per product in Default and UniqueVariants modes', async () => {
    for (const mode of ['Default', 'UniqueVariants']) {
      const body = await list(`mode=${mode}&pageSize=100`);
      const bases = body.results.map((r) => r.basePartNo);
      expect(new Set(bases).size).toBe(bases.length);
    }
    const colours = await list('mode=ColorVariants');
    const products = await list('mode=Default');
    expect(colours.total).toBeGreaterThan(products.total);
  });

  it('returns the items of repeated skus, up to 1000 a page', async () => {
    const skus = await api.handle.rows<{ sku: string; part_no: string }>(sql`
      SELECT s.sku, v.part_no FROM skus s JOIN variants v ON v.id = s.variant_id ORDER BY s.sku LIMIT 3`);
    const query = skus.map((s) => `sku=${encodeURIComponent(s.sku)}`).join('&');
    const body = await list(`${query}&pageSize=1000`);
    expect(body.results.map((r) => r.partNo).sort()).toEqual([...new Set(skus.map((s) => s.part_no))].sort());
    await expectFieldError(`/api/product/products?${query}&pageSize=1001`, 'pageSize');
    await expectFieldError('/api/product/products?sku=12345678X', 'sku');
  });

  it('prices in the market currency and refuses unknown markets and foreign cultures', async () => {
    const no = await list('marketId=NO&cultureCode=nb-NO');
    expect(no.results[0]!.price!.currency).toBe('NOK');
    const uk = await list('marketId=uk');
    expect(uk.results[0]!.price!.currency).toBe('GBP');
    await expectFieldError('/api/product/products?marketId=XX', 'marketId');
    await expectFieldError('/api/product/products?marketId=NO&cultureCode=sv-SE', 'cultureCode');
    await expectFieldError('/api/product/products?cultureCode=swedish', 'cultureCode');
  });

  it('never gives anonymous callers market prices, even when asked (prices.int.test.ts: who gets them)', async () => {
    const without = await list('pageSize=1');
    expect(without.results[0]!.price!.marketPrice).toBeUndefined();
    const asking = await list('pageSize=1&includeMarketPrice=true');
    expect(asking.results[0]!.price!.marketPrice).toBeUndefined();
  });

  it('counts the result per primary category with groupBy=category', async () => {
    const body = await list('groupBy=category');
    expect(body.groups!.reduce((sum, g) => sum + g.count, 0)).toBe(body.total);
    expect(body.groups!.every((g) => g.name.length > 0)).toBe(true);
  });
});

describe('search', () => {
  it('finds softshell jackets from a misspelt English query', async () => {
    const body = await list('cultureCode=en-SE&query=softshel%20jaket&pageSize=50');
    expect(body.total).toBeGreaterThan(0);
    expect(body.results.every((r) => /softshell/i.test(r.name) && /jacket/i.test(r.name))).toBe(true);
    const exact = await list('cultureCode=en-SE&query=softshell%20jacket&pageSize=50');
    expect(body.total).toBe(exact.total);
  });

  it('searches in the request language through products/search/{term}', async () => {
    const res = await api.get<ProductListResponse>(
      '/api/product/products/search/softshell?cultureCode=sv-SE',
    );
    expect(res.status).toBe(200);
    expect(res.body.total).toBeGreaterThan(0);
    expect(res.body.query).toBe('softshell');
    const none = await api.get<ProductListResponse>('/api/product/products/search/zzqqxxjj');
    expect(none.body.total).toBe(0);
    expect(none.body.results).toEqual([]);
  });
});
