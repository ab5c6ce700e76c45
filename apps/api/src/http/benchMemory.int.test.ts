import { DEMO_ACCOUNTS } from '@workwear/db/demo';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { createLogger } from '../logger';
import { serveApp, testServer } from '../testing/testServer';

let bench: Awaited<ReturnType<typeof serveApp>>;
let plain: Awaited<ReturnType<typeof serveApp>>;
beforeAll(async () => {
  const { handle } = await testServer();
  const logger = createLogger('silent');
  bench = await serveApp(createApp({ handle, logger, cache: false, benchCeiling: true }).app);
  plain = await serveApp(createApp({ handle, logger, cache: false }).app);
});
afterAll(async () => {
  await bench.close();
  await plain.close();
});

type Held = {
  index: number;
  cardFacts: number;
  priceLists: number;
  priceViews: number;
  count: number;
  heapUsed: number;
};

describe('GET /bench/memory', () => {
  it("reports the index's and card facts' bytes, and company price lists once a buyer has listed", async () => {
    const before = (await bench.get<Held>('/bench/memory')).body;
    expect(before.index).toBeGreaterThan(10_000);
    expect(before.heapUsed).toBeGreaterThan(before.index / 10);

    const anna = DEMO_ACCOUNTS.find((a) => a.login === 'anna.user@demo.workwear.test')!;
    const login = await fetch(`${bench.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ userName: anna.login, password: anna.password, market: anna.market }),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const list = await bench.get('/api/product/products?marketId=se&pageSize=3', {
      Authorization: `Bearer ${accessToken}`,
    });
    expect(list.status).toBe(200);

    const after = (await bench.get<Held>('/bench/memory')).body;
    expect(after.count).toBeGreaterThan(before.count);
    expect(after.priceLists).toBeGreaterThan(before.priceLists);
    expect(after.priceViews).toBeGreaterThan(0);
    // The list's language brought its names into the card facts.
    expect(before.cardFacts).toBeGreaterThan(1_000);
    expect(after.cardFacts).toBeGreaterThan(before.cardFacts);
  });

  it('is not served without the benchmark switch', async () => {
    expect((await plain.get('/bench/memory')).status).toBe(404);
  });
});
