import type { CartView } from '@workwear/contracts';
import { ONE_CONNECTION } from '@workwear/db/testing';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { cartApi, insertPromotion, sellableSkus } from '../../testing/cartApi';
import { buyableSkus, sessionBuyers, skuPerProduct } from '../../testing/cartModel';
import { type TestServer, testServer } from '../../testing/testServer';

/**
 * The cart under truly concurrent requests over HTTP. Only the PostgreSQL server can show it: PGlite
 * has one connection, so its requests follow one another. K is above the API's pool of 10
 * connections, so requests also queue for a connection while others wait on the cart's lock.
 */
const onServer = inject('databaseUrl') !== undefined;
const K = 12;

let api: TestServer;
let skus: string[];

beforeAll(async () => {
  if (!onServer) return;
  api = await testServer();
  skus = await sellableSkus(api.handle, K);
});

const anonymous = (market = 'SE') => cartApi(api.baseUrl, undefined, market);

async function cartWith(client: ReturnType<typeof cartApi>, rows: [string, number][]): Promise<CartView> {
  const created = await client.create();
  expect(created.status).toBe(201);
  let cart = created.body;
  for (const [sku, quantity] of rows) {
    const added = await client.add(cart.id, { sku, quantity });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    cart = added.body;
  }
  return cart;
}

const rowsOf = async (cartId: string) =>
  api.handle.rows<{ sku: string; quantity: number; row_number: number }>(
    sql`SELECT sku, quantity, row_number FROM cart_rows WHERE cart_id = ${cartId}::uuid ORDER BY row_number`,
  );

describe('concurrent edits of one row', () => {
  it('lets exactly one of K edits carrying the same version win; every loser gets 409 with the winner’s cart', async (ctx) => {
    if (!onServer) return ctx.skip(ONE_CONNECTION);
    const client = anonymous();
    const cart = await cartWith(client, [[skus[0]!, 1]]);
    const row = cart.rows[0]!;
    const answers = await Promise.all(
      Array.from({ length: K }, (_, i) => client.quantity(cart.id, row.id, cart.version, 2 + i)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array(K - 1).fill(409)]);
    const winner = answers.find((a) => a.status === 200)!.body;
    expect(winner.version).toBe(cart.version + 1);
    const won = winner.rows[0]!.quantity;
    for (const lost of answers.filter((a) => a.status === 409)) {
      expect(lost.body.current?.version).toBe(winner.version);
      expect(lost.body.current?.rows.map((r) => r.quantity)).toEqual([won]);
    }
    const now = (await client.get(cart.id)).body;
    expect([now.version, now.rows[0]!.quantity]).toEqual([winner.version, won]);
  });

  it('ends at the initial quantity plus K when K clients each add one the way a client does: read, send, retry on 409', async (ctx) => {
    if (!onServer) return ctx.skip(ONE_CONNECTION);
    const client = anonymous();
    const initial = 5;
    const cart = await cartWith(client, [[skus[1]!, initial]]);
    const rowId = cart.rows[0]!.id;
    const conflicts: number[] = [];
    const increment = async () => {
      let seen = (await client.get(cart.id)).body;
      for (let attempt = 0; attempt < 4 * K; attempt++) {
        const q = seen.rows.find((r) => r.id === rowId)!.quantity;
        const res = await client.quantity(cart.id, rowId, seen.version, q + 1);
        if (res.status === 200) return;
        expect(res.status).toBe(409);
        conflicts.push(attempt);
        seen = res.body.current!;
      }
      throw new Error('no progress after many retries');
    };
    await Promise.all(Array.from({ length: K }, increment));
    const now = (await client.get(cart.id)).body;
    expect(now.rows.map((r) => r.quantity)).toEqual([initial + K]);
    expect(now.version).toBe(cart.version + K);
    // Not a vacuous pass: the clients did collide.
    expect(conflicts.length).toBeGreaterThan(0);
  });
});

describe('concurrent adds without a version', () => {
  it('lands every one of K adds of different skus, each in its own row with its own number', async (ctx) => {
    if (!onServer) return ctx.skip(ONE_CONNECTION);
    const client = anonymous();
    const cart = await cartWith(client, []);
    const answers = await Promise.all(skus.map((sku) => client.add(cart.id, { sku, quantity: 2 })));
    expect(answers.map((a) => a.status)).toEqual(Array(K).fill(200));
    const rows = await rowsOf(cart.id);
    expect(rows.map((r) => r.sku).sort()).toEqual([...skus].sort());
    expect(rows.map((r) => r.row_number)).toEqual(Array.from({ length: K }, (_, i) => i + 1));
    expect(rows.every((r) => r.quantity === 2)).toBe(true);
    expect((await client.get(cart.id)).body.version).toBe(cart.version + K);
  });

  it('sums K adds of one sku into one row for an anonymous visitor', async (ctx) => {
    if (!onServer) return ctx.skip(ONE_CONNECTION);
    const client = anonymous();
    const cart = await cartWith(client, []);
    const answers = await Promise.all(
      Array.from({ length: K }, (_, i) => client.add(cart.id, { sku: skus[2], quantity: i + 1 })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(K).fill(200));
    const rows = await rowsOf(cart.id);
    expect(rows.map((r) => [r.sku, r.quantity, r.row_number])).toEqual([[skus[2], (K * (K + 1)) / 2, 1]]);
  });
});

describe('a promotion code with a usage limit under concurrent use', () => {
  const N = 5;

  const applyAtOnce = async (carts: { client: ReturnType<typeof cartApi>; cart: CartView }[], code: string) =>
    Promise.all(carts.map(({ client, cart }) => client.upsert(cart.id, cart.version, 'PromotionCode', code)));

  const usesOf = async (promotionId: number) =>
    Number(
      (
        await api.handle.rows<{ n: number }>(
          sql`SELECT count(*)::int AS n FROM promotion_uses WHERE promotion_id = ${promotionId}`,
        )
      )[0]!.n,
    );

  const expectLimitHeld = (answers: Awaited<ReturnType<typeof applyAtOnce>>, code: string) => {
    const added = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status !== 200);
    expect(added.map((a) => a.body.status)).toEqual(Array(N).fill('CodeAdded'));
    for (const a of added) expect(a.body.cart.promotionCode).toBe(code);
    expect(refused.map((a) => [a.status, a.body.status, a.body.message])).toEqual(
      Array(5).fill([422, 'NotValid', 'Discount is not valid']),
    );
  };

  it('gives the code to exactly N of N+5 anonymous carts in a plain-code market (DE)', async (ctx) => {
    if (!onServer) return ctx.skip(ONE_CONNECTION);
    const code = `LIMIT${Date.now()}`;
    const promotionId = await insertPromotion(api.handle, {
      code,
      discountType: 1,
      percent: 1000,
      usageLimit: N,
      markets: ['de'],
    });
    const carts = await Promise.all(
      Array.from({ length: N + 5 }, async (_, i) => {
        const client = anonymous('DE');
        return { client, cart: await cartWith(client, [[skus[i % K]!, 1]]) };
      }),
    );
    const answers = await applyAtOnce(carts, code);
    expectLimitHeld(answers, code);
    expect(await usesOf(promotionId)).toBe(N);
    // A cart that lets its use go frees it for the next one.
    const holder = carts[answers.findIndex((a) => a.status === 200)]!;
    const loser = carts[answers.findIndex((a) => a.status !== 200)]!;
    const released = await holder.client.upsert(holder.cart.id, holder.cart.version + 1, 'PromotionCode', '');
    expect([released.status, released.body.status]).toEqual([200, 'CodeRemoved']);
    const second = await loser.client.upsert(loser.cart.id, loser.cart.version, 'PromotionCode', code);
    expect([second.status, second.body.status]).toEqual([200, 'CodeAdded']);
    expect(await usesOf(promotionId)).toBe(N);
  });

  it('gives the code to exactly N of N+5 business buyers’ carts in SE', async (ctx) => {
    if (!onServer) return ctx.skip(ONE_CONNECTION);
    const code = `BLIMIT${Date.now()}`;
    const promotionId = await insertPromotion(api.handle, {
      code,
      discountType: 4,
      percent: 500,
      usageLimit: N,
      markets: ['se'],
      audience: 'b2b',
    });
    const buyers = await sessionBuyers(api.handle, 'limit', N + 5);
    const [sku] = await buyableSkus(api.baseUrl, buyers[0], 'SE', await skuPerProduct(api.handle, 200));
    const carts = await Promise.all(
      buyers.map(async (bearer) => {
        const client = cartApi(api.baseUrl, bearer, 'SE');
        const added = await client.add((await emptied(client)).id, { sku, quantity: 1 });
        expect(added.status, JSON.stringify(added.body)).toBe(200);
        const cart = added.body;
        expect(cart.rules.discountCodes).toBe(true);
        return { client, cart };
      }),
    );
    const answers = await applyAtOnce(carts, code);
    expectLimitHeld(answers, code);
    expect(await usesOf(promotionId)).toBe(N);
  });
});

describe('concurrent merges of one public cart', () => {
  const publicCart = () =>
    cartWith(anonymous(), [
      [skus[3]!, 2],
      [skus[4]!, 1],
    ]);
  const expectMergedOnce = async (targets: string[], publicId: string) => {
    const rows = (await Promise.all(targets.map(rowsOf))).flat();
    expect(rows.filter((r) => r.sku === skus[4]).map((r) => r.quantity)).toEqual([1]);
    expect(rows.filter((r) => r.sku === skus[3]).map((r) => r.quantity)).toEqual([2]);
    expect(await rowsOf(publicId)).toEqual([]);
    expect((await api.handle.rows(sql`SELECT id FROM carts WHERE id = ${publicId}::uuid`)).length).toBe(0);
  };

  it('merges it once when two requests append it into the same account cart: the other gets 409', async (ctx) => {
    if (!onServer) return ctx.skip(ONE_CONNECTION);
    const [bearer] = await sessionBuyers(api.handle, 'append-one', 1);
    const mine = cartApi(api.baseUrl, bearer);
    const account = await emptied(mine);
    const other = await publicCart();
    const answers = await Promise.all(
      [0, 1].map(() =>
        mine.call('PUT', `/api/cart/carts/${account.id}/append/${other.id}`, { version: account.version }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    await expectMergedOnce([account.id], other.id);
  });

  it('merges it once when two requests append it into two of the buyer’s carts: the other gets 404', async (ctx) => {
    if (!onServer) return ctx.skip(ONE_CONNECTION);
    const [bearer] = await sessionBuyers(api.handle, 'append-two', 1);
    const mine = cartApi(api.baseUrl, bearer);
    const first = await emptied(mine);
    const filled = (await mine.add(first.id, { sku: skus[5], quantity: 1 })).body;
    const saved = await mine.update(first.id, {
      version: filled.version,
      metadata: { Status: 'saved', IsActive: 'False' },
    });
    expect(saved.status).toBe(200);
    const second = (await mine.create()).body;
    const other = await publicCart();
    const answers = await Promise.all(
      [saved.body, second].map((target) =>
        mine.call('PUT', `/api/cart/carts/${target.id}/append/${other.id}`, { version: target.version }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 404]);
    await expectMergedOnce([first.id, second.id], other.id);
  });

  it('merges once when two public carts are appended into each other at once: the other gets 404', async (ctx) => {
    if (!onServer) return ctx.skip(ONE_CONNECTION);
    const client = anonymous();
    const a = await cartWith(client, [[skus[6]!, 1]]);
    const b = await cartWith(client, [[skus[7]!, 1]]);
    const answers = await Promise.all([
      client.call('PUT', `/api/cart/carts/${a.id}/append/${b.id}`, { version: a.version }),
      client.call('PUT', `/api/cart/carts/${b.id}/append/${a.id}`, { version: b.version }),
    ]);
    expect(answers.map((x) => x.status).sort()).toEqual([200, 404]);
    const winner = answers.find((x) => x.status === 200)!.body;
    expect(winner.rows.map((r) => r.sku).sort()).toEqual([skus[6], skus[7]].sort());
    const rows = [...(await rowsOf(a.id)), ...(await rowsOf(b.id))];
    expect(rows.map((r) => r.sku).sort()).toEqual([skus[6], skus[7]].sort());
  });
});

/** The buyer's active cart, without rows. */
async function emptied(client: ReturnType<typeof cartApi>): Promise<CartView> {
  let cart = (await client.create()).body;
  for (const row of cart.rows.filter((r) => !r.gift))
    cart = (await client.removeRow(cart.id, row.id, cart.version)).body;
  return cart;
}
