import { inTransaction } from '@workwear/db';
import { FTS_CONFIG } from '@workwear/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { itChecksRowShapes } from '../../testing/rowShapes';
import { type TestServer, testServer } from '../../testing/testServer';
import { productSearchQueries } from './searchRepository';

let api: TestServer;
let productIds: number[];
beforeAll(async () => {
  api = await testServer();
  const rows = await api.handle.rows<{ id: number }>(sql`SELECT id FROM products ORDER BY id LIMIT 30`);
  productIds = rows.map((r) => r.id);
});

/** The plan of a statement when sequential scans are forbidden: the demo tables are small enough for one to win. */
async function indexPlan(statement: ReturnType<typeof sql>): Promise<string> {
  const plan = await inTransaction(api.handle, async (tx) => {
    await tx.rows(sql`SET LOCAL enable_seqscan = off`);
    return tx.rows<Record<string, string>>(sql`EXPLAIN ${statement}`);
  });
  return plan.map((r) => Object.values(r).join(' ')).join('\n');
}

describe('product search queries on the demo data', () => {
  const q = productSearchQueries;
  itChecksRowShapes<typeof q>(
    {
      // A prefix (no exact match) and a whole sku (an exact one).
      articleHits: async (h) => {
        const [first] = await h.rows<{ sku: string }>(sql`SELECT min(sku) AS sku FROM skus`);
        return [...(await q.articleHits.check(h, '1000')), ...(await q.articleHits.check(h, first!.sku))];
      },
      searchMatches: (h) => q.searchMatches.check(h, 'en', 'english', '(softshell) & (jacket:*)'),
      sitemapEntries: (h) => q.sitemapEntries.check(h, productIds, 0, 10),
      vectors: (h) => q.vectors.check(h, 'sv'),
      names: (h) => q.names.check(h, 'pl'),
      articles: (h) => q.articles.check(h),
      shortestSku: (h) => q.shortestSku.check(h),
      skuPrefixes: async (h) => {
        const [first] = await h.rows<{ sku: string; variantId: number }>(sql`
          SELECT sku, variant_id AS "variantId" FROM skus ORDER BY sku LIMIT 1`);
        return q.skuPrefixes.check(h, [first!.variantId], first!.sku.slice(0, 13));
      },
    },
    () => api.handle,
  );

  it('binds the language of a search, and the planner still picks that language’s partial index', async () => {
    expect(await indexPlan(q.searchMatches.sql('pl', FTS_CONFIG.pl, 'kurtka:*'))).toContain(
      'product_translations_search_pl_idx',
    );
  });

  it('finds article numbers by prefix and exactly through indexes, whatever the server collation', async () => {
    const [first] = await api.handle.rows<{ sku: string }>(sql`SELECT min(sku) AS sku FROM skus`);
    for (const articleNo of ['1000', first!.sku.slice(0, 8), first!.sku.slice(0, 12), first!.sku]) {
      expect(await indexPlan(q.articleHits.sql(articleNo)), articleNo).not.toMatch(
        /Seq Scan on (products|variants|skus)/,
      );
    }
  });
});
