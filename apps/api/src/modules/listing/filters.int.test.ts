import type { FilterCountResponse, FilterSearchResponse } from '@workwear/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, testServer } from '../../testing/testServer';

let api: TestServer;
beforeAll(async () => {
  api = await testServer();
});

const search = async (query = '') => {
  const res = await api.get<FilterSearchResponse>(`/api/product/filter/search?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};
const countsOf = (body: FilterCountResponse, code: string) => {
  const result = body.results.find((r) => r.parametricCode === code);
  return new Map((result?.listValues ?? result?.multipleValues ?? []).map((v) => [v.valueId, v.count]));
};

const sePriceList = sql`(SELECT id FROM price_lists WHERE code = 'PUBLIC-SE')`;

async function sqlCounts(where: ReturnType<typeof sql>) {
  const rows = await api.handle.rows<{ v: number; n: number }>(sql`
    SELECT v, count(*)::int AS n FROM variant_listing l
    JOIN variant_prices vp ON vp.variant_id = l.variant_id AND vp.price_list_id = ${sePriceList},
    unnest((l.product_value_ids || l.variant_value_ids || l.sku_value_ids)) v
    WHERE l.is_sellable AND l.has_stock AND ${where} GROUP BY v`);
  return new Map(rows.map((r) => [r.v, r.n]));
}

describe('GET /api/product/filter/search', () => {
  it('describes filters with their type, values and counts, and the price range', async () => {
    const body = await search();
    const colour = body.parametrics.find((p) => p.parametricCode === 'colour')!;
    expect(colour.filterType).toBe(5);
    expect(colour.multipleValues!.length).toBeGreaterThan(3);
    const gender = body.parametrics.find((p) => p.parametricCode === 'gender')!;
    expect(gender.filterType).toBe(1);
    expect(gender.listValues!.length).toBeGreaterThan(1);
    expect(body.parametrics.some((p) => p.isAndFilter)).toBe(true);

    const expected = await sqlCounts(sql`true`);
    for (const [valueId, count] of countsOf(body, 'colour')) expect(count).toBe(expected.get(valueId));
    const { min, max } = (
      await api.handle.rows<{ min: number; max: number }>(sql`
        SELECT min(vp.price)::int AS min, max(vp.price)::int AS max FROM variant_listing l
        JOIN variant_prices vp ON vp.variant_id = l.variant_id AND vp.price_list_id = ${sePriceList}
        WHERE l.is_sellable AND l.has_stock`)
    )[0]!;
    expect(body.price).toMatchObject({ currency: 'SEK', min, max });
  });

  it('keeps the counts of the field just changed and recounts the others', async () => {
    const before = await search();
    const colourId = [...countsOf(before, 'colour').keys()][0]!;
    const after = await search(`filters=5,${colourId}`);
    // The changed field (an OR field) keeps its counts ...
    expect(countsOf(after, 'colour')).toEqual(countsOf(before, 'colour'));
    // ... while the other fields count under the new selection.
    const expectedSizes = await sqlCounts(
      sql`(l.product_value_ids || l.variant_value_ids || l.sku_value_ids) && ARRAY[${colourId}]::int[]`,
    );
    for (const [valueId, count] of countsOf(after, 'size'))
      expect(count).toBe(expectedSizes.get(valueId) ?? 0);
    expect(after.total).toBe((await sqlCounts(sql`true`)).get(colourId));
  });

  it('recounts an AND filter under its own selection', async () => {
    const before = await search('mode=AllVariants');
    const standard = before.parametrics.find((p) => p.isAndFilter && (p.multipleValues?.length ?? 0) > 1)!;
    const valueId = standard.multipleValues![0]!.id;
    const after = await search(`mode=AllVariants&filters=5,${valueId}`);
    const countsAfter = countsOf(after, standard.parametricCode);
    expect(countsAfter.get(valueId)).toBe(after.total);
    expect(countsAfter).not.toEqual(countsOf(before, standard.parametricCode));
  });

  it('counts within a price range but reports the range of every price', async () => {
    const all = await search();
    const ranged = await search('price=price,200,600');
    expect(ranged.total).toBeLessThan(all.total);
    expect(ranged.price.min).toBe(all.price.min);
    expect(ranged.price.max).toBe(all.price.max);
  });

  it('answers the count endpoint with parametrics, price and results, as filter/search does', async () => {
    const full = await search('categoryId=100');
    const res = await api.get<FilterCountResponse>('/api/product/filter/search/count?categoryId=100');
    expect(res.status).toBe(200);
    expect(res.body.parametrics.length).toBeGreaterThan(0);
    expect(res.body.parametrics).toEqual(full.parametrics);
    expect(res.body.price).toEqual(full.price);
    expect(res.body.total).toBe(full.total);
    expect(res.body.results).toEqual(full.results);
  });

  it('shows only values with matches, and selected values even when nothing matches them', async () => {
    const body = await search();
    for (const result of body.results) {
      for (const v of result.listValues ?? result.multipleValues ?? []) expect(v.count).toBeGreaterThan(0);
    }
    // A colour and a size that never occur together: the size still shows, counted 0 under the colour.
    const [pair] = await api.handle.rows<{ colour: number; size: number }>(sql`
      SELECT c.id AS colour, s.id AS size FROM parametric_values c, parametric_values s
      WHERE c.parametric_id = 1 AND s.parametric_id = 2
        AND NOT EXISTS (SELECT 1 FROM variant_listing l WHERE (l.product_value_ids || l.variant_value_ids || l.sku_value_ids) @> ARRAY[c.id, s.id])
        AND EXISTS (SELECT 1 FROM variant_listing l WHERE (l.product_value_ids || l.variant_value_ids || l.sku_value_ids) @> ARRAY[c.id] AND l.is_sellable AND l.has_stock)
      LIMIT 1`);
    const narrowed = await search(`filters=5,${pair!.colour}&filters=5,${pair!.size}`);
    expect(narrowed.total).toBe(0);
    expect(countsOf(narrowed, 'size').get(pair!.size)).toBe(0);
    const sizeDescription = narrowed.parametrics.find((p) => p.parametricCode === 'size')!;
    expect(sizeDescription.multipleValues!.map((v) => v.id)).toContain(pair!.size);
  });

  it('refuses the same bad input as the product list', async () => {
    expect((await api.get('/api/product/filter/search?filters=5,999999')).status).toBe(400);
    expect((await api.get('/api/product/filter/search/count?marketId=ZZ')).status).toBe(400);
  });
});
