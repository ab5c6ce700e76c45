import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './connection';
import { seedDemoCatalogue } from './demo/index';
import { migrateDatabase } from './migrate';
import { databaseTargets } from './testing/databaseTargets';

const targets = databaseTargets('name_ranks_test', 2);

describe.each(targets)('name ranks of the listing on $name', ({ open }) => {
  let handle: DatabaseHandle;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ handle, dispose } = await open());
    await migrateDatabase(handle);
    // 360 products: the Swedish names then hold Läderhandskar and Långärmad t-shirt (å before ä in Swedish).
    await seedDemoCatalogue(handle, { products: 360, seed: 7, today: '2026-11-21' });
  });

  afterAll(async () => {
    await dispose?.();
  });

  it.each(['sv', 'de', 'fi'])(
    "orders names in the collation of the language (%s), whatever the server's",
    async (language) => {
      const names = (
        await handle.rows<{ name: string; rank: number }>(sql`
        SELECT DISTINCT ON (l.product_id) pt.name, l.name_ranks[s.slot] AS rank
        FROM variant_listing l
        JOIN listing_language_slots s ON s.language = ${language}
        JOIN product_translations pt ON pt.product_id = l.product_id AND pt.language = s.language`)
      )
        .sort((a, b) => a.rank - b.rank)
        .map((r) => r.name);
      expect(names.length).toBeGreaterThan(100);
      const collator = new Intl.Collator(language, { sensitivity: 'accent' });
      expect(names).toEqual([...names].sort(collator.compare));
    },
  );
});
