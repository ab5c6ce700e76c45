import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { cartApi, sellableSkus } from '../../testing/cartApi';
import { type TestServer, testServer } from '../../testing/testServer';

/**
 * Quick order (issue 27, item 9): the 12-character "Art.nr" printed on every card is a colour
 * without its size, answered as such with the sizes to choose; the check before adding names each
 * line's product, colour, size and price; a repeated submit with the same idempotency key adds once.
 */
const onServer = inject('databaseUrl') !== undefined;

let api: TestServer;
let sku: string;

beforeAll(async () => {
  api = await testServer();
  [sku] = (await sellableSkus(api.handle, 1)) as [string];
}, 120_000);

const client = () => cartApi(api.baseUrl, undefined, 'SE');

type Preview = {
  currency: string;
  lines: {
    index: number;
    sku: string;
    quantity: number | null;
    status: string;
    name?: string;
    colour?: string;
    size?: string;
    unit?: { net: number; gross: number };
    line?: { net: number; gross: number };
    sizes?: { sku: string; size: string; orderable: boolean }[];
  }[];
};
const preview = (items: unknown[]) =>
  client().call<Preview>('POST', '/api/cart/carts/products/preview', { items });

describe('a colour part number without its size', () => {
  it('is answered sizeMissing with the colour’s sizes by the check, and by the add (nothing added)', async () => {
    const partNo = sku.slice(0, 12);
    const checked = await preview([{ sku: partNo, quantity: 2 }]);
    expect(checked.status, JSON.stringify(checked.body)).toBe(200);
    const [line] = checked.body.lines;
    expect(line).toMatchObject({ status: 'sizeMissing', sku: partNo, quantity: 2 });
    expect(line!.name).toBeTruthy();
    expect(line!.colour).toBeTruthy();
    const sizes = await api.handle.rows<{ sku: string }>(
      sql`SELECT s.sku FROM skus s JOIN variants v ON v.id = s.variant_id WHERE v.part_no = ${partNo}`,
    );
    expect(line!.sizes!.map((s) => s.sku).sort()).toEqual(sizes.map((s) => s.sku).sort());
    expect(line!.sizes!.find((s) => s.sku === sku)?.orderable).toBe(true);

    const cart = (await client().create()).body;
    const added = await client().batch(cart.id, { items: [{ sku: partNo, quantity: 2 }] });
    expect(added.status).toBe(200);
    expect(added.body.lines).toEqual([expect.objectContaining({ index: 0, status: 'sizeMissing' })]);
    expect(added.body.cart.rows).toEqual([]);
  });

  it('stays unknown when no colour has that number', async () => {
    const checked = await preview([{ sku: 'ZZZZZZZZZZZZ', quantity: 1 }]);
    expect(checked.body.lines[0]).toMatchObject({ status: 'unknown' });
    expect(checked.body.lines[0]!.sizes).toBeUndefined();
  });
});

describe('the check before adding', () => {
  it('names each line’s product, colour and size and prices it as the cart does, writing nothing', async () => {
    const before = await api.handle.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM cart_rows`);
    const checked = await preview([
      { sku, quantity: 3 },
      { sku: 'not a sku', quantity: 1 },
      { sku, quantity: 0 },
    ]);
    expect(checked.status).toBe(200);
    const [ready, bad, zero] = checked.body.lines;
    expect(ready).toMatchObject({ status: 'ready', sku, quantity: 3 });
    expect(ready!.size).toBeTruthy();
    expect(bad).toMatchObject({ status: 'invalid' });
    expect(zero).toMatchObject({ status: 'invalid', quantity: null });

    // The same unit price the cart charges once the line is in it.
    const cart = (await client().create()).body;
    const added = (await client().batch(cart.id, { items: [{ sku, quantity: 3 }] })).body.cart;
    const row = added.rows[0]!;
    expect(ready!.unit).toEqual({ net: row.price, gross: row.priceIncVat });
    expect(ready!.line).toEqual({ net: row.line.net, gross: row.line.gross });
    expect(checked.body.currency).toBe(added.currency);
    const after = await api.handle.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM cart_rows`);
    expect(after[0]!.n).toBe(before[0]!.n + 1);
  });

  it('refuses a body that names a price, naming the field', async () => {
    const res = await preview([{ sku, quantity: 1, price: 1 }]);
    expect(res.status).toBe(400);
  });
});

describe('a repeated quick-order submit', () => {
  const batchWithKey = (cartId: string, key: string, quantity = 2) =>
    client().call<{ cart: { rows: { quantity: number }[] }; lines: unknown[] }>(
      'POST',
      `/api/cart/carts/${cartId}/products/batch`,
      { items: [{ sku, quantity }] },
      { 'Idempotency-Key': key },
    );

  it('adds once: the same key again answers the first answer and leaves 2 as 2', async () => {
    const cart = (await client().create()).body;
    const key = randomUUID();
    const first = await batchWithKey(cart.id, key);
    expect(first.status).toBe(200);
    const second = await batchWithKey(cart.id, key);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    const now = (await client().get(cart.id)).body;
    expect(now.rows.map((r) => r.quantity)).toEqual([2]);
  });

  it('refuses the same key with another body, changing nothing', async () => {
    const cart = (await client().create()).body;
    const key = randomUUID();
    expect((await batchWithKey(cart.id, key, 2)).status).toBe(200);
    const other = await batchWithKey(cart.id, key, 5);
    expect(other.status).toBe(422);
    expect((await client().get(cart.id)).body.rows.map((r) => r.quantity)).toEqual([2]);
  });

  it('adds once when K copies of one submit arrive at the same time (PostgreSQL server)', async (ctx) => {
    if (!onServer) return ctx.skip('concurrent requests need the PostgreSQL server');
    const cart = (await client().create()).body;
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 8 }, () => batchWithKey(cart.id, key)));
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    const now = (await client().get(cart.id)).body;
    expect(now.rows.map((r) => r.quantity)).toEqual([2]);
  });
});
