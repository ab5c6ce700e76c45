import { createCmsApi, createHttpClient } from '@workwear/client';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, testServer } from '../../testing/testServer';

// The storefront's client against the real API: responses pass the shared zod contract.
let api: TestServer;
beforeAll(async () => {
  api = await testServer();
});

const clientFor = (marketId: string, cultureCode: string) =>
  createCmsApi(createHttpClient({ baseUrl: api.baseUrl, defaultQuery: () => ({ marketId, cultureCode }) }));

describe('CMS API through the client', () => {
  it('reads the top message, or null, within the contract', async () => {
    const message = await clientFor('DK', 'da-DK').topMessage();
    expect(message?.visibility).toBe('loggedOut');
    expect(message?.text).toContain('Fri fragt');
    expect(message?.linkUrl).toBe('route:Products');
    expect(await clientFor('IE', 'en-IE').topMessage()).toBeNull();
  });
});
