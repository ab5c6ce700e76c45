import { inTransaction } from '@workwear/db';
import { FTS_CONFIG } from '@workwear/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { itChecksRowShapes } from '../../testing/rowShapes';
import { type TestServer, testServer } from '../../testing/testServer';
import { productSearchQueries } from '../products';
import { listingQueries, MAX_COMPOUNDS } from './repository';
import { toTsQuery } from './searchQuery';

let api: TestServer;
beforeAll(async () => {
  api = await testServer();
});

describe('listing queries on the demo data', () => {
  const q = listingQueries;
  itChecksRowShapes<typeof q>(
    {
      // A known word and a misspelt one, so both the word and its corrections are read, and the compounds of each.
      searchWords: (h) => q.searchWords.check(h, 'de', 'softshel jacke', MAX_COMPOUNDS),
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
    expect(
      await indexPlan(productSearchQueries.searchMatches.sql('de', FTS_CONFIG.de, toTsQuery([word!])!)),
    ).toContain('product_translations_search_de_idx');
  });
});
