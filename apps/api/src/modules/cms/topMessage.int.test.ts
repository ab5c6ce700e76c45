import type { ApiErrorBody, TopMessage } from '@workwear/contracts';
import { schema } from '@workwear/db';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, testServer } from '../../testing/testServer';

let api: TestServer;
beforeAll(async () => {
  api = await testServer();
});

async function topMessage(query: string): Promise<TopMessage | null> {
  const res = await api.get<TopMessage | null>(`/api/cms/topmessage${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

describe('top message', () => {
  it('gives the market message in the requested language', async () => {
    expect(await topMessage('?marketId=SE&cultureCode=sv-SE')).toEqual({
      visibility: 'loggedOut',
      // Worded from the business free-delivery threshold, the amount held together by no-break spaces.
      text: 'Fri frakt på företagsorder över 2\u00a0000\u00a0kr ex moms',
      linkUrl: 'route:Products',
      linkText: 'Se alla produkter',
    });
    expect((await topMessage('?marketId=SE&cultureCode=en-SE'))?.text).toBe(
      'Free delivery on business orders over SEK\u00a02,000 ex VAT',
    );
    // Without parameters: the shop default, SE in sv-SE.
    expect((await topMessage(''))?.text).toBe('Fri frakt på företagsorder över 2\u00a0000\u00a0kr ex moms');
  });

  it("falls back to the market's default language when the requested one has no row", async () => {
    const { topMessages } = schema;
    // Switzerland (de-CH default, fr-CH, it-CH) has no message in the demo: give it a German one only.
    await api.handle.db.insert(topMessages).values({
      marketId: 'CH',
      language: 'de',
      visibility: 'loggedIn',
      text: 'Neue Kollektion',
      linkUrl: null,
      linkText: null,
    });
    try {
      const expected = { visibility: 'loggedIn', text: 'Neue Kollektion', linkUrl: null, linkText: null };
      expect(await topMessage('?marketId=CH&cultureCode=fr-CH')).toEqual(expected);
      expect(await topMessage('?marketId=CH&cultureCode=de-CH')).toEqual(expected);
    } finally {
      await api.handle.db
        .delete(topMessages)
        .where(and(eq(topMessages.marketId, 'CH'), eq(topMessages.language, 'de')));
    }
    expect(await topMessage('?marketId=CH&cultureCode=fr-CH')).toBeNull();
  });

  it('answers JSON null for a market without a message', async () => {
    const res = await api.get('/api/cms/topmessage?marketId=UK&cultureCode=en-GB');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(res.body).toBeNull();
  });

  it('refuses a culture code that is malformed or not a locale of the market, naming the field', async () => {
    for (const cultureCode of ['sv', 'de-DE']) {
      const res = await api.get<ApiErrorBody>(`/api/cms/topmessage?marketId=SE&cultureCode=${cultureCode}`);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('invalid_parameter');
      expect(res.body.details?.fields.map((f) => f.field)).toEqual(['cultureCode']);
    }
    const unknownMarket = await api.get<ApiErrorBody>('/api/cms/topmessage?marketId=XX');
    expect(unknownMarket.status).toBe(400);
    expect(unknownMarket.body.details?.fields[0]?.field).toBe('marketId');
  });
});
