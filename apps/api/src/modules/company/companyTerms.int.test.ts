import { schema } from '@workwear/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCacheRegistry } from '../../lib/cacheRegistry';
import { createLogger } from '../../logger';
import { itChecksRowShapes } from '../../testing/rowShapes';
import { type TestServer, testServer } from '../../testing/testServer';
import { createCompanyTerms } from './companyTerms';
import { companyTermsQueries } from './companyTermsRepository';

let api: TestServer;

async function companyId(name: string): Promise<number> {
  const [row] = await api.handle.rows<{ id: number }>(sql`SELECT id FROM companies WHERE name = ${name}`);
  return row!.id;
}

beforeAll(async () => {
  api = await testServer();
});

describe('company terms queries on the demo data', () => {
  const q = companyTermsQueries;
  itChecksRowShapes<typeof q>(
    {
      priceLists: async (h) => q.priceLists.check(h, await companyId('Nordbygg Entreprenad AB')),
      settingsChain: async (h) => q.settingsChain.check(h, await companyId('Nordbygg Väst AB')),
    },
    () => api.handle,
  );
});

describe('a company’s terms', () => {
  const made: number[] = [];
  afterAll(async () => {
    for (const id of made) await api.handle.db.execute(sql`DELETE FROM companies WHERE id = ${id}`);
  });

  it('inherit settings from the parent, are believed from the cache, and read fresh when asked', async () => {
    const insert = async (values: typeof schema.companies.$inferInsert) => {
      const [row] = await api.handle.db
        .insert(schema.companies)
        .values(values)
        .returning({ id: schema.companies.id });
      made.unshift(row!.id);
      return row!.id;
    };
    const parent = await insert({ name: `Terms parent ${process.pid}`, marketName: 'se' });
    const child = await insert({ name: `Terms child ${process.pid}`, marketName: 'se', parentId: parent });
    await api.handle.db
      .insert(schema.companySettings)
      .values({ companyId: parent, key: 'HidePrice', value: 'True' });
    const caches = createCacheRegistry();
    const terms = createCompanyTerms(api.handle, createLogger('silent'), caches);

    expect((await terms.termsOf(child))?.settings.HidePrice).toBe(true);
    await api.handle.db
      .insert(schema.companySettings)
      .values({ companyId: child, key: 'HidePrice', value: 'False' });
    expect((await terms.settingsOf(child)).HidePrice).toBe(true);
    expect((await terms.settingsOf(child, true)).HidePrice).toBe(false);
    caches.clearCaches();
    expect((await terms.settingsOf(child)).HidePrice).toBe(false);
    expect(await terms.termsOf(-1)).toBeUndefined();
    await expect(terms.settingsOf(-1)).rejects.toMatchObject({ code: 'not_found' });
  });
});
