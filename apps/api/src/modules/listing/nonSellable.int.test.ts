import type { FilterSearchResponse, ProductListResponse, SitemapProductsResponse } from '@workwear/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { createLogger } from '../../logger';
import { serveApp, type TestServer, testServer } from '../../testing/testServer';

/**
 * UseDisplayNonSellableProducts in lists, filters and the sitemap. The demo world turns it on in
 * Norway only (packages/db/src/demo/featureFlags.ts), and the demo catalogue has discontinued colours
 * (no sizes, so not sellable) beside others and products discontinued in every colour (plan.ts).
 * Every count is checked against SQL over variant_listing.
 */
let api: TestServer;
beforeAll(async () => {
  api = await testServer();
});

const get = async <T>(path: string) => {
  const res = await api.get<T>(path);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};
const list = (query: string) => get<ProductListResponse>(`/api/product/products?${query}`);

async function count(where: SQL, market: string, perProduct = false): Promise<number> {
  const [row] = await api.handle.rows<{ n: number }>(sql`
    SELECT count(${perProduct ? sql`DISTINCT l.product_id` : sql`*`})::int AS n FROM variant_listing l
    JOIN variant_prices vp ON vp.variant_id = l.variant_id
      AND vp.price_list_id = (SELECT id FROM price_lists WHERE code = ${`PUBLIC-${market}`})
    WHERE ${where}`);
  return row!.n;
}
/** What ColorVariants lists: colours in stock that can be ordered, and (flag on) every one that cannot. */
const colourRows = (shown: boolean) =>
  shown ? sql`((l.is_sellable AND l.has_stock) OR NOT l.is_sellable)` : sql`(l.is_sellable AND l.has_stock)`;
const productRows = (shown: boolean) => (shown ? sql`true` : sql`l.is_sellable`);

describe('UseDisplayNonSellableProducts', () => {
  it('the demo catalogue has colours that cannot be ordered, and a product with no other', async () => {
    expect(await count(sql`NOT l.is_sellable`, 'NO')).toBeGreaterThan(0);
    const [whole] = await api.handle.rows<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM products p
      WHERE NOT EXISTS (SELECT 1 FROM variant_listing l WHERE l.product_id = p.id AND l.is_sellable)`);
    expect(whole!.n).toBeGreaterThan(0);
  });

  it('lists non-sellable colours where the market shows them (NO), and only there (SE)', async () => {
    for (const [market, shown] of [
      ['NO', true],
      ['SE', false],
    ] as const) {
      const colours = await list(`marketId=${market}&mode=ColorVariants&pageSize=1`);
      expect(colours.total, market).toBe(await count(colourRows(shown), market));
      const products = await list(`marketId=${market}&mode=Default&pageSize=1`);
      expect(products.total, market).toBe(await count(productRows(shown), market, true));
      // AllVariants lists every priced colour either way.
      const all = await list(`marketId=${market}&mode=AllVariants&pageSize=1`);
      expect(all.total, market).toBe(await count(sql`true`, market));
    }
  });

  it('marks each such card sellable: false, without a price, and every other card sellable', async () => {
    const all = await list('marketId=NO&mode=ColorVariants&sortField=PartNo&pageSize=100');
    const pages = [all];
    for (let page = 2; page <= all.totalPages; page++) {
      pages.push(await list(`marketId=NO&mode=ColorVariants&sortField=PartNo&pageSize=100&page=${page}`));
    }
    const cards = pages.flatMap((p) => p.results);
    const unsellable = cards.filter((c) => !c.sellable);
    expect(unsellable.length).toBe(await count(sql`NOT l.is_sellable`, 'NO'));
    expect(unsellable.every((c) => c.price === null && !c.hasStock)).toBe(true);
    expect(cards.filter((c) => c.sellable).every((c) => c.price !== null)).toBe(true);
    const se = await list('marketId=SE&mode=ColorVariants&pageSize=100');
    expect(se.results.every((c) => c.sellable)).toBe(true);
  });

  it('shows a product as a colour that can be ordered while it has one (Default mode)', async () => {
    const [mixed] = await api.handle.rows<{ base: string }>(sql`
      SELECT p.base_part_no AS base FROM products p
      WHERE EXISTS (SELECT 1 FROM variant_listing l WHERE l.product_id = p.id AND l.is_sellable)
        AND EXISTS (SELECT 1 FROM variant_listing l WHERE l.product_id = p.id AND NOT l.is_sellable)
      ORDER BY p.id LIMIT 1`);
    const body = await list(`marketId=NO&mode=Default&sortField=PartNo&pageSize=100`);
    const pages = [body];
    for (let page = 2; page <= body.totalPages; page++) {
      pages.push(await list(`marketId=NO&mode=Default&sortField=PartNo&pageSize=100&page=${page}`));
    }
    const card = pages.flatMap((p) => p.results).find((c) => c.basePartNo === mixed!.base);
    expect(card?.sellable).toBe(true);
  });

  it('counts filters and the price range over the same rows as the list', async () => {
    for (const [market, shown] of [
      ['NO', true],
      ['SE', false],
    ] as const) {
      const facets = await get<FilterSearchResponse>(
        `/api/product/filter/search?marketId=${market}&mode=ColorVariants`,
      );
      expect(facets.total, market).toBe(await count(colourRows(shown), market));
      const colour = facets.results.find((r) => r.parametricCode === 'colour');
      const [black] = await api.handle.rows<{ id: number }>(
        sql`SELECT id FROM parametric_values WHERE parametric_id = 1 AND code = 'black'`,
      );
      const blackCount = colour?.multipleValues?.find((v) => v.valueId === black!.id)?.count ?? 0;
      expect(blackCount, market).toBe(
        await count(sql`${colourRows(shown)} AND ${black!.id} = ANY(l.variant_value_ids)`, market),
      );
    }
  });

  it('leaves them out of a price limit and the price range, since they show no price', async () => {
    const limited = await list('marketId=NO&mode=ColorVariants&price=price,0,100000&pageSize=1');
    expect(limited.total).toBe(await count(sql`l.is_sellable AND l.has_stock`, 'NO'));
    const facets = await get<FilterSearchResponse>(
      '/api/product/filter/search?marketId=NO&mode=ColorVariants',
    );
    const [range] = await api.handle.rows<{ min: number; max: number }>(sql`
      SELECT min(vp.price)::int AS min, max(vp.price)::int AS max FROM variant_listing l
      JOIN variant_prices vp ON vp.variant_id = l.variant_id
        AND vp.price_list_id = (SELECT id FROM price_lists WHERE code = 'PUBLIC-NO')
      WHERE l.is_sellable AND l.has_stock`);
    expect({ min: facets.price.min, max: facets.price.max }).toEqual(range);
  });

  it('finds non-sellable products by search where they are shown', async () => {
    const [whole] = await api.handle.rows<{ base: string }>(sql`
      SELECT p.base_part_no AS base FROM products p
      WHERE NOT EXISTS (SELECT 1 FROM variant_listing l WHERE l.product_id = p.id AND l.is_sellable)
      ORDER BY p.id LIMIT 1`);
    const no = await list(`marketId=NO&query=${whole!.base}`);
    expect(no.results.map((r) => r.basePartNo)).toContain(whole!.base);
    expect(no.results.find((r) => r.basePartNo === whole!.base)?.sellable).toBe(false);
    const se = await list(`marketId=SE&query=${whole!.base}`);
    expect(se.results.map((r) => r.basePartNo)).not.toContain(whole!.base);
  });

  it('names in the sitemap exactly the products of the list', async () => {
    for (const market of ['NO', 'SE']) {
      const listed = await list(`marketId=${market}&mode=Default&pageSize=1`);
      const sitemap = await get<SitemapProductsResponse>(`/api/product/sitemap/products?marketId=${market}`);
      expect(sitemap.total, market).toBe(listed.total);
    }
  });
});

describe('UseDisplayNonSellableProducts read from the flag rows', () => {
  let fresh: Awaited<ReturnType<typeof serveApp>>;
  beforeAll(async () => {
    await api.handle.db.execute(
      sql`UPDATE feature_flags SET enabled = true WHERE key = 'UseDisplayNonSellableProducts' AND market_id = 'fi'`,
    );
    // A new API: its feature service has not cached Finland's flags with the flag off.
    fresh = await serveApp(
      createApp({ handle: api.handle, logger: createLogger('silent'), cache: false }).app,
    );
  }, 60_000);
  afterAll(async () => {
    await api.handle.db.execute(
      sql`UPDATE feature_flags SET enabled = false WHERE key = 'UseDisplayNonSellableProducts' AND market_id = 'fi'`,
    );
    await fresh?.close();
  });

  it('lists them in a market once its flag row is on, not in the one beside it', async () => {
    const fi = await fresh.get<ProductListResponse>('/api/product/products?marketId=FI&mode=ColorVariants');
    expect(fi.body.total).toBe(await count(colourRows(true), 'FI'));
    const se = await fresh.get<ProductListResponse>('/api/product/products?marketId=SE&mode=ColorVariants');
    expect(se.body.total).toBe(await count(colourRows(false), 'SE'));
  });
});
