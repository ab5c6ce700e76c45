import { createHttpClient, createSettingsApi, HttpError } from '@workwear/client';
import { parseMarketSettings } from '@workwear/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, testServer } from '../../testing/testServer';

// The storefront's client against the real API: responses pass the shared zod contract.
let api: TestServer;
beforeAll(async () => {
  api = await testServer();
});

describe('settings API through the client', () => {
  it('reads market settings within the contract', async () => {
    const settings = createSettingsApi(
      createHttpClient({
        baseUrl: api.baseUrl,
        defaultQuery: () => ({ marketId: 'FI', cultureCode: 'fi-FI' }),
      }),
    );
    const entries = await settings.marketSettings('DK');
    expect(entries.map((e) => e.key)).toContain('HidePrice');
    expect(parseMarketSettings(entries).showMarketPriceForAdminsAndInternals).toBe(true);
    const error = await settings.marketSettings('ZZ').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(404);
  });
});
