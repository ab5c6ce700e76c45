import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cartApi, insertPromotion, sellableSkus } from '../../testing/cartApi';
import { demoBearers } from '../../testing/demoBearers';
import { type TestServer, testServer } from '../../testing/testServer';
import { ANONYMOUS_CART_DAYS } from './cartPurge';
import { purgeAnonymousCarts, purgeQueries } from './purgeRepository';

let api: TestServer;
beforeAll(async () => {
  api = await testServer();
});

const age = (id: string, days: number) =>
  api.handle.rows(
    sql`UPDATE carts SET modified_at = now() - make_interval(days => ${days}) WHERE id = ${id}::uuid`,
  );
const exists = async (id: string) =>
  (await api.handle.rows(sql`SELECT 1 FROM carts WHERE id = ${id}::uuid`)).length === 1;

describe('abandoned anonymous carts', () => {
  it('are purged after the cookie’s lifetime with the promotion uses they held; signed-in carts never', async () => {
    const [sku] = await sellableSkus(api.handle, 1);
    const code = `PURGE${Date.now()}`;
    const promotionId = await insertPromotion(api.handle, {
      code,
      discountType: 1,
      percent: 500,
      markets: ['de'],
      usageLimit: 1,
    });
    const anonymous = cartApi(api.baseUrl, undefined, 'DE');
    const old = (await anonymous.create()).body;
    const added = (await anonymous.add(old.id, { sku, quantity: 1 })).body;
    const applied = await anonymous.upsert(old.id, added.version, 'PromotionCode', code);
    expect(applied.status).toBe(200);
    const recent = (await anonymous.create()).body;
    const { 'oliver.consumer': oliver } = await demoBearers(api.handle, ['oliver.consumer']);
    const owned = (await cartApi(api.baseUrl, oliver!.bearer).create()).body;
    await age(old.id, ANONYMOUS_CART_DAYS + 1);
    await age(recent.id, ANONYMOUS_CART_DAYS - 1);
    await age(owned.id, ANONYMOUS_CART_DAYS + 100);

    expect(await purgeAnonymousCarts(api.handle, ANONYMOUS_CART_DAYS)).toBeGreaterThanOrEqual(1);
    expect([await exists(old.id), await exists(recent.id), await exists(owned.id)]).toEqual([
      false,
      true,
      true,
    ]);
    const uses = await api.handle.rows(sql`SELECT 1 FROM promotion_uses WHERE promotion_id = ${promotionId}`);
    expect(uses).toHaveLength(0);
  });

  it('has a row query whose shape holds', async () => {
    await expect(purgeQueries.purgedAnonymousCarts.check(api.handle, 10_000)).resolves.toHaveLength(1);
  });
});
