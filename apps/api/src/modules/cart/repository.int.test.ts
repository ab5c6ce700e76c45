import type { CartView } from '@workwear/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe } from 'vitest';
import {
  cartApi,
  deleteActiveCart,
  freshCart,
  insertPromotion,
  sellableSkus,
  uniqueCode,
} from '../../testing/cartApi';
import { type DemoPrincipal, demoBearers } from '../../testing/demoBearers';
import { itChecksRowShapes } from '../../testing/rowShapes';
import { type TestServer, testServer } from '../../testing/testServer';
import { promotionQueries } from '../promotion';
import { cartQueries } from './repository';

/**
 * Every raw row query of the cart and promotion repositories, run through `check` on the demo data
 * with carts and promotions made here: a business buyer's cart with rows, a co-worker, metadata and a
 * held promotion use, and a promotion with every column filled.
 */
let api: TestServer;
let buyer: DemoPrincipal;
let cart: CartView;
let skus: string[];
let promotion: { id: number; code: string };
let automaticId: number;

beforeAll(async () => {
  api = await testServer();
  buyer = (await demoBearers(api.handle, ['juergen.admin']))['juergen.admin']!;
  skus = await sellableSkus(api.handle, 2);
  const code = uniqueCode('ROWSHAPE');
  promotion = {
    code,
    id: await insertPromotion(api.handle, {
      code,
      discountType: 1,
      percent: 500,
      currency: 'EUR',
      minTotal: 1,
      minQuantity: 1,
      partNos: [skus[0]!.slice(0, 8)],
      markets: ['de'],
      usageLimit: 1000,
      validFrom: '2020-01-01T00:00:00Z',
      validTo: '2099-12-31T23:59:59Z',
    }),
  };
  // An automatic engine promotion for no market: listed by `automatic`, applied nowhere, deleted after.
  automaticId = await insertPromotion(api.handle, {
    code: null,
    discountType: 6,
    percent: 100,
    markets: ['zz'],
    engine: true,
  });
  const client = cartApi(api.baseUrl, buyer.bearer, 'DE');
  cart = await freshCart(client);
  for (const [sku, quantity] of [
    [skus[0], 2],
    [skus[1], 1],
  ] as const) {
    const added = await client.add(cart.id, { sku, quantity, comment: 'Row shape' });
    if (added.status !== 200) throw new Error(`add refused: ${JSON.stringify(added.body)}`);
    cart = added.body;
  }
  const upserted = await client.call<{ cart: CartView }>(
    'PUT',
    `/api/cart/carts/${cart.id}/metadata/upsert`,
    {
      version: cart.version,
      key: 'PromotionCode',
      value: code,
    },
  );
  if (upserted.status !== 200) throw new Error(`code refused: ${JSON.stringify(upserted.body)}`);
  cart = upserted.body.cart;
});

afterAll(async () => {
  await api.handle.db.execute(sql`DELETE FROM promotions WHERE id = ${automaticId}`);
  await deleteActiveCart(cartApi(api.baseUrl, buyer.bearer, 'DE'));
});

const owner = () => [buyer.customerId, buyer.companyId, null] as const;

describe('cart queries on the demo data', () => {
  const q = cartQueries;
  itChecksRowShapes<typeof q>(
    {
      cart: (h) => q.cart.check(h, cart.id),
      lockedCart: (h) => q.lockedCart.check(h, cart.id),
      touchedCart: (h) => q.touchedCart.check(h, cart.id),
      activeCart: (h) => q.activeCart.check(h, ...owner()),
      summaries: (h) => q.summaries.check(h, ...owner(), null),
      lines: (h) => q.lines.check(h, cart.id),
      metadata: (h) => q.metadata.check(h, cart.id),
      contents: (h) => q.contents.check(h, cart.id),
      insertedCart: (h) =>
        q.insertedCart.check(h, {
          ownerCustomerId: null,
          ownerCompanyId: null,
          punchoutSession: null,
          market: 'de',
          name: 'Row shape',
          description: '',
        }),
    },
    () => api.handle,
  );
});

describe('promotion queries on the demo data', () => {
  const q = promotionQueries;
  itChecksRowShapes<typeof q>(
    {
      byCode: (h) => q.byCode.check(h, promotion.code.toLowerCase()),
      byIds: (h) => q.byIds.check(h, [promotion.id, automaticId]),
      automatic: (h) => q.automatic.check(h),
      uses: (h) => q.uses.check(h, promotion.id, cart.id),
    },
    () => api.handle,
  );
});
