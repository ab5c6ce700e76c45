import { inTransaction } from '@workwear/db';
import { FTS_CONFIG } from '@workwear/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { itChecksRowShapes } from '../../testing/rowShapes';
import { type TestServer, testServer } from '../../testing/testServer';
import { listingQueries } from './repository';

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
      listingRows: (h) => q.listingRows.check(h),
      // A known word and a misspelt one, so both the word and its corrections are read.
      searchWords: (h) => q.searchWords.check(h, 'en', 'softshel jacket'),
      searchMatches: (h) => q.searchMatches.check(h, 'en', 'english', '(softshell) & (jacket:*)'),
      sitemapEntries: (h) => q.sitemapEntries.check(h, productIds, 0, 10),
    },
    () => api.handle,
  );

  it('binds the language of a search, and the planner still picks that language’s partial index', async () => {
    // The demo tables are small enough for a sequential scan to win; forbid it to see the index choice.
    const plan = await inTransaction(api.handle, async (tx) => {
      await tx.rows(sql`SET LOCAL enable_seqscan = off`);
      return tx.rows<Record<string, string>>(
        sql`EXPLAIN ${q.searchMatches.sql('pl', FTS_CONFIG.pl, 'kurtka:*')}`,
      );
    });
    expect(plan.map((r) => Object.values(r).join(' ')).join('\n')).toContain(
      'product_translations_search_pl_idx',
    );
  });
});
