import { ensureTestDelivery, orderableSkus, type TestDelivery } from './orderApi';
import { type TestServer, testServer } from './testServer';

// The types of its parts, so a test declaring them imports them from here with the bed.
export type { TestDelivery, TestServer };

/** What an order test starts from. */
export interface OrderTestBed<M extends string> {
  /** The integration files' shared API. */
  api: TestServer;
  /** The test delivery methods of the first market's default delivery group. */
  delivery: TestDelivery;
  /** The test delivery methods of every market asked for. */
  deliveries: Record<M, TestDelivery>;
  /** Skus with stock enough that no test sells them out. */
  skus: string[];
}

/** The shared test API with the test delivery methods of `markets` and `skuCount` orderable skus. */
export async function orderTestBed<M extends string = 'se'>(
  skuCount: number,
  markets: readonly [M, ...M[]] = ['se' as M],
): Promise<OrderTestBed<M>> {
  const api = await testServer();
  const deliveries = {} as Record<M, TestDelivery>;
  for (const market of markets) deliveries[market] = await ensureTestDelivery(api.handle, market);
  const skus = await orderableSkus(api.handle, skuCount);
  return { api, delivery: deliveries[markets[0]], deliveries, skus };
}
