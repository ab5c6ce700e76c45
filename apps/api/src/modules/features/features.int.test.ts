import type { ApiErrorBody, FeatureFlagEntry } from '@workwear/contracts';
import { FEATURE_FLAG_KEYS } from '@workwear/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { createLogger } from '../../logger';
import { serveApp, type TestServer, testServer } from '../../testing/testServer';

/**
 * The feature service on the demo world's flags (SE: recommendations, best-selling colours, punch-out, Klevu;
 * DE: the new product page), in a local and a production API over the same database, each with a
 * clock of its own so the 300 s cache can be stepped past without waiting.
 */
type Served = Awaited<ReturnType<typeof serveApp>>;
let api: TestServer;
let local: Served;
let production: Served;
let now = Date.parse('2026-11-25T08:00:00Z');
const clock = () => now;

beforeAll(async () => {
  api = await testServer();
  const logger = createLogger('silent');
  local = await serveApp(createApp({ handle: api.handle, logger, cache: false, features: { clock } }).app);
  production = await serveApp(
    createApp({ handle: api.handle, logger, cache: false, features: { environment: 'production', clock } })
      .app,
  );
}, 60_000);
afterAll(async () => {
  await Promise.all([local?.close(), production?.close()]);
});

const on = (flags: FeatureFlagEntry[]) => flags.filter((f) => f.enabled).map((f) => f.key);

describe('GET /api/features/features', () => {
  it("answers the spec's 12 flags of the market, off unless the market turns them on", async () => {
    const se = await local.get<FeatureFlagEntry[]>('/api/features/features?marketId=SE');
    expect(se.status).toBe(200);
    expect(se.body.map((f) => f.key)).toEqual(FEATURE_FLAG_KEYS);
    expect(se.body.every((f) => f.marketId === 'SE')).toBe(true);
    expect(on(se.body)).toEqual([
      'UseBestSellingColorVariant',
      'UseNorcePromotions',
      'UseResellerUniqueLogin',
      'UsePunchout',
      'UseKlevu',
      'UseRecommendations',
    ]);
    expect((await local.get('/api/features/features')).body).toEqual(se.body); // SE by default
    const no = await local.get<FeatureFlagEntry[]>('/api/features/features?marketId=no');
    expect(on(no.body)).toEqual(['UseDisplayNonSellableProducts']);
    const fi = await local.get<FeatureFlagEntry[]>('/api/features/features?marketId=fi');
    expect(on(fi.body)).toEqual([]);
  });

  it('forces UseNewProductDetailsPage and UseOtherPaymentMethodsB2C off in production only', async () => {
    const shown = ['UseSiAndHrInLanguageSwitcher'];
    expect(on((await local.get<FeatureFlagEntry[]>('/api/features/features?marketId=DE')).body)).toEqual([
      ...shown,
      'UseNewProductDetailsPage',
    ]);
    expect(on((await production.get<FeatureFlagEntry[]>('/api/features/features?marketId=DE')).body)).toEqual(
      shown,
    );
    expect((await production.get('/api/features/features/UseRecommendations/enabled')).body).toBe(true);
  });

  it('answers one flag and whether it is on', async () => {
    expect((await local.get('/api/features/features/UseRecommendations?marketId=SE')).body).toEqual({
      key: 'UseRecommendations',
      enabled: true,
      marketId: 'SE',
    });
    expect((await local.get('/api/features/features/UseKlevu/enabled?marketId=SE')).body).toBe(true);
    expect((await local.get('/api/features/features/UseKlevu/enabled?marketId=NO')).body).toBe(false);
    expect((await local.get('/api/features/features/useNewMinicartB2B/enabled?marketId=DE')).body).toBe(
      false,
    );
  });

  it('refuses an unknown key or market with 400 naming it', async () => {
    for (const [path, field] of [
      ['/api/features/features/UseEverything', 'key'],
      ['/api/features/features/userecommendations/enabled', 'key'],
      ['/api/features/features?marketId=ZZ', 'marketId'],
      ['/api/features/features/UseKlevu?marketId=ZZ', 'marketId'],
    ] as const) {
      const res = await local.get<ApiErrorBody>(path);
      expect(res.status, path).toBe(400);
      expect(
        res.body.details?.fields.map((f) => f.field),
        path,
      ).toEqual([field]);
    }
  });

  it('keeps evaluated flags 300 s: a change shows once the cache has expired', async () => {
    const path = '/api/features/features/UseKlevu/enabled?marketId=FI';
    expect((await local.get(path)).body).toBe(false);
    try {
      await api.handle.db.execute(
        sql`UPDATE feature_flags SET enabled = true WHERE key = 'UseKlevu' AND market_id = 'fi'`,
      );
      now += 299_000;
      expect((await local.get(path)).body).toBe(false);
      now += 1_000;
      expect((await local.get(path)).body).toBe(true);
      expect(on((await local.get<FeatureFlagEntry[]>('/api/features/features?marketId=FI')).body)).toEqual([
        'UseKlevu',
      ]);
    } finally {
      await api.handle.db.execute(
        sql`UPDATE feature_flags SET enabled = false WHERE key = 'UseKlevu' AND market_id = 'fi'`,
      );
      now += 300_000;
    }
    expect((await local.get(path)).body).toBe(false);
  });
});
