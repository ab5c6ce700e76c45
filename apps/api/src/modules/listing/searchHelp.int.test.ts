import type { ProductListResponse, SuggestResponse } from '@workwear/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, testServer } from '../../testing/testServer';
import { FEW_RESULTS } from './search/didYouMean';

let api: TestServer;
beforeAll(async () => {
  api = await testServer();
});

type ErrorBody = { code: string; details?: { fields: { field: string }[] } };

const list = async (query: string, market = 'se', culture = 'sv-SE') => {
  const res = await api.get<ProductListResponse>(
    `/api/product/products?marketId=${market}&cultureCode=${culture}&pageSize=100&query=${encodeURIComponent(query)}`,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};
const names = (l: ProductListResponse) => [...new Set(l.results.map((r) => r.uniqueName))].sort();

describe('typo tolerance counts two swapped letters as one edit', () => {
  it('jakca finds every product jacka finds (Swedish), jkaca (two swaps) does not', async () => {
    const [right, swapped, twice] = await Promise.all([list('jacka'), list('jakca'), list('jkaca')]);
    expect(right.total).toBeGreaterThan(0);
    expect(names(swapped)).toEqual(expect.arrayContaining(names(right)));
    expect(twice.total).toBe(0);
  });

  it('byoxr finds the byxor too', async () => {
    const [right, swapped] = await Promise.all([list('byxor'), list('byoxr')]);
    expect(right.total).toBeGreaterThan(0);
    expect(names(swapped)).toEqual(expect.arrayContaining(names(right)));
  });
});

describe('did you mean', () => {
  it('offers the corrected search for a query that finds nothing, when the correction finds more', async () => {
    const body = await list('jkaca');
    expect(body.total).toBe(0);
    expect(body.didYouMean).toBe('jacka');
  });

  it('keeps the words it knows as typed and corrects the others', async () => {
    // Another word of a jacket's name: with it, the misspelt jacka finds nothing, corrected it finds the jacket.
    const [row] = await api.handle.rows<{ word: string }>(sql`
      SELECT w AS word FROM product_translations, regexp_split_to_table(name, '\\s+') AS w
      WHERE language = 'sv' AND name ILIKE '%jacka%' AND w !~* 'jack' AND w ~ '^[A-Za-z]{4,}$'
      ORDER BY product_id, w LIMIT 1`);
    const body = await list(`${row!.word} jkaca`);
    expect(body.total).toBe(0);
    expect(body.didYouMean).toBe(`${row!.word} jacka`);
  });

  it('offers the word as the names write it, with its å, ä, ö, ó, ę, ť (the dictionary holds it folded)', async () => {
    const offered = async (query: string, market: string, culture: string) =>
      (await list(query, market, culture)).didYouMean;
    expect(await offered('vsta', 'se', 'sv-SE')).toBe('väst');
    expect(await offered('hängesbyxr', 'se', 'sv-SE')).toBe('hängselbyxor');
    expect(await offered('lädrehnadksar', 'se', 'sv-SE')).toBe('läderhandskar');
    expect(await offered('oplbtu', 'pl', 'pl-PL')).toBe('półbut');
    expect(await offered('nrazedizwoa', 'pl', 'pl-PL')).toBe('narzędziowa');
    expect(await offered('rkatsay', 'cz', 'cs-CZ')).toBe('kraťasy');
    // The written word searches as the folded one did: the offered search finds what it promised.
    expect((await list('väst')).total).toBeGreaterThan(0);
  });

  it('is not offered for a search with enough results, nor for one it cannot correct', async () => {
    const many = await list('jacka');
    expect(many.total).toBeGreaterThanOrEqual(FEW_RESULTS);
    expect(many.didYouMean).toBeUndefined();
    expect((await list('qqqqqqq')).didYouMean).toBeUndefined();
  });
});

describe('a full sku opens its product with the size chosen', () => {
  it('names the product, its colour and the sku; a colour part number names no sku', async () => {
    const [row] = await api.handle.rows<{ sku: string; partNo: string; uniqueName: string }>(sql`
      SELECT s.sku, v.part_no AS "partNo", p.unique_name AS "uniqueName"
      FROM skus s JOIN variants v ON v.id = s.variant_id JOIN products p ON p.id = v.product_id
      JOIN variant_listing l ON l.variant_id = v.id AND l.is_sellable AND l.has_stock
      WHERE length(s.sku) > 12 ORDER BY s.sku LIMIT 1`);
    const bySku = await list(row!.sku);
    expect(bySku.article).toEqual({
      match: 'sku',
      uniqueName: row!.uniqueName,
      partNo: row!.partNo,
      sku: row!.sku,
    });
    // Typed as printed, in groups and lower case, it is the same sku.
    const spaced = `${row!.sku.slice(0, 4)} ${row!.sku.slice(4, 8)} ${row!.sku.slice(8).toLowerCase()}`;
    expect((await list(spaced)).article?.sku).toBe(row!.sku);
    const byColour = await list(row!.partNo);
    expect(byColour.article?.match).toBe('partNo');
    expect(byColour.article?.sku).toBeUndefined();
  });
});

describe('suggestions while typing', () => {
  const suggest = (query: string, extra = '') =>
    api.get<SuggestResponse & ErrorBody>(
      `/api/product/suggest?marketId=se&cultureCode=sv-SE&query=${encodeURIComponent(query)}${extra}`,
    );

  it('suggests products, one per product, for a prefix and for a swapped word', async () => {
    for (const text of ['jack', 'jakca']) {
      const res = await suggest(text);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const { products } = res.body;
      expect(products.length).toBeGreaterThan(0);
      expect(products.length).toBeLessThanOrEqual(6);
      expect(new Set(products.map((p) => p.uniqueName)).size).toBe(products.length);
      for (const p of products) {
        expect(p.name.toLowerCase()).toContain('jack');
        expect(p.partNo).toHaveLength(12);
      }
    }
  });

  it('suggests the categories whose name has a word starting with the text', async () => {
    const [cat] = await api.handle.rows<{ name: string; slug: string }>(sql`
      SELECT ct.name, ct.slug FROM categories c JOIN category_translations ct ON ct.category_id = c.id
      WHERE ct.language = 'sv' AND EXISTS (
        SELECT 1 FROM variant_listing l WHERE c.id = ANY(l.category_ids) AND l.is_sellable)
      ORDER BY c.id LIMIT 1`);
    const res = await suggest(cat!.name.slice(0, 4));
    expect(res.status).toBe(200);
    expect(res.body.categories.map((c) => c.slug)).toContain(cat!.slug);
  });

  it('refuses a missing, too short, too long or unreadable text with a 400 naming the query', async () => {
    for (const path of [
      '/api/product/suggest?marketId=se',
      '/api/product/suggest?marketId=se&query=j',
      `/api/product/suggest?marketId=se&query=${'a'.repeat(101)}`,
      '/api/product/suggest?marketId=se&query=jacka%00',
    ]) {
      const res = await api.get<ErrorBody>(path);
      expect(res.status, path).toBe(400);
      expect(
        res.body.details?.fields.map((f) => f.field),
        path,
      ).toContain('query');
    }
  });

  it('refuses an unknown market as the other product calls do', async () => {
    const res = await suggest('jacka', '&marketId=zz');
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });
});
