import type { ProductListResponse } from '@workwear/contracts';
import { type DatabaseHandle, refreshReadModels } from '@workwear/db';
import { ROLE } from '@workwear/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../app';
import { createLogger } from '../../logger';
import { bearerFor } from '../../testing/accessTokens';
import { serveApp, type TestServer, testServer } from '../../testing/testServer';
import { createListingIndexStore } from '../catalogueIndex';
import { cardQueries, loadColours, loadSummaries } from '../products';
import { createCardFacts } from './cardFacts';

let api: TestServer;
let variantIds: number[];
let productIds: number[];
beforeAll(async () => {
  api = await testServer();
  variantIds = (await api.handle.rows<{ id: number }>(sql`SELECT id FROM variants ORDER BY id`)).map(
    (r) => r.id,
  );
  productIds = (await api.handle.rows<{ id: number }>(sql`SELECT id FROM products ORDER BY id`)).map(
    (r) => r.id,
  );
});

const byVariant = <T extends { variantId: number }>(rows: T[]) =>
  [...rows].sort((a, b) => a.variantId - b.variantId);

describe('card facts held with the listing index', () => {
  // Polish (ę), Czech (ř) and Estonian (õ) names beside Swedish, and US English's own names.
  it.each(['sv', 'pl', 'cs', 'et', 'en-US'] as const)(
    'give every variant of the demo catalogue the summary and colours the SQL gives (%s)',
    async (language) => {
      const facts = createCardFacts(api.handle, createListingIndexStore(api.handle, 60_000));
      const fromSql = await loadSummaries(api.handle, variantIds, language);
      expect(fromSql.length).toBeGreaterThan(100);
      const { rows, colours } = await facts.rowsOf(variantIds, language);
      expect(byVariant(rows)).toEqual(byVariant(fromSql));
      // Colours come per product in the order of the rows' products: ask for every product in id order.
      const firstOfEach = productIds.flatMap((id) => {
        const row = rows.find((r) => r.productId === id);
        return row ? [row.variantId] : [];
      });
      const sqlColours = await loadColours(api.handle, productIds);
      expect((await facts.rowsOf(firstOfEach, language)).colours).toEqual(sqlColours);
      expect(colours.length).toBe(sqlColours.length);
      if (language === 'en-US') expect(rows.some((r) => / pants\b/.test(r.name))).toBe(true);
      else if (language !== 'sv') expect(rows.some((r) => /[ęřõ]/.test(r.name))).toBe(true);
    },
  );
});

/** A handle that counts the statements sent through it: raw rows, and every call on the Drizzle database. */
function countingHandle(handle: DatabaseHandle) {
  let statements = 0;
  const db = new Proxy(handle.db, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver);
      if (key === 'query') statements++;
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        statements++;
        return value.apply(target, args);
      };
    },
  });
  const counted: DatabaseHandle = {
    ...handle,
    db,
    rows: (query) => {
      statements++;
      return handle.rows(query);
    },
    prepared: (query) => {
      statements++;
      return handle.prepared(query);
    },
    dedicated: (work) => {
      statements++;
      return handle.dedicated(work);
    },
  };
  return {
    handle: counted,
    /** Statements since the last take. */
    take() {
      const sent = statements;
      statements = 0;
      return sent;
    },
  };
}

describe('a product list with cards from memory', () => {
  let counted: ReturnType<typeof countingHandle>;
  let server: Awaited<ReturnType<typeof serveApp>>;
  let agreement: Record<string, string>;
  beforeAll(async () => {
    counted = countingHandle(api.handle);
    server = await serveApp(
      createApp({ handle: counted.handle, logger: createLogger('silent'), cache: false }).app,
    );
    const [company] = await api.handle.rows<{ id: number; market: string }>(sql`
      SELECT id, market_name AS market FROM companies WHERE primary_price_list_id IS NOT NULL ORDER BY id LIMIT 1`);
    agreement = {
      Authorization: await bearerFor(api.handle, {
        role: ROLE.User,
        companyId: company!.id,
        market: company!.market,
      }),
    };
  });
  afterAll(() => server.close());

  const list = async (query: string, headers: Record<string, string> = {}) => {
    const res = await server.get<ProductListResponse>(`/api/product/products?${query}`, headers);
    expect(res.status).toBe(200);
    expect(res.body.results.length).toBeGreaterThan(0);
    return res.body;
  };

  it('sends no SQL statement once the index, the language and the principal are known', async () => {
    for (const headers of [{}, agreement]) {
      // The first list loads the index with its card facts, the language's names, the dictionaries and the prices.
      counted.take();
      await list('marketId=se&cultureCode=sv-SE&pageSize=24', headers);
      expect(counted.take()).toBeGreaterThan(0);
      // Pages and sorts never listed before: cards no earlier request drew.
      await list('marketId=se&cultureCode=sv-SE&pageSize=24&page=2', headers);
      await list('marketId=se&cultureCode=sv-SE&pageSize=12&sortField=Name&sortOrder=desc', headers);
      await list('marketId=se&cultureCode=sv-SE&pageSize=6&mode=ColorVariants&page=3', headers);
      expect(counted.take()).toBe(0);
    }
  });
});

describe('languages warmed before the API listens', () => {
  it("leave their first list without reading the language's card names", async () => {
    const counted = countingHandle(api.handle);
    const { app, warmUp } = createApp({
      handle: counted.handle,
      logger: createLogger('silent'),
      cache: false,
    });
    const server = await serveApp(app);
    try {
      await warmUp(['pl']);
      const firstList = async (market: string, culture: string) => {
        counted.take();
        const res = await server.get<ProductListResponse>(
          `/api/product/products?marketId=${market}&cultureCode=${culture}&pageSize=24`,
        );
        expect(res.status).toBe(200);
        expect(res.body.results.some((r) => /[ęřõ]/.test(r.name))).toBe(true);
        return counted.take();
      };
      // One list first, for what is read once for every market; then the same reads per market and
      // language (dictionary, prices, settings), but the names.
      await firstList('ee', 'et-EE');
      const warmed = await firstList('pl', 'pl-PL');
      const cold = await firstList('cz', 'cs-CZ');
      expect(warmed).toBe(cold - 1);
    } finally {
      await server.close();
    }
  });
});

describe('card facts after the read models are rebuilt', () => {
  let sample: { variantId: number; productId: number; name: string; flagId: number };
  beforeAll(async () => {
    const [row] = await api.handle.rows<typeof sample>(sql`
      SELECT v.id AS "variantId", p.id AS "productId", pt.name,
        (SELECT min(f.id) FROM flags f WHERE f.id NOT IN (
          SELECT flag_id FROM variant_flags WHERE variant_id = v.id
          UNION SELECT flag_id FROM product_flags WHERE product_id = p.id)) AS "flagId"
      FROM variant_listing l JOIN variants v ON v.id = l.variant_id JOIN products p ON p.id = v.product_id
      JOIN product_translations pt ON pt.product_id = p.id AND pt.language = 'pl'
      ORDER BY v.id LIMIT 1 OFFSET 5`);
    sample = row!;
  });
  const rename = (name: string) =>
    api.handle.db.execute(
      sql`UPDATE product_translations SET name = ${name} WHERE product_id = ${sample.productId} AND language = 'pl'`,
    );
  afterAll(async () => {
    await rename(sample.name);
    await api.handle.db.execute(
      sql`DELETE FROM variant_flags WHERE variant_id = ${sample.variantId} AND flag_id = ${sample.flagId}`,
    );
    await refreshReadModels(api.handle);
  });

  it('show a changed name and flag when the version changes, and not before (no time limit)', async () => {
    const namesRead = vi.spyOn(cardQueries.cardNames, 'run');
    const listings = createListingIndexStore(api.handle, 0);
    const facts = createCardFacts(api.handle, listings);
    const first = await listings.get();
    const cardOf = async () => (await facts.rowsOf([sample.variantId], 'pl')).rows[0]!;
    expect((await cardOf()).name).toBe(sample.name);

    await rename(`${sample.name} (zmieniona)`);
    await api.handle.db.execute(
      sql`INSERT INTO variant_flags (variant_id, flag_id) VALUES (${sample.variantId}, ${sample.flagId})`,
    );
    // The index's version has not changed: its cards stay as they were read.
    expect(await listings.get()).toBe(first);
    expect((await cardOf()).name).toBe(sample.name);
    expect((await cardOf()).flagIds).not.toContain(sample.flagId);

    await refreshReadModels(api.handle);
    let next = first;
    for (let i = 0; i < 100 && next === first; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      next = await listings.get();
    }
    expect(next.version).not.toBe(first.version);
    // The new index came with the names of the language already in use: drawing it reads none.
    const reads = namesRead.mock.calls.length;
    expect(reads).toBeGreaterThanOrEqual(2);
    const card = await cardOf();
    expect(namesRead.mock.calls.length).toBe(reads);
    namesRead.mockRestore();
    expect(card.name).toBe(`${sample.name} (zmieniona)`);
    expect(card.flagIds).toContain(sample.flagId);
    expect(card).toEqual((await loadSummaries(api.handle, [sample.variantId], 'pl'))[0]);
  });
});
