import { inTransaction } from '@workwear/db';
import { FTS_CONFIG } from '@workwear/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { itChecksRowShapes } from '../../testing/rowShapes';
import { type TestServer, testServer } from '../../testing/testServer';
import { listingQueries, MAX_COMPOUNDS } from './repository';
import { toTsQuery } from './searchQuery';

let api: TestServer;
let productIds: number[];
beforeAll(async () => {
  api = await testServer();
  const rows = await api.handle.rows<{ id: number }>(sql`SELECT id FROM products ORDER BY id LIMIT 30`);
  productIds = rows.map((r) => r.id);
});

describe('listing queries on the demo data', () => {
  const q = listingQueries;
  itChecksRowShapes<typeof q>(
    {
      // A known word and a misspelt one, so both the word and its corrections are read, and the compounds of each.
      searchWords: (h) => q.searchWords.check(h, 'de', 'softshel jacke', MAX_COMPOUNDS),
      // A prefix (no exact match) and a whole sku (an exact one).
      articleHits: async (h) => {
        const [first] = await h.rows<{ sku: string }>(sql`SELECT min(sku) AS sku FROM skus`);
        return [...(await q.articleHits.check(h, '1000')), ...(await q.articleHits.check(h, first!.sku))];
      },
      searchMatches: (h) => q.searchMatches.check(h, 'en', 'english', '(softshell) & (jacket:*)'),
      sitemapEntries: (h) => q.sitemapEntries.check(h, productIds, 0, 10),
    },
    () => api.handle,
  );

  /** The plan of a statement when sequential scans are forbidden: the demo tables are small enough for one to win. */
  async function indexPlan(statement: ReturnType<typeof sql>): Promise<string> {
    const plan = await inTransaction(api.handle, async (tx) => {
      await tx.rows(sql`SET LOCAL enable_seqscan = off`);
      return tx.rows<Record<string, string>>(sql`EXPLAIN ${statement}`);
    });
    return plan.map((r) => Object.values(r).join(' ')).join('\n');
  }

  it('binds the language of a search, and the planner still picks that language’s partial index', async () => {
    expect(await indexPlan(q.searchMatches.sql('pl', FTS_CONFIG.pl, 'kurtka:*'))).toContain(
      'product_translations_search_pl_idx',
    );
  });

  it('finds the compounds holding a word, most frequent first, capped, without a sequential scan', async () => {
    const [word] = await q.searchWords.run(api.handle, 'de', 'jacke', MAX_COMPOUNDS);
    expect(word!.compounds.length).toBeGreaterThan(2);
    expect(word!.compounds.every((c) => c.includes('jacke') && c !== 'jacke')).toBe(true);
    const [capped] = await q.searchWords.run(api.handle, 'de', 'jacke', 2);
    expect(capped!.compounds).toEqual(word!.compounds.slice(0, 2));
    const [none] = await q.searchWords.run(api.handle, 'de', 'jacke', 0);
    expect(none!.compounds).toEqual([]);
    expect(await indexPlan(q.searchWords.sql('de', 'jacke', MAX_COMPOUNDS))).not.toContain(
      'Seq Scan on search_terms',
    );
  });

  it('keeps a query of many compounds on the language’s partial index', async () => {
    const [word] = await q.searchWords.run(api.handle, 'de', 'jac', MAX_COMPOUNDS);
    expect(word!.compounds.length).toBeGreaterThan(2);
    expect(await indexPlan(q.searchMatches.sql('de', FTS_CONFIG.de, toTsQuery([word!])!))).toContain(
      'product_translations_search_de_idx',
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
