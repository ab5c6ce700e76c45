import type { CartView } from '@workwear/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartApi, deleteActiveCart, freshCart, sellableSkus } from '../../testing/cartApi';
import { type DemoPrincipal, demoBearers } from '../../testing/demoBearers';
import { type TestServer, testServer } from '../../testing/testServer';

/**
 * Price-list mismatch (spec §4, §8) over real HTTP: a row no list of the buyer's prices any more is
 * removed by the next read with the spec's warning, and a row now priced from another list than the
 * one it stored is kept, repriced, with the spec's notice. Each is told once.
 */
let api: TestServer;
let skus: string[];
let agreedOnly: DemoPrincipal;

beforeAll(async () => {
  api = await testServer();
  skus = await sellableSkus(api.handle, 40);
  // A User of Müller Süd, whose company shows only its agreed assortment (ShowAgreedAssortmentOnly).
  agreedOnly = (await demoBearers(api.handle, ['lukas.user']))['lukas.user']!;
});

afterAll(() => deleteActiveCart(cartApi(api.baseUrl, agreedOnly.bearer, 'DE')));

const putRow = (cartId: string, sku: string, priceListId: number | null) =>
  api.handle.db.execute(sql`
    INSERT INTO cart_rows (cart_id, row_number, sku, quantity, price_list_id)
    VALUES (${cartId}::uuid, (SELECT coalesce(max(row_number), 0) + 1 FROM cart_rows
      WHERE cart_id = ${cartId}::uuid), ${sku}, 1, ${priceListId})`);

const storedListOf = async (rowId: number) =>
  (
    await api.handle.rows<{ id: number | null }>(
      sql`SELECT price_list_id AS id FROM cart_rows WHERE id = ${rowId}`,
    )
  )[0]!.id;

const listId = async (code: string) =>
  Number(
    (await api.handle.rows<{ id: number }>(sql`SELECT id FROM price_lists WHERE code = ${code}`))[0]!.id,
  );

describe('a row the buyer can no longer buy', () => {
  it('is removed on the next read with the spec’s warning, once', async () => {
    const client = cartApi(api.baseUrl, agreedOnly.bearer, 'DE');
    const cart = await freshCart(client);
    // A sku outside the company's agreed assortment: the add refuses it ...
    let outside: string | undefined;
    for (const sku of skus) {
      const res = await client.add(cart.id, { sku, quantity: 1 });
      if (res.status === 422) {
        outside = sku;
        break;
      }
    }
    expect(outside, 'a sku outside the agreed assortment').toBeDefined();
    // ... so it is put in as a row left from before the assortment changed.
    const before = (await client.get(cart.id)).body;
    await putRow(cart.id, outside!, await listId('PUBLIC-DE'));
    const read = await client.get(cart.id);
    expect(read.status).toBe(200);
    expect(read.body.rows.map((r) => r.sku)).not.toContain(outside);
    expect(read.body.rows).toHaveLength(before.rows.length);
    expect(read.body.version).toBe(before.version + 1);
    const [notice] = read.body.notices;
    expect(read.body.notices).toHaveLength(1);
    expect(notice).toMatchObject({ kind: 'removed', sku: outside });
    expect(notice!.name).not.toBe('');
    expect(notice!.message).toBe(
      `${notice!.name} (${outside}) Does not exist in priceList and has been removed from your cart.`,
    );
    const again = (await client.get(cart.id)).body;
    expect(again.notices).toEqual([]);
    expect(again.version).toBe(read.body.version);
  });

  it('names a sku that left the catalogue by its sku alone', async () => {
    const client = cartApi(api.baseUrl);
    let cart: CartView = (await client.create()).body;
    cart = (await client.add(cart.id, { sku: skus[0], quantity: 1 })).body;
    await putRow(cart.id, 'GONE00000101XL', null);
    const read = (await client.get(cart.id)).body;
    expect(read.rows.map((r) => r.sku)).toEqual([skus[0]]);
    expect(read.notices).toEqual([
      {
        kind: 'removed',
        sku: 'GONE00000101XL',
        name: '',
        message: 'GONE00000101XL Does not exist in priceList and has been removed from your cart.',
      },
    ]);
  });
});

describe('a row priced from another list than it stored', () => {
  it('is kept, stores the list it is priced from now, and tells the buyer once', async () => {
    const client = cartApi(api.baseUrl);
    let cart: CartView = (await client.create()).body;
    cart = (await client.add(cart.id, { sku: skus[1], quantity: 2 })).body;
    const row = cart.rows[0]!;
    const publicSe = await listId('PUBLIC-SE');
    expect(row.priceListId).toBe(publicSe);
    expect(await storedListOf(row.id)).toBe(publicSe);

    await api.handle.db.execute(
      sql`UPDATE cart_rows SET price_list_id = ${await listId('PUBLIC-DE')} WHERE id = ${row.id}`,
    );
    const read = (await client.get(cart.id)).body;
    expect(read.rows.map((r) => [r.sku, r.quantity, r.price])).toEqual([[skus[1], 2, row.price]]);
    expect(read.notices).toEqual([
      {
        kind: 'updated',
        sku: skus[1],
        name: row.name,
        message: `${row.name} (${skus[1]}) has been updated with the correct priceList. The price might have changed.`,
      },
    ]);
    expect(read.version).toBe(cart.version + 1);
    expect(await storedListOf(row.id)).toBe(publicSe);
    expect((await client.get(cart.id)).body.notices).toEqual([]);
  });

  it('takes its first list silently when it stored none', async () => {
    const client = cartApi(api.baseUrl);
    const cart: CartView = (await client.create()).body;
    await putRow(cart.id, skus[2]!, null);
    const read = (await client.get(cart.id)).body;
    expect(read.rows.map((r) => r.sku)).toEqual([skus[2]]);
    expect(read.notices).toEqual([]);
    expect(await storedListOf(read.rows[0]!.id)).toBe(await listId('PUBLIC-SE'));
  });
});
