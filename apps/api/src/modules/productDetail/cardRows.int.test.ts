import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, testServer } from '../../testing/testServer';
import { CARD_ROWS_TTL_MS, createCardRows } from './cardRows';
import { loadColours, loadSummaries } from './repository';

let api: TestServer;
let sample: { variantId: number; productId: number; name: string };
let products: number[];

beforeAll(async () => {
  api = await testServer();
  const [row] = await api.handle.rows<typeof sample>(sql`
    SELECT v.id AS "variantId", p.id AS "productId", pt.name
    FROM products p JOIN variants v ON v.product_id = p.id
    JOIN product_translations pt ON pt.product_id = p.id AND pt.language = 'sv'
    ORDER BY p.id, v.sort_order LIMIT 1 OFFSET 3`);
  sample = row!;
  const rows = await api.handle.rows<{ id: number }>(sql`SELECT id FROM products ORDER BY id DESC LIMIT 6`);
  products = rows.map((r) => r.id);
});

const rename = (name: string) =>
  api.handle.db.execute(
    sql`UPDATE product_translations SET name = ${name} WHERE product_id = ${sample.productId} AND language = 'sv'`,
  );

afterAll(async () => {
  await rename(sample.name);
});

describe('card rows kept in memory', () => {
  it('answer as the database does: summaries per variant, colours per product in card order', async () => {
    const cards = createCardRows(api.handle);
    const variantIds = [sample.variantId, 999_999_999];
    const direct = await loadSummaries(api.handle, variantIds, 'sv');
    expect(await cards.summariesOf(variantIds, 'sv')).toEqual(direct);
    // A second time from memory, the variant without a row still left out.
    expect(await cards.summariesOf(variantIds, 'sv')).toEqual(direct);

    const byProduct = (rows: Awaited<ReturnType<typeof loadColours>>) =>
      products.flatMap((id) => rows.filter((r) => r.productId === id));
    const colours = byProduct(await loadColours(api.handle, products));
    expect(colours.length).toBeGreaterThan(0);
    const firstTwo = colours.filter((c) => c.productId === products[0] || c.productId === products[1]);
    expect(await cards.coloursOf(products.slice(0, 2))).toEqual(firstTwo);
    expect(await cards.coloursOf(products)).toEqual(colours);
  });

  it('show a renamed product within the spec cache time (60 s), and at once after clear()', async () => {
    let now = 1_000_000;
    const cards = createCardRows(api.handle, () => now);
    const nameNow = async () => (await cards.summariesOf([sample.variantId], 'sv'))[0]?.name;
    expect(await nameNow()).toBe(sample.name);

    await rename(`${sample.name} (renamed)`);
    now += CARD_ROWS_TTL_MS - 1_000;
    // The bound on staleness: the name read less than 60 s ago is still shown.
    expect(await nameNow()).toBe(sample.name);
    now += 2_000;
    expect(await nameNow()).toBe(`${sample.name} (renamed)`);

    await rename(`${sample.name} (again)`);
    cards.clear();
    expect(await nameNow()).toBe(`${sample.name} (again)`);
  });
});
