import type { OrderApi } from '@workwear/client';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoOrderApis } from '../../testing/demoOrderApis';
import { testServer } from '../../testing/testServer';

/**
 * The demo world's past orders (packages/db/src/demo/demoOrders.ts) as their buyers meet them in the
 * shop: listed in the history and each one fetched through the typed client, which checks every
 * answer against the contract (a demo order written in another shape than send writes would fail here
 * as it failed on the order page).
 */
let ordersOf: (name: string) => OrderApi;

beforeAll(async () => {
  ordersOf = await demoOrderApis(await testServer(), ['elin.consumer', 'anna.user', 'nils.user']);
});

describe('the demo orders', () => {
  it.each([
    ['elin.consumer', 3],
    ['anna.user', 3],
    ['nils.user', 1],
  ] as const)('of %s are in their history and each opens as the contract says', async (name, count) => {
    const orders = ordersOf(name);
    const page = await orders.list({ sortField: 'Date', sortOrder: 'Desc' });
    const demo = page.results.filter((o) => o.orderNo > 0);
    expect(demo.length).toBeGreaterThanOrEqual(count);
    for (const item of demo) {
      const order = await orders.get(item.id);
      expect(order.id).toBe(item.id);
      expect(order.deliveryAddress.countryCode).toBe('SE');
      expect(order.totals.totalGross).toBe(item.totalGross);
      expect(order.summary.products.length).toBe(order.lines.length);
    }
  });
});
