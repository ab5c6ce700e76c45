import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type TestServer, testServer } from '../testing/testServer';
import { rowQuery } from './rowQuery';

let api: TestServer;
beforeAll(async () => {
  api = await testServer();
});

describe('row queries', () => {
  const shape = z.strictObject({ id: z.number().int(), name: z.string() });

  it('check parses the rows and gives them typed', async () => {
    const query = rowQuery(shape, (id: number) => sql`SELECT ${id}::int AS id, 'Mężczyźni' AS name`);
    expect(await query.check(api.handle, 7)).toEqual([{ id: 7, name: 'Mężczyźni' }]);
  });

  it('check fails on a column of another type, a missing column and an extra one', async () => {
    const wrongType = rowQuery(shape, () => sql`SELECT '7' AS id, 'a' AS name`);
    const missing = rowQuery(shape, () => sql`SELECT 7 AS id`);
    const extra = rowQuery(shape, () => sql`SELECT 7 AS id, 'a' AS name, true AS renamed`);
    for (const query of [wrongType, missing, extra]) await expect(query.check(api.handle)).rejects.toThrow();
  });
});
