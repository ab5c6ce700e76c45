import type { ApiErrorBody } from '@workwear/contracts';
import { DEFAULT_RESERVATION_CAP, type MarketSettingEntry, parseMarketSettings } from '@workwear/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, testServer } from '../../testing/testServer';

let api: TestServer;
beforeAll(async () => {
  api = await testServer();
});

async function settingsOf(marketId: string): Promise<MarketSettingEntry[]> {
  const res = await api.get<MarketSettingEntry[]>(`/api/settings/market/${marketId}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

describe('market settings', () => {
  it('gives SE its three keys and its time zone as stored, ordered by key', async () => {
    expect(await settingsOf('SE')).toEqual([
      { key: 'ActivateDiscountCode', value: 'True' },
      { key: 'HidePrice', value: 'False' },
      { key: 'ShowMarketPriceForAdminsAndInternals', value: 'True' },
      { key: 'TimeZone', value: 'Europe/Stockholm' },
    ]);
  });

  it('hides prices in SI, and reads the market id in any case', async () => {
    const si = await settingsOf('SI');
    expect(parseMarketSettings(si)).toEqual({
      hidePrice: true,
      activateDiscountCode: false,
      showMarketPriceForAdminsAndInternals: false,
      maxConsumerQuantityPerSku: DEFAULT_RESERVATION_CAP,
      timeZone: 'Europe/Ljubljana',
    });
    expect(await settingsOf('si')).toEqual(si);
    expect(parseMarketSettings(await settingsOf('NO'))).toEqual({
      hidePrice: false,
      activateDiscountCode: false,
      showMarketPriceForAdminsAndInternals: true,
      maxConsumerQuantityPerSku: DEFAULT_RESERVATION_CAP,
      timeZone: 'Europe/Oslo',
    });
  });

  it('answers 404 with the error body for an id that names no market', async () => {
    for (const id of ['XX', 'SWEDEN']) {
      const res = await api.get<ApiErrorBody>(`/api/settings/market/${id}`);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: 'not_found' });
      expect(res.body.message).toContain(id);
    }
  });

  it('is in the OpenAPI document', async () => {
    const doc = await api.get<{ paths: Record<string, unknown> }>('/openapi.json');
    expect(Object.keys(doc.body.paths)).toEqual(
      expect.arrayContaining([
        '/api/settings/market/{marketId}',
        '/api/cms/topmessage',
        '/api/product/sitemap/products',
      ]),
    );
  });
});
