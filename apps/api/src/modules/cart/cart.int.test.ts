import type { CartView } from '@workwear/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cartApi, sellableSkus } from '../../testing/cartApi';
import { type DemoPrincipal, demoBearers } from '../../testing/demoBearers';
import { type TestServer, testServer } from '../../testing/testServer';

/**
 * The cart service over real HTTP on the demo world: who reaches which cart, the add rule, versions,
 * bad input that changes nothing, split, batch, save and reopen, merge.
 */
let api: TestServer;
let skus: string[];
const who: Record<string, DemoPrincipal> = {};

beforeAll(async () => {
  api = await testServer();
  skus = await sellableSkus(api.handle, 6);
  Object.assign(
    who,
    await demoBearers(api.handle, ['anna.user', 'erik.admin', 'elin.consumer', 'oliver.consumer']),
  );
});

const newCart = async (bearer?: string) => {
  const res = await cartApi(api.baseUrl, bearer).create();
  expect([200, 201]).toContain(res.status);
  return res.body;
};

const rowCount = async (cartId: string) =>
  Number(
    (
      await api.handle.rows<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM cart_rows WHERE cart_id = ${cartId}::uuid`,
      )
    )[0]!.n,
  );

describe('who reaches a cart', () => {
  it('gives an anonymous visitor a new cart each time, reached through its id alone', async () => {
    const a = await newCart();
    const b = await newCart();
    expect(a.id).not.toBe(b.id);
    expect(a.version).toBe(1);
    expect((await cartApi(api.baseUrl).get(a.id)).status).toBe(200);
  });

  it('answers 404 for another buyer’s cart, and for a signed-in cart asked anonymously', async () => {
    const annas = await newCart(who['anna.user']!.bearer);
    expect((await cartApi(api.baseUrl, who['anna.user']!.bearer).get(annas.id)).status).toBe(200);
    for (const other of [undefined, who['erik.admin']!.bearer, who['elin.consumer']!.bearer]) {
      const res = await cartApi(api.baseUrl, other).get(annas.id);
      expect(res.status).toBe(404);
      const add = await cartApi(api.baseUrl, other).add(annas.id, { sku: skus[0], quantity: 1 });
      expect(add.status).toBe(404);
    }
    expect(await rowCount(annas.id)).toBe(0);
  });

  it('keeps one active cart per signed-in buyer: creating again answers the same cart', async () => {
    const first = await cartApi(api.baseUrl, who['oliver.consumer']!.bearer).create();
    const again = await cartApi(api.baseUrl, who['oliver.consumer']!.bearer).create();
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
  });
});

describe('adding rows', () => {
  it('merges the same sku for anonymous visitors and prices rows from the server', async () => {
    const cart = await newCart();
    const client = cartApi(api.baseUrl);
    await client.add(cart.id, { sku: skus[0], quantity: 2 });
    const res = await client.add(cart.id, { sku: skus[0]!.toLowerCase(), quantity: 3 });
    expect(res.status).toBe(200);
    expect(res.body.rows).toHaveLength(1);
    const [row] = res.body.rows;
    expect(row!.quantity).toBe(5);
    expect(row!.price).toBeGreaterThan(0);
    expect(row!.line.net).toBe(row!.price * 5);
    expect(res.body.version).toBe(3);
  });

  it('keeps a business buyer’s rows apart per co-worker, and merges only for the same one', async () => {
    const bearer = who['erik.admin']!.bearer;
    const client = cartApi(api.baseUrl, bearer);
    const cart = await newCart(bearer);
    const colleague = who['anna.user']!.customerId;
    await client.add(cart.id, { sku: skus[1], quantity: 1 });
    await client.add(cart.id, { sku: skus[1], quantity: 1, coWorkerId: colleague });
    const res = await client.add(cart.id, { sku: skus[1], quantity: 2, coWorkerId: colleague });
    expect(res.body.rows.map((r) => [r.coWorkerId, r.quantity])).toEqual([
      [null, 1],
      [colleague, 3],
    ]);
    expect(res.body.rules.mergesSameSku).toBe(false);
    const stranger = await client.add(cart.id, {
      sku: skus[1],
      quantity: 1,
      coWorkerId: who['elin.consumer']!.customerId,
    });
    expect(stranger.status).toBe(400);
    expect(stranger.body.details?.fields[0]?.field).toBe('coWorkerId');
  });
});

describe('bad input changes nothing', () => {
  it('refuses quantities, prices, long comments and unknown skus with the field named', async () => {
    const cart = await newCart();
    const client = cartApi(api.baseUrl);
    const added = await client.add(cart.id, { sku: skus[2], quantity: 1 });
    const before = added.body;
    const cases: [Record<string, unknown>, number, string][] = [
      [{ sku: skus[2], quantity: 0 }, 400, 'quantity'],
      [{ sku: skus[2], quantity: -3 }, 400, 'quantity'],
      [{ sku: skus[2], quantity: 1.5 }, 400, 'quantity'],
      [{ sku: skus[2], quantity: 10_000 }, 400, 'quantity'],
      [{ sku: skus[2], quantity: 1, price: 1 }, 400, ''],
      [{ sku: skus[2], quantity: 1, comment: 'x'.repeat(99) }, 400, 'comment'],
      [{ sku: skus[2], quantity: 1, comment: 'call me <b>' }, 400, 'comment'],
      [{ sku: 'ZZZZZZZZZZZZ99', quantity: 1 }, 422, 'sku'],
    ];
    for (const [body, status, field] of cases) {
      const res = await client.add(cart.id, body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      if (field)
        expect(
          res.body.details?.fields.map((f) => f.field),
          JSON.stringify(body),
        ).toContain(field);
    }
    const long = await client.add(cart.id, { sku: skus[2], quantity: 1, comment: 'x'.repeat(99) });
    expect(long.body.details?.fields[0]?.message).toBe('Comment can be at most 98 characters');
    const after = (await client.get(cart.id)).body;
    expect(after.version).toBe(before.version);
    expect(after.rows.map((r) => r.quantity)).toEqual(before.rows.map((r) => r.quantity));
  });
});

describe('versions', () => {
  it('answers a stale version with 409 and the cart as it is now', async () => {
    const client = cartApi(api.baseUrl);
    const cart = await newCart();
    const added = (await client.add(cart.id, { sku: skus[3], quantity: 1 })).body;
    const row = added.rows[0]!;
    const first = await client.quantity(cart.id, row.id, added.version, 4);
    expect(first.status).toBe(200);
    const stale = await client.quantity(cart.id, row.id, added.version, 7);
    expect(stale.status).toBe(409);
    expect(stale.body.current?.rows[0]?.quantity).toBe(4);
    expect(stale.body.current?.version).toBe(first.body.version);
    const noVersion = await client.call('PUT', `/api/cart/carts/${cart.id}/products/${row.id}/quantity`, {
      quantity: 2,
    });
    expect(noVersion.status).toBe(400);
    expect(noVersion.body.details?.fields[0]?.field).toBe('version');
  });
});

describe('split, remove and batch', () => {
  it('splits only a row that exceeds its factor, into a row of the factor without a co-worker', async () => {
    const client = cartApi(api.baseUrl);
    const cart = await newCart();
    const one = (await client.add(cart.id, { sku: skus[4], quantity: 1 })).body;
    const refused = await client.split(cart.id, one.rows[0]!.id, { version: one.version });
    expect(refused.status).toBe(422);
    const three = (await client.quantity(cart.id, one.rows[0]!.id, one.version, 3)).body;
    const split = await client.split(cart.id, three.rows[0]!.id, { version: three.version });
    expect(split.status).toBe(200);
    expect(split.body.rows.map((r) => [r.sku, r.quantity, r.rowNumber])).toEqual([
      [skus[4], 2, 1],
      [skus[4], 1, 2],
    ]);
  });

  it('adds quick-order lines in one request, with an answer per line', async () => {
    const client = cartApi(api.baseUrl);
    const cart = await newCart();
    const res = await client.batch(cart.id, {
      items: [
        { sku: skus[0], quantity: 2 },
        { sku: 'NOSUCHSKU0000XL', quantity: 1 },
        { sku: skus[1], quantity: 0 },
        { sku: skus[0], quantity: 1 },
        { sku: 'bad sku!', quantity: 1 },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.lines.map((l) => l.status)).toEqual(['added', 'unknown', 'invalid', 'merged', 'invalid']);
    expect(res.body.cart.rows.map((r) => [r.sku, r.quantity])).toEqual([[skus[0], 3]]);
  });

  it('removes a row, and the cart empties', async () => {
    const client = cartApi(api.baseUrl);
    const cart = await newCart();
    const added = (await client.add(cart.id, { sku: skus[5], quantity: 1 })).body;
    const removed = await client.removeRow(cart.id, added.rows[0]!.id, added.version);
    expect(removed.status).toBe(200);
    expect(removed.body.rows).toEqual([]);
    expect(removed.body.totals.totalGross).toBe(removed.body.totals.deliveryGross);
  });
});

describe('saved carts and merge', () => {
  it('saves a consumer’s cart, starts a fresh one, lists and reopens the saved one', async () => {
    const bearer = who['elin.consumer']!.bearer;
    const client = cartApi(api.baseUrl, bearer);
    const cart = await newCart(bearer);
    const filled = (await client.add(cart.id, { sku: skus[0], quantity: 1 })).body;
    const saved = await client.update(cart.id, {
      version: filled.version,
      name: 'Winter kit',
      metadata: { Status: 'saved', IsActive: 'False' },
    });
    expect(saved.status).toBe(200);
    expect([saved.body.status, saved.body.isActive, saved.body.name]).toEqual(['saved', false, 'Winter kit']);
    const fresh = await newCart(bearer);
    expect(fresh.id).not.toBe(cart.id);
    await client.add(fresh.id, { sku: skus[1], quantity: 1 });
    const list = await client.call<{ id: string; name: string }[]>('GET', '/api/cart/carts?status=saved');
    expect(list.body.map((c) => c.id)).toContain(cart.id);
    const reopened = await client.update(cart.id, {
      version: saved.body.version,
      metadata: { Status: 'default', IsActive: 'True' },
    });
    expect([reopened.body.status, reopened.body.isActive]).toEqual(['default', true]);
    // The cart that was active is kept as a saved cart, not lost.
    const after = await client.call<{ id: string; status: string }[]>('GET', '/api/cart/carts');
    expect(after.body.find((c) => c.id === fresh.id)?.status).toBe('saved');
    expect(after.body.filter((c) => c.status === 'default').map((c) => c.id)).toEqual([cart.id]);
  });

  it('merges a public cart into the account cart at sign-in: same sku adds, new rows 100 apart', async () => {
    const bearer = who['oliver.consumer']!.bearer;
    const mine = cartApi(api.baseUrl, bearer);
    const account = (await mine.create()).body;
    let current: CartView = (await mine.get(account.id)).body;
    for (const row of current.rows)
      current = (await mine.removeRow(account.id, row.id, current.version)).body;
    current = (await mine.add(account.id, { sku: skus[0], quantity: 1 })).body;
    const anonymous = cartApi(api.baseUrl);
    const publicCart = await newCart();
    await anonymous.add(publicCart.id, { sku: skus[0], quantity: 2 });
    await anonymous.add(publicCart.id, { sku: skus[1], quantity: 1 });
    const merged = await mine.call('PUT', `/api/cart/carts/${account.id}/append/${publicCart.id}`, {
      version: current.version,
    });
    expect(merged.status).toBe(200);
    expect(merged.body.rows.map((r) => [r.sku, r.quantity, r.rowNumber])).toEqual([
      [skus[0], 3, 1],
      [skus[1], 1, 101],
    ]);
    expect((await anonymous.get(publicCart.id)).status).toBe(404);
  });
});
